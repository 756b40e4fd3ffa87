import type { Localized, SeedCurrency } from "./types";
import { L } from "./catalog/text";

/**
 * The test customers the mock sign-in page offers (issue: a loyalty-card FID customer with
 * movements and orders, a happy-shopping HSP customer, a brand-new customer, a deleted
 * account). Every session gets its own copy, so tests never see each other's changes.
 */
export const TEST_PASSWORD = "Atelier7!";

/** What a customer who just created an account has told us: nothing beyond name and e-mail. */
export const NEW_CUSTOMER_DEFAULTS = {
  gender: null,
  birthday: null,
  emailQuality: null,
  phoneNumber: null,
  phoneNumberCountry: null,
  phoneNumberQuality: null,
  optinNews: false,
  preferredStore: null,
  preferredChannel: null,
  fiscalNumber: null,
  hasPassword: true,
  isDeleted: false,
  loyaltyNumber: null,
  loyaltyType: null,
  loyaltyCreationDate: null,
} as const;

export const CUSTOMERS = [
  {
    customerId: "C100001",
    firstName: "Léa",
    lastName: "Martin",
    gender: "F",
    birthday: "1988-04-12",
    email: "lea.martin@example.com",
    emailQuality: "VALID",
    phoneNumber: "+33612345678",
    phoneNumberCountry: "FR",
    phoneNumberQuality: "VALID",
    optinNews: true,
    preferredStore: "101",
    preferredChannel: "EMAIL",
    fiscalNumber: null,
    hasPassword: true,
    isDeleted: false,
    loyaltyNumber: "2900012345678",
    loyaltyType: "FID",
    loyaltyCreationDate: "2019-09-03",
  },
  {
    customerId: "C100002",
    firstName: "Jonas",
    lastName: "Becker",
    gender: "M",
    birthday: "1992-11-30",
    email: "jonas.becker@example.com",
    emailQuality: "VALID",
    phoneNumber: "+4915112345678",
    phoneNumberCountry: "DE",
    phoneNumberQuality: "VALID",
    optinNews: false,
    preferredStore: null,
    preferredChannel: "SMS",
    fiscalNumber: null,
    hasPassword: true,
    isDeleted: false,
    loyaltyNumber: "2900098765432",
    loyaltyType: "HSP",
    loyaltyCreationDate: "2024-02-18",
  },
  {
    ...NEW_CUSTOMER_DEFAULTS,
    customerId: "C100003",
    firstName: "Chloé",
    lastName: "Nowak",
    email: "chloe.nowak@example.com",
  },
  {
    customerId: "C100004",
    firstName: "Marco",
    lastName: "Rossi",
    gender: "M",
    birthday: "1979-06-05",
    email: "marco.rossi@example.com",
    emailQuality: "VALID",
    phoneNumber: "+393331234567",
    phoneNumberCountry: "IT",
    phoneNumberQuality: "VALID",
    optinNews: false,
    preferredStore: null,
    preferredChannel: "EMAIL",
    fiscalNumber: "RSSMRC79H05F205X",
    hasPassword: true,
    isDeleted: true,
    loyaltyNumber: null,
    loyaltyType: null,
    loyaltyCreationDate: null,
  },
] as const;

export type CustomerSeed = (typeof CUSTOMERS)[number];

/** What the sign-in page says about each test customer (English: it is a developer tool). */
export const CUSTOMER_ROLES: Record<string, string> = {
  C100001: "Loyalty card (FID), points history, orders, addresses, wishlist",
  C100002: "Happy shopping (HSP), no loyalty history",
  C100003: "Brand-new customer (newCustomer), empty account",
  C100004: "Deleted account (isDeleted), can be reactivated",
};

export const DELIVERY_ADDRESSES = [
  {
    id: "A1",
    customerId: "C100001",
    firstName: "Léa",
    lastName: "Martin",
    line1: "12 RUE DES MARTYRS",
    line2: "BATIMENT B",
    line3: null,
    line4: null,
    phoneNumber: "+33612345678",
    phoneNumberCountry: "FR",
    phoneNumberQuality: "VALID",
    city: "PARIS",
    zipCode: "75009",
    country: "FR",
    quality: "VALID",
    favorite: true,
  },
  {
    id: "A2",
    customerId: "C100001",
    firstName: "Léa",
    lastName: "Martin",
    line1: "4 PLACE BELLECOUR",
    line2: null,
    line3: null,
    line4: null,
    phoneNumber: "+33612345678",
    phoneNumberCountry: "FR",
    phoneNumberQuality: "VALID",
    city: "LYON",
    zipCode: "69002",
    country: "FR",
    quality: "VALID",
    favorite: false,
  },
  {
    id: "A3",
    customerId: "C100002",
    firstName: "Jonas",
    lastName: "Becker",
    line1: "KASTANIENALLEE 21",
    line2: null,
    line3: null,
    line4: null,
    phoneNumber: "+4915112345678",
    phoneNumberCountry: "DE",
    phoneNumberQuality: "VALID",
    city: "BERLIN",
    zipCode: "10435",
    country: "DE",
    quality: "VALID",
    favorite: true,
  },
];

