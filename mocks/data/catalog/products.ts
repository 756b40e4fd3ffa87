import type {
  EcoDesignSeed,
  EnvironmentalSheetSeed,
  GarmentType,
  Localized,
  OptionSeed,
  PictureType,
  PriceSeed,
  PriceType,
  ProductSeed,
  ProductTag,
  SeedCurrency,
  SizeSeed,
} from "../types";
import { colour } from "./colours";
import { MATERIALS, SYNTHETIC_FIBRES, careText, composition, type Material, type MaterialKey } from "./materials";
import { MODELS_BY_FAMILY, type Model } from "./models";
import { SEGMENTATIONS, type TopFamily } from "./segmentations";
import { L, capitalise, mapLocalized } from "./text";
// The storefront's own badge rounding: the catalogue's deepest markdown is counted as shoppers read it.
import { markdownPercent } from "../../../app/features/catalog/markdown";

/**
 * The catalogue, generated deterministically: one product per (leaf family, model, material),
 * in the order of SEGMENTATIONS and MODELS_BY_FAMILY. Everything random comes from a PRNG
 * seeded with the productId, so a product's options, prices and stock never change from run to
 * run, and adding a model does not reshuffle the others.
 */

// ------------------------------------------------------------------ PRNG

type Rng = {
  next: () => number;
  chance: (p: number) => boolean;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  shuffle: <T>(items: readonly T[]) => T[];
};

/** mulberry32, seeded by a string hash. */
function rng(seedText: string): Rng {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const shuffle = <T>(items: readonly T[]) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return { next, chance: (p) => next() < p, int, pick, shuffle };
}

// ------------------------------------------------------------------ ids and codes

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** GTIN-13 check digit: weights 1, 3, 1, 3... from the left on the first twelve digits. */
export function gtinCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}
const gtin13 = (first12: string) => `${first12}${gtinCheckDigit(first12)}`;

// ------------------------------------------------------------------ sizes

const SIZE_RUNS = {
  womenNumeric: ["34", "36", "38", "40", "42", "44", "46"],
  women: ["XS", "S", "M", "L", "XL"],
  men: ["S", "M", "L", "XL", "XXL"],
  menWaist: ["38", "40", "42", "44", "46", "48"],
  kids: ["3A", "4A", "5A", "6A", "8A", "10A", "12A", "14A"],
  baby: ["1M", "3M", "6M", "12M", "18M", "24M", "36M"],
};
const BOTTOMS: GarmentType[] = ["dress", "skirt", "trousers", "jeans", "shorts"];

function sizeLabels(top: TopFamily, model: Model): string[] {
  if (model.sizes) return model.sizes;
  if (top === "WOMEN") return BOTTOMS.includes(model.garment) ? SIZE_RUNS.womenNumeric : SIZE_RUNS.women;
  if (top === "MEN") return BOTTOMS.includes(model.garment) ? SIZE_RUNS.menWaist : SIZE_RUNS.men;
  if (top === "KIDS") return SIZE_RUNS.kids;
  return SIZE_RUNS.baby;
}

type SizeState = Pick<SizeSeed, "availabilityCode" | "availability" | "stock"> & { inStoreOnly?: boolean };

/** Spec 3 availability codes with a realistic spread: mostly available, some low stock or out. */
function sizeState(r: Rng, onDemand: boolean, webOnly: boolean): SizeState {
  if (onDemand && r.chance(0.5)) return { availabilityCode: 3, availability: "ON_DEMAND", stock: r.int(5, 20) };
  const x = r.next();
  if (x < 0.005) return { availabilityCode: -1, availability: "UNKNOWN", stock: 0 };
  if (x < 0.03 && !webOnly) return { availabilityCode: 0, availability: "UNAVAILABLE", stock: 0, inStoreOnly: true };
  if (x < 0.07) return { availabilityCode: 0, availability: "SOON_AVAILABLE", stock: 0 };
  if (x < 0.13) return { availabilityCode: 0, availability: "UNAVAILABLE", stock: 0 };
  if (x < 0.22) return { availabilityCode: 1, availability: "SOON_UNAVAILABLE", stock: r.int(1, 3) };
  return { availabilityCode: 2, availability: "AVAILABLE", stock: r.int(1, 40) };
}

