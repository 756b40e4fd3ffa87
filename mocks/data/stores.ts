/**
 * Store locator seed (spec 3 "Store locator query", R9.10): stores exist in France, Switzerland
 * and the United Kingdom only (the sites whose store locator is active). Pickup points and parcel
 * lockers also serve the checkout's delivery modes elsewhere (see `shippingKeysFor` in
 * cart-engine.ts): pickup points (PR) in Spain, Germany and Italy, parcel lockers (LO) in Poland.
 * Streets and coordinates are real places; house numbers, phone numbers, shop names and locker
 * codes are fictional. Days are ISO: 1 Monday ... 7 Sunday; a day missing from openingHours is
 * closed, and a day may have two ranges (lunch break).
 */

/** Countries with stores. */
export type StoreCountry = "FR" | "CH" | "GB";
/** Countries with pickup points or lockers: the store countries, plus those served by PR or LO delivery only. */
export type PointCountry = StoreCountry | "ES" | "DE" | "IT" | "PL";
export type StoreService = "CLICK_AND_COLLECT" | "ERESERVATION" | "RETURNS" | "ALTERATIONS";
export type IsoDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface OpeningHours {
  day: IsoDay;
  opens: string; // "09:30"
  closes: string; // "19:30"
}

/** A place's address; stores' addresses are in a store country, pickup points' and lockers' in any PointCountry. */
export interface StoreAddress<Country extends PointCountry = StoreCountry> {
  line1: string;
  line2?: string;
  zipCode: string;
  city: string;
  citySlug: string;
  countryCode: Country;
  countrySlug: string;
}

export type PointAddress = StoreAddress<PointCountry>;

export interface Coordinates {
  lat: number;
  lon: number;
}

export interface StoreSeed {
  storeId: string; // digits
  name: string;
  slug: string; // ascii, unique
  address: StoreAddress;
  phone: string;
  email: string;
  coordinates: Coordinates;
  openingHours: OpeningHours[];
  /** Whole days closed, in the store's site language. */
  exceptionalClosures: { date: string; reason: string }[];
  services: StoreService[];
}

export interface PickupPointSeed {
  id: string;
  type: "PICKUP" | "LOCKER";
  name: string;
  address: PointAddress;
  coordinates: Coordinates;
  openingHours: OpeningHours[];
  carrier: string;
}

// ---------------------------------------------------------------- helpers

const COUNTRY_SLUG: Record<PointCountry, string> = {
  FR: "france",
  CH: "suisse",
  GB: "united-kingdom",
  ES: "espana",
  DE: "deutschland",
  IT: "italia",
  PL: "polska",
};

function address<Country extends PointCountry>(
  countryCode: Country,
  line1: string,
  zipCode: string,
  city: string,
  citySlug: string,
  line2?: string,
): StoreAddress<Country> {
  return {
    line1,
    ...(line2 ? { line2 } : {}),
    zipCode,
    city,
    citySlug,
    countryCode,
    countrySlug: COUNTRY_SLUG[countryCode],
  };
}

type Range = [opens: string, closes: string];

/**
 * Monday to Saturday from `opens` to `closes`, Sunday closed; `overrides` replaces a day's
 * ranges (one or two ranges, or null for closed).
 */
function week(
  opens: string,
  closes: string,
  overrides: Partial<Record<IsoDay, Range | Range[] | null>> = {},
): OpeningHours[] {
  const hours: OpeningHours[] = [];
  for (const day of [1, 2, 3, 4, 5, 6, 7] as IsoDay[]) {
    const override = overrides[day];
    const ranges: Range[] =
      override === null
        ? []
        : override === undefined
          ? day === 7
            ? []
            : [[opens, closes]]
          : Array.isArray(override[0])
            ? (override as Range[])
            : [override as Range];
    for (const [from, to] of ranges) hours.push({ day, opens: from, closes: to });
  }
  return hours;
}

/** Lockers: every day, round the clock. */
const ALWAYS = week("00:00", "23:59", { 7: ["00:00", "23:59"] });

/** Relay shops with a lunch break, Monday to Saturday. */
const RELAY_WITH_LUNCH = week("09:00", "19:00", {
  1: [
    ["09:00", "12:30"],
    ["14:00", "19:00"],
  ],
  2: [
    ["09:00", "12:30"],
    ["14:00", "19:00"],
  ],
  3: [
    ["09:00", "12:30"],
    ["14:00", "19:00"],
  ],
  4: [
    ["09:00", "12:30"],
    ["14:00", "19:00"],
  ],
  5: [
    ["09:00", "12:30"],
    ["14:00", "19:00"],
  ],
  6: ["09:00", "18:00"],
});

/** Monday to Friday with a lunch break, Saturday as given (one or two ranges, or null), Sunday closed unless given. */
function withLunch(
  morning: Range,
  afternoon: Range,
  saturday: Range | Range[] | null,
  sunday: Range | null = null,
): OpeningHours[] {
  const weekday: Range[] = [morning, afternoon];
  return week(morning[0], afternoon[1], {
    1: weekday,
    2: weekday,
    3: weekday,
    4: weekday,
    5: weekday,
    6: saturday,
    7: sunday,
  });
}

/** Spanish shops: split day (siesta), Saturday morning. */
const ES_SHOP = withLunch(["10:00", "14:00"], ["17:00", "20:30"], ["10:00", "14:00"]);
/** Spanish tobacconists (estancos). */
const ES_ESTANCO = withLunch(["09:00", "14:00"], ["17:00", "20:00"], ["09:30", "14:00"]);
/** Italian shops: lunch break, Saturday morning. */
const IT_SHOP = withLunch(["09:00", "13:00"], ["15:30", "19:30"], ["09:00", "13:00"]);
/** Italian newsagents (edicole, tabaccherie): early, with Sunday morning. */
const IT_EDICOLA = withLunch(["06:30", "13:00"], ["15:00", "19:30"], ["06:30", "13:00"], ["07:00", "12:30"]);
/** German shops: no lunch break, shorter Saturday, Sunday closed. */
const DE_SHOP = week("09:00", "19:00", { 6: ["09:00", "16:00"] });
/** Polish shopping centres: Sunday trading ban, so closed on Sundays. */
const PL_MALL = week("09:00", "21:00");