export const BILLING_ADDRESSES = [
  {
    customerId: "C100001",
    line1: "12 RUE DES MARTYRS",
    line2: "BATIMENT B",
    line3: null,
    line4: null,
    country: "FR",
    city: "PARIS",
    zipCode: "75009",
    quality: "VALID",
  },
  {
    customerId: "C100002",
    line1: "KASTANIENALLEE 21",
    line2: null,
    line3: null,
    line4: null,
    country: "DE",
    city: "BERLIN",
    zipCode: "10435",
    quality: "VALID",
  },
];

export const BANK_STATEMENTS = [{ customerId: "C100001", iban: "FR7630006000011234567890189" }];

/**
 * A movement's label: a text in every language, or the loyalty offer the points bought (named
 * by that offer's title, with the value it had in the currency it was spent in).
 */
export type MovementLabel = Localized | { offerId: string; currency: SeedCurrency };

export const LOYALTY_MOVEMENTS: {
  id: string;
  customerId: string;
  date: string;
  label: MovementLabel;
  points: number;
  storeName: string | null;
  orderNumber: string | null;
}[] = [
  {
    id: "M1",
    customerId: "C100001",
    date: "2026-10-28",
    label: L(
      "Achat en magasin",
      "In-store purchase",
      "Compra en tienda",
      "Einkauf im Geschäft",
      "Acquisto in negozio",
      "Zakup w sklepie",
    ),
    points: 54,
    storeName: "Paris Opéra",
    orderNumber: null,
  },
  {
    id: "M2",
    customerId: "C100001",
    date: "2026-09-14",
    label: L(
      "Commande en ligne",
      "Online order",
      "Pedido online",
      "Online-Bestellung",
      "Ordine online",
      "Zamówienie online",
    ),
    points: 89,
    storeName: null,
    orderNumber: "AS26000812",
  },
  {
    id: "M3",
    customerId: "C100001",
    date: "2026-08-02",
    label: { offerId: "LO10", currency: "EUR" },
    points: -200,
    storeName: null,
    orderNumber: null,
  },
  {
    id: "M4",
    customerId: "C100001",
    date: "2026-06-21",
    label: L(
      "Bonus anniversaire",
      "Birthday bonus",
      "Bonificación de cumpleaños",
      "Geburtstagsbonus",
      "Bonus di compleanno",
      "Bonus urodzinowy",
    ),
    points: 100,
    storeName: null,
    orderNumber: null,
  },
  {
    id: "M5",
    customerId: "C100001",
    date: "2026-05-03",
    label: L(
      "Achat en magasin",
      "In-store purchase",
      "Compra en tienda",
      "Einkauf im Geschäft",
      "Acquisto in negozio",
      "Zakup w sklepie",
    ),
    points: 37,
    storeName: "Lyon Part-Dieu",
    orderNumber: null,
  },
  {
    id: "M6",
    customerId: "C100001",
    date: "2026-03-19",
    label: L(
      "Commande en ligne",
      "Online order",
      "Pedido online",
      "Online-Bestellung",
      "Ordine online",
      "Zamówienie online",
    ),
    points: 122,
    storeName: null,
    orderNumber: "AS26000233",
  },
  {
    id: "M7",
    customerId: "C100001",
    date: "2026-02-14",
    label: L(
      "Achat en magasin",
      "In-store purchase",
      "Compra en tienda",
      "Einkauf im Geschäft",
      "Acquisto in negozio",
      "Zakup w sklepie",
    ),
    points: 46,
    storeName: "Paris Opéra",
    orderNumber: null,
  },
  {
    id: "M8",
    customerId: "C100001",
    date: "2026-01-09",
    label: { offerId: "LO10", currency: "EUR" },
    points: -200,
    storeName: null,
    orderNumber: null,
  },
  {
    id: "M9",
    customerId: "C100001",
    date: "2025-12-20",
    label: L(
      "Achat en magasin",
      "In-store purchase",
      "Compra en tienda",
      "Einkauf im Geschäft",
      "Acquisto in negozio",
      "Zakup w sklepie",
    ),
    points: 158,
    storeName: "Bordeaux Sainte-Catherine",
    orderNumber: null,
  },
  {
    id: "M10",
    customerId: "C100001",
    date: "2025-11-28",
    label: L(
      "Points doublés Black Friday",
      "Double points for Black Friday",
      "Puntos dobles de Black Friday",
      "Doppelte Punkte zum Black Friday",
      "Punti doppi per il Black Friday",
      "Podwójne punkty na Black Friday",
    ),
    points: 84,
    storeName: null,
    orderNumber: null,
  },
  {
    id: "M11",
    customerId: "C100001",
    date: "2025-10-05",
    label: L(
      "Achat en magasin",
      "In-store purchase",
      "Compra en tienda",
      "Einkauf im Geschäft",
      "Acquisto in negozio",
      "Zakup w sklepie",
    ),
    points: 63,
    storeName: "Lyon Part-Dieu",
    orderNumber: null,
  },
  {
    id: "M12",
    customerId: "C100001",
    date: "2025-09-12",
    label: L(
      "Bienvenue dans le programme",
      "Welcome to the programme",
      "Bienvenida al programa",
      "Willkommen im Programm",
      "Benvenuto nel programma",
      "Witamy w programie",
    ),
    points: 50,
    storeName: null,
    orderNumber: null,
  },
];