// ------------------------------------------------------------------ prices

/**
 * The deepest markdown of the catalogue, in percent: sale prices (S) go down to half the
 * original, in every currency, and the dearest sale option is at exactly that (headlineMarkdown).
 * Every "up to" of the mock's content (the Black Friday banner, menu, landing page, offers and
 * their legal notices) is written with this figure (decision 174).
 */
export const DEEPEST_MARKDOWN_PERCENT = 50;

const PRICE_POINTS = [
  999, 1199, 1299, 1499, 1799, 1999, 2299, 2499, 2799, 2999, 3499, 3999, 4499, 4999, 5499, 5999, 6499, 6999, 7499, 7999,
  8999, 9999, 10900, 11900, 12900, 13900, 14900, 15900, 16900, 17900, 18900, 19900, 21900, 22900, 24900, 27900, 29900,
  32900, 34900, 39900,
];
const nearestPricePoint = (cents: number) =>
  PRICE_POINTS.reduce((best, point) => (Math.abs(point - cents) < Math.abs(best - cents) ? point : best));

/** Rounds to the grid of a currency: amounts ending in `ending` cents (CHF .90, PLN and GBP .99). */
const toGrid = (cents: number, ending: number) =>
  Math.max(100 + ending, Math.round((cents - ending) / 100) * 100 + ending);

/** A reduced price between lo and hi of the original, ending in .49 or .99. */
function reduced(r: Rng, original: number, lo: number, hi: number): number {
  const candidates: number[] = [];
  for (let cents = Math.ceil((original * lo + 1) / 50) * 50 - 1; cents <= original * hi; cents += 50)
    candidates.push(cents);
  return candidates.length ? r.pick(candidates) : Math.round(original * ((lo + hi) / 2));
}

const CONVERSIONS = { CHF: [1.05, 90], PLN: [4.3, 99], GBP: [0.86, 99] } as const;

function convert(eur: PriceSeed, currency: keyof typeof CONVERSIONS): PriceSeed {
  const [rate, ending] = CONVERSIONS[currency];
  let amount = toGrid(eur.amount * rate, ending);
  if (eur.strikeThrough === undefined) return { amount };
  const strikeThrough = Math.max(toGrid(eur.strikeThrough * rate, ending), amount + 100);
  // Rounding to the local grid never makes a markdown deeper than the catalogue's deepest.
  while ((markdownPercent(amount, strikeThrough) ?? 0) > DEEPEST_MARKDOWN_PERCENT) amount += 100;
  return { amount, strikeThrough };
}

function optionPrices(r: Rng, base: number): { priceType: PriceType; prices: OptionSeed["prices"] } {
  const x = r.next();
  const priceType: PriceType = x < 0.14 ? "S" : x < 0.22 ? "P" : x < 0.25 ? "A" : "I";
  const [lo, hi] =
    priceType === "S" ? [1 - DEEPEST_MARKDOWN_PERCENT / 100, 0.8] : priceType === "P" ? [0.7, 0.9] : [0.85, 0.95];
  const eur: PriceSeed =
    priceType === "I" ? { amount: base } : { amount: reduced(r, base, lo, hi), strikeThrough: base };
  return {
    priceType,
    prices: { EUR: eur, CHF: convert(eur, "CHF"), PLN: convert(eur, "PLN"), GBP: convert(eur, "GBP") },
  };
}

// ------------------------------------------------------------------ colours and pictures