const FR_CLOSURES = [
  { date: "2026-12-25", reason: "Noël" },
  { date: "2027-01-01", reason: "Jour de l’an" },
];
const FR_INVENTORY = { date: "2027-01-06", reason: "Inventaire annuel" };
const ALSACE_CLOSURES = [
  ...FR_CLOSURES,
  { date: "2026-12-26", reason: "Saint-Étienne (jour férié en Alsace-Moselle)" },
];
const CH_CLOSURES = [
  { date: "2026-12-25", reason: "Noël" },
  { date: "2027-01-01", reason: "Nouvel An" },
];
const GB_CLOSURES = [
  { date: "2026-12-25", reason: "Christmas Day" },
  { date: "2027-03-28", reason: "Easter Sunday" },
];

const ALL_SERVICES: StoreService[] = ["CLICK_AND_COLLECT", "ERESERVATION", "RETURNS", "ALTERATIONS"];
const STANDARD_SERVICES: StoreService[] = ["CLICK_AND_COLLECT", "ERESERVATION", "RETURNS"];

interface StoreInput {
  id: string;
  name: string;
  slug: string;
  address: StoreAddress;
  phone: string;
  lat: number;
  lon: number;
  hours: OpeningHours[];
  closures: { date: string; reason: string }[];
  services: StoreService[];
}

const store = (input: StoreInput): StoreSeed => ({
  storeId: input.id,
  name: input.name,
  slug: input.slug,
  address: input.address,
  phone: input.phone,
  email: `${input.slug}@stores.atelier-sept.example`,
  coordinates: { lat: input.lat, lon: input.lon },
  openingHours: input.hours,
  exceptionalClosures: input.closures,
  services: input.services,
});

// ---------------------------------------------------------------- stores