export const SUBSCRIPTION_KINDS = ["eTicket", "invitations", "newsletter", "survey"] as const;

/** The customer's loyalty offer as the backend keeps it: texts in every language, amounts in every currency. */
export interface LoyaltyOfferSeed {
  id: string;
  /** Templates: the backend writes `{value}` and `{minimum}` in the request's locale and the site's currency. */
  title: Localized;
  description: Localized;
  pointsCost: number;
  discountType: "REM" | "PTS" | "CAD" | "COU";
  /** CAD: cents of each currency; REM: a percentage (the same everywhere); COU: 0. */
  value: Record<SeedCurrency, number> | number;
  /** The least the goods must come to, in cents of each currency (round local figures); null: none. */
  minimumSpend: Record<SeedCurrency, number> | null;
  /** The product families (segmentation ids) the offer applies to; empty: every product. */
  familyIds: readonly string[];
  validTo: string;
  productOutOfStock: boolean;
}

/**
 * Loyalty offers the FID customer can spend points on, as the real programme sets them: the
 * voucher from a minimum spend, the knitwear discount on knitwear only, the tote bag whose
 * product is out of stock.
 */
export const LOYALTY_OFFERS: readonly LoyaltyOfferSeed[] = [
  {
    id: "LO10",
    title: L(
      "Bon d'achat {value}",
      "{value} voucher",
      "Vale de compra de {value}",
      "Einkaufsgutschein über {value}",
      "Buono d'acquisto da {value}",
      "Bon zakupowy o wartości {value}",
    ),
    description: L(
      "{value} offerts dès {minimum} d'achat",
      "{value} off when you spend {minimum} or more",
      "{value} de descuento a partir de {minimum} de compra",
      "{value} Rabatt ab einem Einkaufswert von {minimum}",
      "{value} di sconto a partire da {minimum} di spesa",
      "{value} rabatu przy zakupach od {minimum}",
    ),
    pointsCost: 200,
    discountType: "CAD",
    value: { EUR: 1000, CHF: 1000, GBP: 800, PLN: 4000, CZK: 25000 },
    minimumSpend: { EUR: 5000, CHF: 5000, GBP: 4500, PLN: 20000, CZK: 125000 },
    familyIds: [],
    validTo: "2026-12-31",
    productOutOfStock: false,
  },
  {
    id: "LO15P",
    title: L(
      "-15 % sur la maille",
      "15% off knitwear",
      "-15 % en punto",
      "-15 % auf Strick",
      "-15% sulla maglieria",
      "-15% na swetry",
    ),
    description: L(
      "Sur tous les pulls et gilets",
      "On every jumper and cardigan",
      "En todos los jerséis y chaquetas de punto",
      "Auf alle Pullover und Strickjacken",
      "Su tutti i maglioni e i cardigan",
      "Na wszystkie swetry i kardigany",
    ),
    pointsCost: 300,
    discountType: "REM",
    value: 15,
    minimumSpend: null,
    familyIds: ["WOMEN_KNITWEAR", "MEN_KNITWEAR"],
    validTo: "2026-12-31",
    productOutOfStock: false,
  },
  {
    id: "LOGIFT",
    title: L(
      "Tote bag offert",
      "Free tote bag",
      "Tote bag de regalo",
      "Tote Bag geschenkt",
      "Tote bag in omaggio",
      "Torba tote w prezencie",
    ),
    description: L(
      "Le tote bag en coton bio",
      "Our organic cotton tote bag",
      "Nuestra tote bag de algodón ecológico",
      "Unsere Tote Bag aus Bio-Baumwolle",
      "La nostra tote bag in cotone biologico",
      "Nasza torba z bawełny organicznej",
    ),
    pointsCost: 150,
    discountType: "COU",
    value: 0,
    minimumSpend: null,
    familyIds: [],
    validTo: "2026-12-31",
    productOutOfStock: true,
  },
];

/**
 * Promo codes the cart accepts (spec 3 discount types); GIFTSOCKS's gift product is out of stock;
 * STAFF100 (a full staff discount) makes a free cart, which the checkout validates without payment.
 */
export const PROMO_CODES = [
  { code: "WELCOME10", type: "REM", value: 10, minCents: 0, productOutOfStock: false, opcId: "OPC-WELCOME" },
  { code: "NOEL5", type: "COU", value: 500, minCents: 3000, productOutOfStock: false, opcId: "OPC-NOEL" },
  { code: "GIFTSOCKS", type: "COU", value: 0, minCents: 0, productOutOfStock: true, opcId: "OPC-SOCKS" },
  { code: "POINTS2X", type: "PTS", value: 2, minCents: 0, productOutOfStock: false, opcId: "OPC-PTS" },
  { code: "STAFF100", type: "REM", value: 100, minCents: 0, productOutOfStock: false, opcId: "OPC-STAFF" },
] as const;