const DENIM_PALETTE = ["DENIM_BLUE", "BLACK", "ECRU", "SKY_BLUE"];
const HOME_PALETTE = ["WHITE", "ECRU", "SKY_BLUE", "TERRACOTTA", "FOREST_GREEN", "PINK", "MUSTARD", "NAVY", "CAMEL"];
const BABY_PALETTE = [
  "WHITE",
  "ECRU",
  "SKY_BLUE",
  "PINK",
  "MUSTARD",
  "NAVY",
  "FOREST_GREEN",
  "TERRACOTTA",
  "GREY_MARL",
];
const FASHION_PALETTE = [
  "NAVY",
  "BLACK",
  "WHITE",
  "ECRU",
  "CAMEL",
  "KHAKI",
  "BURGUNDY",
  "SKY_BLUE",
  "PINK",
  "MUSTARD",
  "GREY_MARL",
  "FOREST_GREEN",
  "TERRACOTTA",
];
const WOVEN_GARMENTS: GarmentType[] = ["coat", "jacket", "shirt", "trousers", "skirt", "bedding", "towel", "cushion"];
const KNIT_GARMENTS: GarmentType[] = ["knit", "tshirt", "bodysuit", "pyjamas"];

const isKnitted = (garment: GarmentType, material: Material) =>
  KNIT_GARMENTS.includes(garment) || (!!material.knitted && !WOVEN_GARMENTS.includes(garment));

function palette(top: TopFamily, garment: GarmentType, material: Material): string[] {
  if (material.denim) return DENIM_PALETTE;
  if (top === "HOME") return HOME_PALETTE;
  if (top === "BABY") return BABY_PALETTE;
  return FASHION_PALETTE.filter((code) => code !== "GREY_MARL" || isKnitted(garment, material));
}

const PICTURE_ORDER: PictureType[] = ["AP", "GZ", "DP", "VC", "SU", "VH", "ZM"];
const PICTURE_CHANCE: Record<PictureType, number> = {
  AP: 1,
  GZ: 0.85,
  DP: 0.75,
  VC: 0.45,
  SU: 0.2,
  VH: 0.15,
  ZM: 0.25,
};
const pictureTypes = (r: Rng) => PICTURE_ORDER.filter((type) => r.chance(PICTURE_CHANCE[type]));

// ------------------------------------------------------------------ eco-design

const COUNTRIES = {
  PT: {
    madeIn: L(
      "Fabriqué au Portugal",
      "Made in Portugal",
      "Fabricado en Portugal",
      "Hergestellt in Portugal",
      "Prodotto in Portogallo",
      "Wyprodukowano w Portugalii",
    ),
    name: L("Portugal", "Portugal", "Portugal", "Portugal", "Portogallo", "Portugalia"),
  },
  IT: {
    madeIn: L(
      "Fabriqué en Italie",
      "Made in Italy",
      "Fabricado en Italia",
      "Hergestellt in Italien",
      "Prodotto in Italia",
      "Wyprodukowano we Włoszech",
    ),
    name: L("Italie", "Italy", "Italia", "Italien", "Italia", "Włochy"),
  },
  FR: {
    madeIn: L(
      "Fabriqué en France",
      "Made in France",
      "Fabricado en Francia",
      "Hergestellt in Frankreich",
      "Prodotto in Francia",
      "Wyprodukowano we Francji",
    ),
    name: L("France", "France", "Francia", "Frankreich", "Francia", "Francja"),
  },
  ES: {
    madeIn: L(
      "Fabriqué en Espagne",
      "Made in Spain",
      "Fabricado en España",
      "Hergestellt in Spanien",
      "Prodotto in Spagna",
      "Wyprodukowano w Hiszpanii",
    ),
    name: L("Espagne", "Spain", "España", "Spanien", "Spagna", "Hiszpania"),
  },
  MA: {
    madeIn: L(
      "Fabriqué au Maroc",
      "Made in Morocco",
      "Fabricado en Marruecos",
      "Hergestellt in Marokko",
      "Prodotto in Marocco",
      "Wyprodukowano w Maroku",
    ),
    name: L("Maroc", "Morocco", "Marruecos", "Marokko", "Marocco", "Maroko"),
  },
  TR: {
    madeIn: L(
      "Fabriqué en Turquie",
      "Made in Türkiye",
      "Fabricado en Turquía",
      "Hergestellt in der Türkei",
      "Prodotto in Turchia",
      "Wyprodukowano w Turcji",
    ),
    name: L("Turquie", "Türkiye", "Turquía", "Türkei", "Turchia", "Turcja"),
  },
  IN: {
    madeIn: L(
      "Fabriqué en Inde",
      "Made in India",
      "Fabricado en India",
      "Hergestellt in Indien",
      "Prodotto in India",
      "Wyprodukowano w Indiach",
    ),
    name: L("Inde", "India", "India", "Indien", "India", "Indie"),
  },
  LT: {
    madeIn: L(
      "Fabriqué en Lituanie",
      "Made in Lithuania",
      "Fabricado en Lituania",
      "Hergestellt in Litauen",
      "Prodotto in Lituania",
      "Wyprodukowano na Litwie",
    ),
    name: L("Lituanie", "Lithuania", "Lituania", "Litauen", "Lituania", "Litwa"),
  },
};
type Country = keyof typeof COUNTRIES;