const FRANCE: StoreSeed[] = [
  store({
    id: "101",
    name: "Atelier Sept Paris Rivoli",
    slug: "paris-rivoli",
    address: address("FR", "112 rue de Rivoli", "75001", "Paris", "paris"),
    phone: "+33 1 42 60 17 07",
    lat: 48.8601,
    lon: 2.3442,
    hours: week("10:00", "20:00", { 7: ["11:00", "19:00"] }),
    closures: FR_CLOSURES,
    services: ALL_SERVICES,
  }),
  store({
    id: "102",
    name: "Atelier Sept Paris Saint-Germain",
    slug: "paris-saint-germain",
    address: address("FR", "45 rue de Rennes", "75006", "Paris", "paris"),
    phone: "+33 1 45 48 22 31",
    lat: 48.8503,
    lon: 2.3302,
    hours: week("10:00", "19:30"),
    closures: FR_CLOSURES,
    services: ALL_SERVICES,
  }),
  store({
    id: "103",
    name: "Atelier Sept Paris Marais",
    slug: "paris-marais",
    address: address("FR", "28 rue des Francs-Bourgeois", "75003", "Paris", "paris"),
    phone: "+33 1 42 77 64 90",
    lat: 48.8577,
    lon: 2.3611,
    hours: week("10:30", "19:30", { 7: ["11:00", "19:00"] }),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "104",
    name: "Atelier Sept Paris Haussmann",
    slug: "paris-haussmann",
    address: address("FR", "64 boulevard Haussmann", "75009", "Paris", "paris"),
    phone: "+33 1 48 74 35 12",
    lat: 48.8736,
    lon: 2.3291,
    hours: week("09:30", "20:00", { 4: ["09:30", "21:00"] }),
    closures: [...FR_CLOSURES, FR_INVENTORY],
    services: ALL_SERVICES,
  }),
  store({
    id: "105",
    name: "Atelier Sept Paris Passy",
    slug: "paris-passy",
    address: address("FR", "58 rue de Passy", "75016", "Paris", "paris"),
    phone: "+33 1 45 20 71 46",
    lat: 48.8573,
    lon: 2.2781,
    hours: week("10:00", "19:00", { 1: ["11:00", "19:00"] }),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "106",
    name: "Atelier Sept Boulogne-Billancourt",
    slug: "boulogne-billancourt",
    address: address("FR", "92 route de la Reine", "92100", "Boulogne-Billancourt", "boulogne-billancourt"),
    phone: "+33 1 46 05 18 63",
    lat: 48.8412,
    lon: 2.2418,
    hours: week("10:00", "19:30"),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "107",
    name: "Atelier Sept Lyon République",
    slug: "lyon-republique",
    address: address("FR", "71 rue de la République", "69002", "Lyon", "lyon"),
    phone: "+33 4 78 37 52 18",
    lat: 45.7603,
    lon: 4.8357,
    hours: week("10:00", "19:30"),
    closures: FR_CLOSURES,
    services: ALL_SERVICES,
  }),
  store({
    id: "108",
    name: "Atelier Sept Lyon Part-Dieu",
    slug: "lyon-part-dieu",
    address: address(
      "FR",
      "17 rue du Docteur-Bouchut",
      "69003",
      "Lyon",
      "lyon",
      "Centre commercial La Part-Dieu, niveau 2",
    ),
    phone: "+33 4 72 34 09 61",
    lat: 45.7612,
    lon: 4.8556,
    hours: week("09:30", "20:30"),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "109",
    name: "Atelier Sept Marseille Saint-Ferréol",
    slug: "marseille-saint-ferreol",
    address: address("FR", "38 rue Saint-Ferréol", "13001", "Marseille", "marseille"),
    phone: "+33 4 91 33 48 20",
    lat: 43.2928,
    lon: 5.3785,
    hours: week("10:00", "19:00"),
    closures: FR_CLOSURES,
    services: ALL_SERVICES,
  }),
  store({
    id: "110",
    name: "Atelier Sept Marseille Terrasses du Port",
    slug: "marseille-terrasses-du-port",
    address: address(
      "FR",
      "9 quai du Lazaret",
      "13002",
      "Marseille",
      "marseille",
      "Centre commercial Les Terrasses du Port",
    ),
    phone: "+33 4 91 90 26 74",
    lat: 43.3101,
    lon: 5.3667,
    hours: week("10:00", "20:00", { 7: ["10:00", "19:00"] }),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "111",
    name: "Atelier Sept Lille Rue Neuve",
    slug: "lille-rue-neuve",
    address: address("FR", "25 rue Neuve", "59800", "Lille", "lille"),
    phone: "+33 3 20 55 61 09",
    lat: 50.6371,
    lon: 3.0651,
    hours: week("10:00", "19:30"),
    closures: [...FR_CLOSURES, FR_INVENTORY],
    services: ALL_SERVICES,
  }),
  store({
    id: "112",
    name: "Atelier Sept Bordeaux Sainte-Catherine",
    slug: "bordeaux-sainte-catherine",
    address: address("FR", "118 rue Sainte-Catherine", "33000", "Bordeaux", "bordeaux"),
    phone: "+33 5 56 44 27 83",
    lat: 44.8387,
    lon: -0.5735,
    hours: week("10:00", "19:30"),
    closures: FR_CLOSURES,
    services: ALL_SERVICES,
  }),
  store({
    id: "113",
    name: "Atelier Sept Nantes Crébillon",
    slug: "nantes-crebillon",
    address: address("FR", "12 rue Crébillon", "44000", "Nantes", "nantes"),
    phone: "+33 2 40 48 15 36",
    lat: 47.2132,
    lon: -1.5614,
    hours: week("10:00", "19:00"),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "114",
    name: "Atelier Sept Toulouse Alsace-Lorraine",
    slug: "toulouse-alsace-lorraine",
    address: address("FR", "48 rue d’Alsace-Lorraine", "31000", "Toulouse", "toulouse"),
    phone: "+33 5 61 21 70 52",
    lat: 43.6036,
    lon: 1.4455,
    hours: week("10:00", "19:30"),
    closures: FR_CLOSURES,
    services: ALL_SERVICES,
  }),
  store({
    id: "115",
    name: "Atelier Sept Strasbourg Grandes Arcades",
    slug: "strasbourg-grandes-arcades",
    address: address("FR", "22 rue des Grandes-Arcades", "67000", "Strasbourg", "strasbourg"),
    phone: "+33 3 88 32 44 19",
    lat: 48.5834,
    lon: 7.7478,
    hours: week("10:00", "19:00", { 7: ["11:00", "18:00"] }),
    closures: ALSACE_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "116",
    name: "Atelier Sept Nice Jean-Médecin",
    slug: "nice-jean-medecin",
    address: address("FR", "19 avenue Jean-Médecin", "06000", "Nice", "nice"),
    phone: "+33 4 93 87 35 28",
    lat: 43.7011,
    lon: 7.2679,
    hours: week("10:00", "19:30"),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "117",
    name: "Atelier Sept Rennes Le Bastard",
    slug: "rennes-le-bastard",
    address: address("FR", "9 rue Le Bastard", "35000", "Rennes", "rennes"),
    phone: "+33 2 99 79 46 03",
    lat: 48.1118,
    lon: -1.6801,
    hours: week("10:00", "19:00", { 1: ["13:00", "19:00"] }),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "118",
    name: "Atelier Sept Montpellier Comédie",
    slug: "montpellier-comedie",
    address: address("FR", "7 rue de la Loge", "34000", "Montpellier", "montpellier"),
    phone: "+33 4 67 60 82 14",
    lat: 43.6105,
    lon: 3.8766,
    hours: week("10:00", "19:30"),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "119",
    name: "Atelier Sept Grenoble Félix-Poulat",
    slug: "grenoble-felix-poulat",
    address: address("FR", "14 rue Félix-Poulat", "38000", "Grenoble", "grenoble"),
    phone: "+33 4 76 46 31 70",
    lat: 45.1894,
    lon: 5.7271,
    hours: week("10:00", "19:00"),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "120",
    name: "Atelier Sept Aix-en-Provence Mirabeau",
    slug: "aix-en-provence-mirabeau",
    address: address("FR", "31 cours Mirabeau", "13100", "Aix-en-Provence", "aix-en-provence"),
    phone: "+33 4 42 26 59 41",
    lat: 43.5265,
    lon: 5.4481,
    hours: week("10:00", "19:00"),
    closures: FR_CLOSURES,
    services: ALL_SERVICES,
  }),
  store({
    id: "121",
    name: "Atelier Sept Dijon Liberté",
    slug: "dijon-liberte",
    address: address("FR", "52 rue de la Liberté", "21000", "Dijon", "dijon"),
    phone: "+33 3 80 30 18 57",
    lat: 47.3221,
    lon: 5.0383,
    hours: week("10:00", "19:00"),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "122",
    name: "Atelier Sept Tours Nationale",
    slug: "tours-nationale",
    address: address("FR", "60 rue Nationale", "37000", "Tours", "tours"),
    phone: "+33 2 47 05 63 22",
    lat: 47.3927,
    lon: 0.6886,
    hours: week("10:00", "19:00"),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "123",
    name: "Atelier Sept Rouen Gros-Horloge",
    slug: "rouen-gros-horloge",
    address: address("FR", "80 rue du Gros-Horloge", "76000", "Rouen", "rouen"),
    phone: "+33 2 35 71 29 84",
    lat: 49.4413,
    lon: 1.0914,
    hours: week("10:00", "19:00"),
    closures: [...FR_CLOSURES, FR_INVENTORY],
    services: STANDARD_SERVICES,
  }),
  store({
    id: "124",
    name: "Atelier Sept Annecy Royale",
    slug: "annecy-royale",
    address: address("FR", "8 rue Royale", "74000", "Annecy", "annecy"),
    phone: "+33 4 50 45 12 67",
    lat: 45.8997,
    lon: 6.1251,
    hours: week("10:00", "19:00", { 7: ["10:30", "18:00"] }),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "125",
    name: "Atelier Sept Reims Drouet-d’Erlon",
    slug: "reims-drouet-erlon",
    address: address("FR", "21 place Drouet-d’Erlon", "51100", "Reims", "reims"),
    phone: "+33 3 26 47 38 90",
    lat: 49.2542,
    lon: 4.0298,
    hours: week("10:00", "19:00"),
    closures: FR_CLOSURES,
    services: STANDARD_SERVICES,
  }),
];