/** Where the yarn is spun, the fabric made and the product sewn, by material. */
const SUPPLY: { materials: MaterialKey[]; spinning: Country[]; fabric: Country[]; making: Country[] }[] = [
  {
    materials: ["LINEN", "LINEN_COTTON", "WASHED_LINEN"],
    spinning: ["FR", "LT"],
    fabric: ["LT", "PT", "IT"],
    making: ["PT", "LT"],
  },
  {
    materials: ["MERINO", "CASHMERE", "WOOL_BLEND", "RECYCLED_WOOL", "ALPACA_BLEND", "SILK"],
    spinning: ["IT"],
    fabric: ["IT"],
    making: ["IT", "PT"],
  },
  {
    materials: ["RIGID_DENIM", "STRETCH_DENIM", "RECYCLED_DENIM"],
    spinning: ["TR", "ES"],
    fabric: ["TR", "IT"],
    making: ["TR", "MA", "PT"],
  },
  {
    materials: ["PERCALE", "SATEEN", "TERRY", "WAFFLE", "VELVET"],
    spinning: ["IN", "PT"],
    fabric: ["PT", "IN"],
    making: ["PT", "IN"],
  },
];
const DEFAULT_SUPPLY = {
  spinning: ["TR", "IN", "PT"] as Country[],
  fabric: ["PT", "ES", "TR"] as Country[],
  making: ["PT", "MA", "ES", "TR"] as Country[],
};

const STEP_LABELS = {
  spinning: L("Filature", "Spinning", "Hilatura", "Spinnerei", "Filatura", "Przędzenie"),
  weaving: L("Tissage", "Weaving", "Tejeduría", "Weberei", "Tessitura", "Tkanie"),
  knitting: L("Tricotage", "Knitting", "Tejido de punto", "Strickerei", "Maglieria", "Dzianie"),
  making: L("Confection", "Making-up", "Confección", "Konfektion", "Confezione", "Szycie"),
};

interface SupplyChain {
  spinning: Country;
  fabric: Country;
  making: Country;
}

function supplyChain(r: Rng, key: MaterialKey): SupplyChain {
  const supply = SUPPLY.find((entry) => entry.materials.includes(key)) ?? DEFAULT_SUPPLY;
  return { spinning: r.pick(supply.spinning), fabric: r.pick(supply.fabric), making: r.pick(supply.making) };
}

function ecoDesign(chain: SupplyChain, key: MaterialKey, garment: GarmentType): EcoDesignSeed {
  const material = MATERIALS[key];
  const steps: [Localized, Country][] = [
    [STEP_LABELS.spinning, chain.spinning],
    [isKnitted(garment, material) ? STEP_LABELS.knitting : STEP_LABELS.weaving, chain.fabric],
    [STEP_LABELS.making, chain.making],
  ];
  const traceability = mapLocalized((language) =>
    steps
      .map(
        ([label, country]) =>
          `${label[language]}${language === "fr" ? "\u00a0:" : ":"} ${COUNTRIES[country].name[language]}`,
      )
      .join(" · "),
  );
  return { madeIn: COUNTRIES[chain.making].madeIn, recycledShare: material.recycled, traceability };
}

/** Undyed colours (raw linen, ecru) skip dyeing and printing. */
const UNDYED_COLOURS = new Set(["NATURAL", "ECRU", "RAW"]);