const SWITZERLAND: StoreSeed[] = [
  store({
    id: "201",
    name: "Atelier Sept Genève Rues Basses",
    slug: "geneve-rues-basses",
    address: address("CH", "Rue du Marché 42", "1204", "Genève", "geneve"),
    phone: "+41 22 310 45 60",
    lat: 46.2034,
    lon: 6.1462,
    hours: week("09:00", "19:00", { 4: ["09:00", "21:00"], 6: ["09:00", "18:00"] }),
    closures: [...CH_CLOSURES, { date: "2026-12-31", reason: "Restauration de la République (jour férié à Genève)" }],
    services: ALL_SERVICES,
  }),
  store({
    id: "202",
    name: "Atelier Sept Lausanne Rue de Bourg",
    slug: "lausanne-rue-de-bourg",
    address: address("CH", "Rue de Bourg 18", "1003", "Lausanne", "lausanne"),
    phone: "+41 21 312 78 04",
    lat: 46.5205,
    lon: 6.6357,
    hours: week("09:00", "19:00", { 4: ["09:00", "20:00"], 6: ["09:00", "18:00"] }),
    closures: [...CH_CLOSURES, { date: "2027-01-02", reason: "Saint-Berchtold" }],
    services: STANDARD_SERVICES,
  }),
  store({
    id: "203",
    name: "Atelier Sept Zürich Bahnhofstrasse",
    slug: "zurich-bahnhofstrasse",
    address: address("CH", "Bahnhofstrasse 71", "8001", "Zürich", "zurich"),
    phone: "+41 44 211 36 52",
    lat: 47.3727,
    lon: 8.5389,
    hours: week("09:00", "20:00"),
    closures: [...CH_CLOSURES, { date: "2026-12-26", reason: "Saint-Étienne" }],
    services: ALL_SERVICES,
  }),
  store({
    id: "204",
    name: "Atelier Sept Bern Marktgasse",
    slug: "bern-marktgasse",
    address: address("CH", "Marktgasse 40", "3011", "Bern", "bern"),
    phone: "+41 31 311 42 87",
    lat: 46.9481,
    lon: 7.4446,
    hours: week("09:00", "19:00", { 1: ["13:00", "19:00"], 4: ["09:00", "21:00"], 6: ["09:00", "17:00"] }),
    closures: [...CH_CLOSURES, { date: "2026-12-26", reason: "Saint-Étienne" }],
    services: STANDARD_SERVICES,
  }),
  store({
    id: "205",
    name: "Atelier Sept Basel Freie Strasse",
    slug: "basel-freie-strasse",
    address: address("CH", "Freie Strasse 56", "4051", "Basel", "basel"),
    phone: "+41 61 261 59 13",
    lat: 47.5553,
    lon: 7.5905,
    hours: week("09:00", "18:30", { 4: ["09:00", "20:00"], 6: ["09:00", "18:00"] }),
    closures: [...CH_CLOSURES, { date: "2026-12-26", reason: "Saint-Étienne" }],
    services: STANDARD_SERVICES,
  }),
  store({
    id: "206",
    name: "Atelier Sept Fribourg Romont",
    slug: "fribourg-romont",
    address: address("CH", "Rue de Romont 20", "1700", "Fribourg", "fribourg"),
    phone: "+41 26 322 18 45",
    lat: 46.8029,
    lon: 7.1513,
    hours: week("09:00", "18:30", { 4: ["09:00", "21:00"], 6: ["08:30", "17:00"] }),
    closures: CH_CLOSURES,
    services: STANDARD_SERVICES,
  }),
];

const UNITED_KINGDOM: StoreSeed[] = [
  store({
    id: "301",
    name: "Atelier Sept London Covent Garden",
    slug: "london-covent-garden",
    address: address("GB", "40 Long Acre", "WC2E 9LG", "London", "london"),
    phone: "+44 20 7836 4410",
    lat: 51.5126,
    lon: -0.1244,
    hours: week("10:00", "20:00", { 4: ["10:00", "21:00"], 7: ["12:00", "18:00"] }),
    closures: GB_CLOSURES,
    services: ALL_SERVICES,
  }),
  store({
    id: "302",
    name: "Atelier Sept London Marylebone",
    slug: "london-marylebone",
    address: address("GB", "78 Marylebone High Street", "W1U 5AP", "London", "london"),
    phone: "+44 20 7486 2297",
    lat: 51.5204,
    lon: -0.1518,
    hours: week("10:00", "19:00", { 7: ["12:00", "18:00"] }),
    closures: GB_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "303",
    name: "Atelier Sept London King's Road",
    slug: "london-kings-road",
    address: address("GB", "112 King's Road", "SW3 4TR", "London", "london"),
    phone: "+44 20 7589 6613",
    lat: 51.4906,
    lon: -0.1639,
    hours: week("10:00", "19:00", { 4: ["10:00", "20:00"], 7: ["12:00", "18:00"] }),
    closures: GB_CLOSURES,
    services: ALL_SERVICES,
  }),
  store({
    id: "304",
    name: "Atelier Sept Manchester King Street",
    slug: "manchester-king-street",
    address: address("GB", "21 King Street", "M2 6AN", "Manchester", "manchester"),
    phone: "+44 161 832 5071",
    lat: 53.4812,
    lon: -2.2454,
    hours: week("09:30", "19:00", { 4: ["09:30", "20:00"], 7: ["11:00", "17:00"] }),
    closures: GB_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "305",
    name: "Atelier Sept Birmingham New Street",
    slug: "birmingham-new-street",
    address: address("GB", "104 New Street", "B2 4HQ", "Birmingham", "birmingham"),
    phone: "+44 121 643 2286",
    lat: 52.4787,
    lon: -1.8987,
    hours: week("09:30", "19:00", { 7: ["11:00", "17:00"] }),
    closures: GB_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "306",
    name: "Atelier Sept Leeds Victoria Quarter",
    slug: "leeds-victoria-quarter",
    address: address("GB", "12 County Arcade", "LS1 6BH", "Leeds", "leeds", "Victoria Quarter"),
    phone: "+44 113 245 8830",
    lat: 53.7976,
    lon: -1.5405,
    hours: week("09:30", "18:30", { 4: ["09:30", "20:00"], 7: ["11:00", "17:00"] }),
    closures: GB_CLOSURES,
    services: STANDARD_SERVICES,
  }),
  store({
    id: "307",
    name: "Atelier Sept Glasgow Buchanan Street",
    slug: "glasgow-buchanan-street",
    address: address("GB", "156 Buchanan Street", "G1 2LL", "Glasgow", "glasgow"),
    phone: "+44 141 332 7164",
    lat: 55.8621,
    lon: -4.2537,
    hours: week("09:30", "19:00", { 4: ["09:30", "20:00"], 7: ["10:00", "18:00"] }),
    closures: [
      { date: "2026-12-25", reason: "Christmas Day" },
      { date: "2027-01-01", reason: "New Year's Day" },
      { date: "2027-01-02", reason: "2nd January (Scottish bank holiday)" },
    ],
    services: ALL_SERVICES,
  }),
  store({
    id: "308",
    name: "Atelier Sept Bristol Park Street",
    slug: "bristol-park-street",
    address: address("GB", "18 Park Street", "BS1 5HX", "Bristol", "bristol"),
    phone: "+44 117 929 3345",
    lat: 51.4546,
    lon: -2.6018,
    hours: week("09:30", "18:30", { 7: ["11:00", "17:00"] }),
    closures: GB_CLOSURES,
    services: STANDARD_SERVICES,
  }),
];