/** Every product sold in France has its AGEC sheet, from the same supply chain as its eco-design block. */
function environmentalSheet(
  chain: SupplyChain,
  key: MaterialKey,
  garment: GarmentType,
  colourCodes: string[],
  productId: string,
): EnvironmentalSheetSeed {
  const material = MATERIALS[key];
  const dyeing = rng(`${productId}-dyeing`);
  const syntheticShare = material.fibres
    .filter(([fibre]) => SYNTHETIC_FIBRES.includes(fibre))
    .reduce((sum, [, share]) => sum + share, 0);
  const mainShare = Math.max(...material.fibres.map(([, share]) => share));
  return {
    recycledShare: material.recycled,
    fabricStep: isKnitted(garment, material) ? "KNITTING" : "WEAVING",
    fabricCountry: chain.fabric,
    dyeingCountry: colourCodes.every((code) => UNDYED_COLOURS.has(code))
      ? null
      : dyeing.pick([chain.fabric, chain.fabric, chain.making]),
    makingCountry: chain.making,
    syntheticShare,
    recyclable: mainShare >= 95 ? true : material.fibres.some(([fibre]) => fibre === "elastane") ? false : null,
  };
}

// ------------------------------------------------------------------ products

const DAY = 24 * 3600 * 1000;
const dateIn2026 = (r: Rng, fromDay: number, toDay: number) =>
  new Date(Date.UTC(2026, 0, 1) + r.int(fromDay, toDay) * DAY + r.int(7, 18) * 3600 * 1000).toISOString();

function productName(model: Model, material: Material): Localized {
  return mapLocalized(
    (language, noun, stuff) => (language === "en" ? capitalise(`${stuff} ${noun}`) : `${noun} ${stuff}`),
    model.name,
    material.name,
  );
}

/**
 * The backend's "back soon" tag follows the stock (issue 49): a product none of whose colours can
 * be bought online, with sizes announced back. A product with a colour in stock is never tagged
 * (its card shows that colour); a single colour announced back is said by its own sizes.
 */
export function announcedBack(options: readonly Pick<OptionSeed, "sizes">[]): boolean {
  const buyable = (option: Pick<OptionSeed, "sizes">) => option.sizes.some((size) => size.availabilityCode >= 1);
  return (
    !options.some(buyable) &&
    options.some((option) => option.sizes.some((size) => size.availability === "SOON_AVAILABLE"))
  );
}

function buildProduct(index: number, familyId: string, top: TopFamily, model: Model, key: MaterialKey): ProductSeed {
  const productId = String(1000001 + index);
  const r = rng(productId);
  const material = MATERIALS[key];

  const isNew = r.chance(0.12);
  const webExclu = r.chance(0.08);
  // Once the random "back soon" tag: the draw stays, so every later one (and every product) is as it was.
  r.next();
  const onDemand = top !== "HOME" && r.chance(0.04);
  const webOnly = webExclu || r.chance(0.05);

  const base = nearestPricePoint(model.price * material.premium * (0.9 + r.next() * 0.25));
  const labels = sizeLabels(top, model);
  const optionCount = r.pick([1, 1, 2, 2, 2, 3, 3, 4]);
  const colours = r.shuffle(palette(top, model.garment, material)).slice(0, optionCount);

  const options: OptionSeed[] = colours.map((code, o) => {
    const optionId = `${productId}${pad(o + 1, 2)}`;
    const wholeOut = r.chance(optionCount > 1 ? 0.06 : 0.02)
      ? r.pick(["UNAVAILABLE", "SOON_AVAILABLE"] as const)
      : null;
    const sizes: SizeSeed[] = labels.map((label, s) => {
      const state: SizeState = wholeOut
        ? { availabilityCode: 0, availability: wholeOut, stock: 0 }
        : sizeState(r, onDemand, webOnly);
      return {
        sku: `${optionId}${pad(s + 1, 2)}`,
        gtin: gtin13(`354${pad(index + 1, 6)}${o + 1}${pad(s + 1, 2)}`),
        label,
        availabilityCode: state.availabilityCode,
        availability: state.availability,
        availabilityType: state.inStoreOnly ? "IN_STORE_ONLY" : webOnly ? "ONLINE_ONLY" : "ONLINE_AND_IN_STORE",
        stock: state.stock,
      };
    });
    return { optionId, colour: colour(code), sizes, ...optionPrices(r, base), pictureTypes: pictureTypes(r) };
  });

  const tags: ProductTag[] = [];
  if (isNew) tags.push("New");
  if (webExclu) tags.push("WebExclu");
  if (options.some((option) => option.sizes.some((size) => size.availabilityCode === 3))) tags.push("ON_DEMAND");
  if (announcedBack(options)) tags.push("RAL_ANTICIPATION");

  const withEco = material.recycled > 0 || r.chance(0.4);
  // The eco-design block draws its chain from the product's own sequence (as it always has); a
  // product without one draws it from a sequence of its own, so no other field changes.
  const chain = supplyChain(withEco ? r : rng(`${productId}-chain`), key);
  return {
    productId,
    familyId,
    garment: model.garment,
    ...(model.sleeves ? { sleeves: model.sleeves } : {}),
    name: productName(model, material),
    description: mapLocalized((_, first, second) => `${first} ${second}`, model.text, material.text),
    composition: composition(material),
    care: careText(material),
    ...(withEco ? { ecoDesign: ecoDesign(chain, key, model.garment) } : {}),
    environmentalSheet: environmentalSheet(chain, key, model.garment, colours, productId),
    tags,
    options,
    createdAt: isNew ? dateIn2026(r, 273, 328) : dateIn2026(r, 4, 267),
    popularity: r.int(0, 100),
    ...(top === "HOME" ? {} : { sizeGuide: top }),
  };
}

const GRID_ENDINGS: Record<SeedCurrency, { ending: number; step: number }> = {
  EUR: { ending: 49, step: 50 },
  CHF: { ending: 90, step: 100 },
  PLN: { ending: 99, step: 100 },
  GBP: { ending: 99, step: 100 },
  CZK: { ending: 0, step: 100 },
};

/** The lowest price of a currency's grid at or above half of `original`. */
function halfOnGrid(original: number, currency: SeedCurrency): number {
  const { ending, step } = GRID_ENDINGS[currency];
  return Math.ceil((original / 2 - ending) / step) * step + ending;
}

/**
 * The campaign's headline price: the dearest sale option whose half price reads as the deepest
 * markdown in every currency is sold at it (never below half). Random prices may stop short of
 * the deepest markdown in some currency; this one reaches it in all, so every site's "up to"
 * is a price its shoppers can find.
 */
function withHeadlineMarkdown(products: ProductSeed[]): ProductSeed[] {
  const reachesDeepest = (option: OptionSeed) =>
    Object.entries(option.prices).every(
      ([currency, price]) =>
        price.strikeThrough !== undefined &&
        markdownPercent(halfOnGrid(price.strikeThrough, currency as SeedCurrency), price.strikeThrough) ===
          DEEPEST_MARKDOWN_PERCENT,
    );
  const headline = products
    .flatMap((product) => product.options)
    .filter((option) => option.priceType === "S" && reachesDeepest(option))
    .sort(
      (a, b) => b.prices.EUR.strikeThrough! - a.prices.EUR.strikeThrough! || a.optionId.localeCompare(b.optionId),
    )[0];
  if (headline) {
    for (const [currency, price] of Object.entries(headline.prices)) {
      price.amount = halfOnGrid(price.strikeThrough!, currency as SeedCurrency);
    }
  }
  return products;
}

function buildCatalogue(): ProductSeed[] {
  const products: ProductSeed[] = [];
  for (const family of SEGMENTATIONS) {
    if (!family.parent) continue;
    for (const model of MODELS_BY_FAMILY[family.segmentationId] ?? []) {
      for (const key of model.materials) {
        products.push(buildProduct(products.length, family.segmentationId, family.parent as TopFamily, model, key));
      }
    }
  }
  return products;
}

export const PRODUCTS: ProductSeed[] = withHeadlineMarkdown(buildCatalogue());