export const STORES: StoreSeed[] = [...FRANCE, ...SWITZERLAND, ...UNITED_KINGDOM];

// ---------------------------------------------------------------- pickup points and lockers

const point = (
  id: string,
  type: "PICKUP" | "LOCKER",
  name: string,
  carrier: string,
  addressValue: PointAddress,
  lat: number,
  lon: number,
  openingHours: OpeningHours[],
): PickupPointSeed => ({ id, type, name, address: addressValue, coordinates: { lat, lon }, openingHours, carrier });

export const PICKUP_POINTS: PickupPointSeed[] = [
  point(
    "PR-FR-001",
    "PICKUP",
    "Tabac Presse du Louvre",
    "Mondial Relay",
    address("FR", "12 rue du Louvre", "75001", "Paris", "paris"),
    48.8612,
    2.3413,
    week("07:30", "20:00"),
  ),
  point(
    "PR-FR-002",
    "PICKUP",
    "Pressing du Four",
    "Relais Colis",
    address("FR", "18 rue du Four", "75006", "Paris", "paris"),
    48.8527,
    2.3349,
    RELAY_WITH_LUNCH,
  ),
  point(
    "PR-FR-003",
    "PICKUP",
    "Librairie Vieille-du-Temple",
    "Chronopost",
    address("FR", "5 rue Vieille-du-Temple", "75004", "Paris", "paris"),
    48.8566,
    2.3589,
    week("10:00", "19:30", { 7: ["11:00", "18:00"] }),
  ),
  point(
    "PR-FR-004",
    "PICKUP",
    "Fleuriste des Terreaux",
    "Mondial Relay",
    address("FR", "9 rue d’Algérie", "69001", "Lyon", "lyon"),
    45.7671,
    4.8321,
    RELAY_WITH_LUNCH,
  ),
  point(
    "PR-FR-005",
    "PICKUP",
    "Épicerie de la Croix-Rousse",
    "Relais Colis",
    address("FR", "30 boulevard de la Croix-Rousse", "69004", "Lyon", "lyon"),
    45.7744,
    4.8296,
    week("08:30", "20:00", { 7: ["09:00", "13:00"] }),
  ),
  point(
    "PR-FR-006",
    "PICKUP",
    "Cordonnerie de la République",
    "Mondial Relay",
    address("FR", "15 rue de la République", "13002", "Marseille", "marseille"),
    43.2978,
    5.37,
    RELAY_WITH_LUNCH,
  ),
  point(
    "PR-FR-007",
    "PICKUP",
    "Tabac Presse Gambetta",
    "Mondial Relay",
    address("FR", "42 rue Gambetta", "59000", "Lille", "lille"),
    50.6306,
    3.053,
    week("07:00", "19:30"),
  ),
  point(
    "PR-FR-008",
    "PICKUP",
    "Carrefour City Chartrons",
    "Relais Colis",
    address("FR", "60 cours Portal", "33000", "Bordeaux", "bordeaux"),
    44.853,
    -0.573,
    week("08:00", "21:00", { 7: ["09:00", "13:00"] }),
  ),
  point(
    "PR-FR-009",
    "PICKUP",
    "Tabac Presse du Taur",
    "Chronopost",
    address("FR", "10 rue du Taur", "31000", "Toulouse", "toulouse"),
    43.6058,
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: a longitude, not log2(e)
    1.442,
    RELAY_WITH_LUNCH,
  ),
  point(
    "PR-FR-010",
    "PICKUP",
    "Pressing Graslin",
    "Mondial Relay",
    address("FR", "3 rue Piron", "44000", "Nantes", "nantes"),
    47.2131,
    -1.5628,
    RELAY_WITH_LUNCH,
  ),
  point(
    "PR-FR-011",
    "PICKUP",
    "Boutique Relais Krutenau",
    "Relais Colis",
    address("FR", "25 rue de Zurich", "67000", "Strasbourg", "strasbourg"),
    48.58,
    7.756,
    week("09:00", "19:00"),
  ),
  point(
    "PR-FR-012",
    "PICKUP",
    "Presse de la Libération",
    "Mondial Relay",
    address("FR", "2 avenue Malausséna", "06000", "Nice", "nice"),
    43.7085,
    7.262,
    week("07:00", "19:30", { 7: ["07:30", "12:30"] }),
  ),
  point(
    "PR-FR-013",
    "PICKUP",
    "Tabac Sainte-Anne",
    "Mondial Relay",
    address("FR", "4 place Sainte-Anne", "35000", "Rennes", "rennes"),
    48.1147,
    -1.6806,
    week("07:30", "19:30"),
  ),
  point(
    "PR-CH-001",
    "PICKUP",
    "PickPost Genève Mont-Blanc",
    "La Poste Suisse",
    address("CH", "Rue du Mont-Blanc 18", "1201", "Genève", "geneve"),
    46.209,
    6.1445,
    week("08:00", "18:30", { 6: ["09:00", "16:00"] }),
  ),
  point(
    "PR-CH-002",
    "PICKUP",
    "PickPost Lausanne Saint-François",
    "La Poste Suisse",
    address("CH", "Place Saint-François 15", "1003", "Lausanne", "lausanne"),
    46.5195,
    6.633,
    week("08:00", "18:30", { 6: ["08:30", "12:00"] }),
  ),
  point(
    "PR-CH-003",
    "PICKUP",
    "PickPost Zürich Sihlpost",
    "La Poste Suisse",
    address("CH", "Kasernenstrasse 97", "8004", "Zürich", "zurich"),
    47.3775,
    8.5335,
    week("07:00", "22:00", { 7: ["10:00", "22:00"] }),
  ),
  point(
    "PR-GB-001",
    "PICKUP",
    "Londis Camden High Street",
    "DPD Pickup",
    address("GB", "180 Camden High Street", "NW1 8QP", "London", "london"),
    51.5405,
    -0.144,
    week("07:00", "22:00", { 7: ["08:00", "21:00"] }),
  ),
  point(
    "PR-GB-002",
    "PICKUP",
    "Co-op Upper Street",
    "DPD Pickup",
    address("GB", "43 Upper Street", "N1 0PN", "London", "london"),
    51.5355,
    -0.104,
    week("07:00", "22:00", { 7: ["07:00", "22:00"] }),
  ),
  point(
    "PR-GB-003",
    "PICKUP",
    "Deansgate Newsagents",
    "Evri ParcelShop",
    address("GB", "255 Deansgate", "M3 4EN", "Manchester", "manchester"),
    53.477,
    -2.251,
    week("06:30", "20:00", { 7: ["08:00", "16:00"] }),
  ),
  point(
    "PR-GB-004",
    "PICKUP",
    "Gloucester Road Convenience Store",
    "Evri ParcelShop",
    address("GB", "120 Gloucester Road", "BS7 8NL", "Bristol", "bristol"),
    51.4735,
    -2.5925,
    week("07:00", "21:00", { 7: ["08:00", "20:00"] }),
  ),
  // Spain, Germany and Italy: pickup-point delivery (PR) only, no stores.
  point(
    "PR-ES-001",
    "PICKUP",
    "Papelería Fuencarral",
    "SEUR Pickup",
    address("ES", "Calle de Fuencarral 78", "28004", "Madrid", "madrid"),
    40.4251,
    -3.7016,
    ES_SHOP,
  ),
  point(
    "PR-ES-002",
    "PICKUP",
    "Estanco Antón Martín",
    "Celeritas",
    address("ES", "Calle de Atocha 45", "28012", "Madrid", "madrid"),
    40.4128,
    -3.6993,
    ES_ESTANCO,
  ),
  point(
    "PR-ES-003",
    "PICKUP",
    "Ferretería Goya",
    "Correos",
    address("ES", "Calle de Goya 36", "28001", "Madrid", "madrid"),
    40.4248,
    -3.6812,
    ES_SHOP,
  ),
  point(
    "PR-ES-004",
    "PICKUP",
    "Quiosc Fontana",
    "SEUR Pickup",
    address("ES", "Carrer Gran de Gràcia 120", "08012", "Barcelona", "barcelona"),
    41.4021,
    2.1528,
    week("09:00", "21:00", { 7: ["10:00", "14:00"] }),
  ),
  point(
    "PR-ES-005",
    "PICKUP",
    "Papereria Consell de Cent",
    "Correos",
    address("ES", "Carrer del Consell de Cent 312", "08007", "Barcelona", "barcelona"),
    41.3903,
    2.1648,
    ES_SHOP,
  ),
  point(
    "PR-ES-006",
    "PICKUP",
    "Estanc Colón",
    "Celeritas",
    address("ES", "Carrer de Colón 48", "46004", "València", "valencia"),
    39.4702,
    -0.3724,
    ES_ESTANCO,
  ),
  point(
    "PR-ES-007",
    "PICKUP",
    "Librería Los Remedios",
    "SEUR Pickup",
    address("ES", "Calle Asunción 30", "41011", "Sevilla", "sevilla"),
    37.379,
    -6.0012,
    ES_SHOP,
  ),
  point(
    "PR-ES-008",
    "PICKUP",
    "Papelería Indautxu",
    "Correos",
    address("ES", "Calle del Licenciado Poza 30", "48011", "Bilbao", "bilbao"),
    43.2617,
    -2.9406,
    ES_SHOP,
  ),
  point(
    "PR-ES-009",
    "PICKUP",
    "Estanco del Pilar",
    "Correos",
    address("ES", "Calle de Alfonso I 20", "50003", "Zaragoza", "zaragoza"),
    41.654,
    -0.8793,
    ES_ESTANCO,
  ),
  point(
    "PR-ES-010",
    "PICKUP",
    "Papelería Carretería",
    "Celeritas",
    address("ES", "Calle Carretería 50", "29008", "Málaga", "malaga"),
    36.7236,
    -4.4228,
    ES_SHOP,
  ),
  point(
    "PR-DE-001",
    "PICKUP",
    "Späti Kastanienallee",
    "Hermes PaketShop",
    address("DE", "Kastanienallee 30", "10435", "Berlin", "berlin"),
    52.538,
    13.4091,
    week("08:00", "22:00", { 7: ["12:00", "20:00"] }),
  ),
  point(
    "PR-DE-002",
    "PICKUP",
    "Schreibwaren Bergmannstraße",
    "DHL Paketshop",
    address("DE", "Bergmannstraße 12", "10961", "Berlin", "berlin"),
    52.4893,
    13.3937,
    DE_SHOP,
  ),
  point(
    "PR-DE-003",
    "PICKUP",
    "Lotto-Toto Kantstraße",
    "DPD Pickup",
    address("DE", "Kantstraße 60", "10627", "Berlin", "berlin"),
    52.5062,
    13.307,
    DE_SHOP,
  ),
  point(
    "PR-DE-004",
    "PICKUP",
    "Schreibwaren an der Münchner Freiheit",
    "DHL Paketshop",
    address("DE", "Leopoldstraße 50", "80802", "München", "munchen"),
    48.1605,
    11.5858,
    DE_SHOP,
  ),
  point(
    "PR-DE-005",
    "PICKUP",
    "Tabak & Presse Sendlinger Straße",
    "Hermes PaketShop",
    address("DE", "Sendlinger Straße 40", "80331", "München", "munchen"),
    48.1352,
    11.5698,
    week("08:00", "20:00", { 6: ["09:00", "18:00"] }),
  ),
  point(
    "PR-DE-006",
    "PICKUP",
    "Kiosk Schulterblatt",
    "Hermes PaketShop",
    address("DE", "Schulterblatt 70", "20357", "Hamburg", "hamburg"),
    53.5623,
    9.9627,
    week("07:00", "22:00", { 6: ["09:00", "22:00"], 7: ["10:00", "20:00"] }),
  ),
  point(
    "PR-DE-007",
    "PICKUP",
    "Büdchen Ehrenfeld",
    "DPD Pickup",
    address("DE", "Venloer Straße 300", "50823", "Köln", "koln"),
    50.9478,
    6.9212,
    week("07:00", "21:00", { 7: ["09:00", "14:00"] }),
  ),
  point(
    "PR-DE-008",
    "PICKUP",
    "Schreibwaren Berger Straße",
    "DHL Paketshop",
    address("DE", "Berger Straße 80", "60316", "Frankfurt am Main", "frankfurt-am-main"),
    50.1198,
    8.6943,
    DE_SHOP,
  ),
  point(
    "PR-DE-009",
    "PICKUP",
    "Kiosk am Marienplatz",
    "Hermes PaketShop",
    address("DE", "Tübinger Straße 70", "70178", "Stuttgart", "stuttgart"),
    48.7701,
    9.172,
    DE_SHOP,
  ),
  point(
    "PR-IT-001",
    "PICKUP",
    "Edicola Buenos Aires",
    "BRT Fermopoint",
    address("IT", "Corso Buenos Aires 45", "20124", "Milano", "milano"),
    45.4789,
    9.2103,
    IT_EDICOLA,
  ),
  point(
    "PR-IT-002",
    "PICKUP",
    "Cartoleria Porta Ticinese",
    "Poste Punto Poste",
    address("IT", "Corso di Porta Ticinese 70", "20123", "Milano", "milano"),
    45.4563,
    9.1812,
    IT_SHOP,
  ),
  point(
    "PR-IT-003",
    "PICKUP",
    "Tabaccheria Paolo Sarpi",
    "GLS",
    address("IT", "Via Paolo Sarpi 20", "20154", "Milano", "milano"),
    45.4801,
    9.1766,
    IT_EDICOLA,
  ),
  point(
    "PR-IT-004",
    "PICKUP",
    "Tabaccheria Trastevere",
    "Poste Punto Poste",
    address("IT", "Viale di Trastevere 60", "00153", "Roma", "roma"),
    41.8843,
    12.4718,
    IT_EDICOLA,
  ),
  point(
    "PR-IT-005",
    "PICKUP",
    "Cartoleria Cola di Rienzo",
    "BRT Fermopoint",
    address("IT", "Via Cola di Rienzo 120", "00192", "Roma", "roma"),
    41.9068,
    12.4656,
    IT_SHOP,
  ),
  point(
    "PR-IT-006",
    "PICKUP",
    "Cartoleria San Salvario",
    "GLS",
    address("IT", "Via Madama Cristina 50", "10125", "Torino", "torino"),
    45.0558,
    7.6834,
    IT_SHOP,
  ),
  point(
    "PR-IT-007",
    "PICKUP",
    "Tabaccheria Cimarosa",
    "BRT Fermopoint",
    address("IT", "Via Domenico Cimarosa 40", "80127", "Napoli", "napoli"),
    40.8428,
    14.2325,
    IT_EDICOLA,
  ),
  point(
    "PR-IT-008",
    "PICKUP",
    "Edicola Sant'Ambrogio",
    "Poste Punto Poste",
    address("IT", "Via Pietrapiana 40", "50121", "Firenze", "firenze"),
    43.7711,
    11.2627,
    IT_EDICOLA,
  ),
  point(
    "PR-IT-009",
    "PICKUP",
    "Tabaccheria Strada Maggiore",
    "GLS",
    address("IT", "Strada Maggiore 40", "40125", "Bologna", "bologna"),
    44.4923,
    11.3502,
    IT_EDICOLA,
  ),
  point(
    "PR-IT-010",
    "PICKUP",
    "Cartoleria Via Piave",
    "Poste Punto Poste",
    address("IT", "Via Piave 60", "30171", "Venezia", "venezia", "Mestre"),
    45.4858,
    12.2348,
    IT_SHOP,
  ),
];

export const LOCKERS: PickupPointSeed[] = [
  point(
    "LK-FR-001",
    "LOCKER",
    "Consigne Gare de Lyon",
    "Mondial Relay",
    address("FR", "20 boulevard Diderot", "75012", "Paris", "paris", "Hall 2, niveau -1"),
    48.8443,
    2.3743,
    ALWAYS,
  ),
  point(
    "LK-FR-002",
    "LOCKER",
    "Consigne Monoprix Bastille",
    "Chronopost",
    address("FR", "8 rue de la Roquette", "75011", "Paris", "paris"),
    48.8538,
    2.371,
    week("08:00", "22:00", { 7: ["09:00", "13:00"] }),
  ),
  point(
    "LK-FR-003",
    "LOCKER",
    "Consigne Montparnasse",
    "Mondial Relay",
    address("FR", "17 boulevard de Vaugirard", "75015", "Paris", "paris"),
    48.8415,
    2.32,
    ALWAYS,
  ),
  point(
    "LK-FR-004",
    "LOCKER",
    "Consigne Gare Saint-Lazare",
    "Chronopost",
    address("FR", "108 rue Saint-Lazare", "75008", "Paris", "paris"),
    48.8761,
    2.3253,
    week("06:00", "23:00", { 7: ["06:00", "23:00"] }),
  ),
  point(
    "LK-FR-005",
    "LOCKER",
    "Consigne Lyon Part-Dieu Gare",
    "Mondial Relay",
    address("FR", "5 place Charles-Béraudier", "69003", "Lyon", "lyon"),
    45.7606,
    4.8593,
    ALWAYS,
  ),
  point(
    "LK-FR-006",
    "LOCKER",
    "Consigne Marseille Saint-Charles",
    "Mondial Relay",
    address("FR", "1 square Narvik", "13001", "Marseille", "marseille"),
    43.3026,
    5.3806,
    ALWAYS,
  ),
  point(
    "LK-FR-007",
    "LOCKER",
    "Consigne Lille Flandres",
    "Chronopost",
    address("FR", "1 place des Buisses", "59800", "Lille", "lille"),
    50.6365,
    3.071,
    week("06:00", "22:00", { 7: ["07:00", "22:00"] }),
  ),
  point(
    "LK-FR-008",
    "LOCKER",
    "Consigne Bordeaux Saint-Jean",
    "Mondial Relay",
    address("FR", "rue Charles-Domercq", "33800", "Bordeaux", "bordeaux"),
    44.8259,
    -0.556,
    ALWAYS,
  ),
  point(
    "LK-FR-009",
    "LOCKER",
    "Consigne Nantes Commerce",
    "Mondial Relay",
    address("FR", "2 place du Commerce", "44000", "Nantes", "nantes"),
    47.2128,
    -1.558,
    ALWAYS,
  ),
  point(
    "LK-FR-010",
    "LOCKER",
    "Consigne Toulouse Matabiau",
    "Chronopost",
    address("FR", "64 boulevard Pierre-Semard", "31500", "Toulouse", "toulouse"),
    43.6114,
    1.4536,
    week("06:00", "22:00", { 7: ["07:00", "22:00"] }),
  ),
  point(
    "LK-FR-011",
    "LOCKER",
    "Consigne Strasbourg Gare",
    "Mondial Relay",
    address("FR", "20 place de la Gare", "67000", "Strasbourg", "strasbourg"),
    48.585,
    7.7346,
    ALWAYS,
  ),
  point(
    "LK-FR-012",
    "LOCKER",
    "Consigne Nice Thiers",
    "Mondial Relay",
    address("FR", "12 avenue Thiers", "06000", "Nice", "nice"),
    43.7046,
    7.2616,
    ALWAYS,
  ),
  point(
    "LK-CH-001",
    "LOCKER",
    "My Post 24 Genève Cornavin",
    "La Poste Suisse",
    address("CH", "Place de Cornavin 7", "1201", "Genève", "geneve"),
    46.2096,
    6.1424,
    ALWAYS,
  ),
  point(
    "LK-CH-002",
    "LOCKER",
    "My Post 24 Lausanne Gare",
    "La Poste Suisse",
    address("CH", "Place de la Gare 9", "1003", "Lausanne", "lausanne"),
    46.5168,
    6.6293,
    ALWAYS,
  ),
  point(
    "LK-CH-003",
    "LOCKER",
    "My Post 24 Bern Bahnhof",
    "La Poste Suisse",
    address("CH", "Bahnhofplatz 10", "3011", "Bern", "bern"),
    46.9489,
    7.4392,
    ALWAYS,
  ),
  point(
    "LK-CH-004",
    "LOCKER",
    "My Post 24 Basel SBB",
    "La Poste Suisse",
    address("CH", "Centralbahnstrasse 20", "4051", "Basel", "basel"),
    47.548,
    7.5896,
    ALWAYS,
  ),
  point(
    "LK-GB-001",
    "LOCKER",
    "InPost Locker Holborn",
    "InPost",
    address("GB", "129 High Holborn", "WC1V 6PL", "London", "london"),
    51.5178,
    -0.12,
    ALWAYS,
  ),
  point(
    "LK-GB-002",
    "LOCKER",
    "InPost Locker Clapham Junction",
    "InPost",
    address("GB", "St John's Hill", "SW11 1RT", "London", "london"),
    51.464,
    -0.17,
    ALWAYS,
  ),
  point(
    "LK-GB-003",
    "LOCKER",
    "InPost Locker Piccadilly Gardens",
    "InPost",
    address("GB", "1 Piccadilly Gardens", "M1 1RG", "Manchester", "manchester"),
    53.481,
    -2.2365,
    ALWAYS,
  ),
  point(
    "LK-GB-004",
    "LOCKER",
    "InPost Locker Birmingham Moor Street",
    "InPost",
    address("GB", "Queensway", "B4 7UL", "Birmingham", "birmingham"),
    52.4794,
    -1.8922,
    ALWAYS,
  ),
  point(
    "LK-GB-005",
    "LOCKER",
    "InPost Locker Glasgow Central",
    "InPost",
    address("GB", "Gordon Street", "G1 3SL", "Glasgow", "glasgow"),
    55.8598,
    -4.2576,
    ALWAYS,
  ),
  // Poland: parcel-locker delivery (LO) only, no stores.
  point(
    "LK-PL-001",
    "LOCKER",
    "Paczkomat WAW29M",
    "InPost",
    address("PL", "ul. Nowy Świat 19", "00-029", "Warszawa", "warszawa", "przy wejściu do bramy"),
    52.231,
    21.0213,
    ALWAYS,
  ),
  point(
    "LK-PL-002",
    "LOCKER",
    "Paczkomat InPost Warszawa Centralna",
    "InPost",
    address("PL", "al. Jerozolimskie 54", "00-024", "Warszawa", "warszawa", "hala główna dworca"),
    52.2289,
    21.0033,
    ALWAYS,
  ),
  point(
    "LK-PL-003",
    "LOCKER",
    "Paczkomat WAW75M",
    "InPost",
    address("PL", "ul. Wołoska 12", "02-675", "Warszawa", "warszawa", "Galeria Mokotów, poziom -1"),
    52.1805,
    21.0035,
    PL_MALL,
  ),
  point(
    "LK-PL-004",
    "LOCKER",
    "Paczkomat WAW312M",
    "InPost",
    address("PL", "ul. Targowa 72", "03-734", "Warszawa", "warszawa", "parking przy Galerii Wileńskiej"),
    52.2546,
    21.0344,
    ALWAYS,
  ),
  point(
    "LK-PL-005",
    "LOCKER",
    "Paczkomat KRA01M",
    "InPost",
    address("PL", "ul. Pawia 5", "31-154", "Kraków", "krakow", "przy Galerii Krakowskiej"),
    50.0676,
    19.9452,
    ALWAYS,
  ),
  point(
    "LK-PL-006",
    "LOCKER",
    "Paczkomat KRA88M",
    "InPost",
    address("PL", "ul. Henryka Kamieńskiego 11", "30-644", "Kraków", "krakow", "parking Bonarka City Center"),
    50.0286,
    19.9503,
    ALWAYS,
  ),
  point(
    "LK-PL-007",
    "LOCKER",
    "Paczkomat InPost Wrocław Główny",
    "InPost",
    address("PL", "ul. Józefa Piłsudskiego 105", "50-085", "Wrocław", "wroclaw"),
    51.0981,
    17.0366,
    ALWAYS,
  ),
  point(
    "LK-PL-008",
    "LOCKER",
    "Paczkomat GDA04M",
    "InPost",
    address("PL", "al. Grunwaldzka 141", "80-264", "Gdańsk", "gdansk", "przy Galerii Bałtyckiej"),
    54.3832,
    18.5993,
    ALWAYS,
  ),
  point(
    "LK-PL-009",
    "LOCKER",
    "Paczkomat POZ19M",
    "InPost",
    address("PL", "ul. Półwiejska 42", "61-888", "Poznań", "poznan", "Stary Browar, parking"),
    52.4021,
    16.9274,
    ALWAYS,
  ),
  point(
    "LK-PL-010",
    "LOCKER",
    "Paczkomat LOD07M",
    "InPost",
    address("PL", "ul. Jana Karskiego 5", "91-071", "Łódź", "lodz", "Manufaktura, parking od ul. Ogrodowej"),
    51.7801,
    19.4477,
    ALWAYS,
  ),
];
