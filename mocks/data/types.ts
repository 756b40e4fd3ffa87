/**
 * Shapes of the mock backend's seed data. Seeds hold every language and every currency; the
 * handlers answer in the request's language (Accept-Language) and the site's currency
 * (X-Store), as the real backend does.
 */

export const SEED_LANGUAGES = ["fr", "en", "es", "de", "it", "pl"] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];
/** A text in the six languages. */
export type Localized = Record<SeedLanguage, string>;

export type SeedCurrency = "EUR" | "CHF" | "GBP" | "PLN" | "CZK";

// ---------------------------------------------------------------- catalogue

/** Segmentation tree: top families (WOMEN, MEN, KIDS, BABY, HOME) and their leaves. */
export interface SegmentationSeed {
  segmentationId: string; // e.g. "WOMEN_DRESSES" (word characters only: it is a familyId in URLs)
  parent: string | null; // e.g. "WOMEN"; null for top families
  title: Localized;
  /** URL slug per language, e.g. { fr: "robes-femme", en: "womens-dresses", ... } */
  slug: Localized;
}

export type GarmentType =
  | "dress"
  | "top"
  | "tshirt"
  | "shirt"
  | "jeans"
  | "trousers"
  | "skirt"
  | "knit"
  | "coat"
  | "jacket"
  | "shorts"
  | "bodysuit"
  | "pyjamas"
  | "bedding"
  | "towel"
  | "cushion";

/** How a garment's sleeves are cut: its pictures draw them as its description says them. */
export type Sleeves = "none" | "short" | "puff" | "three-quarter" | "long";

export interface ColourSeed {
  code: string; // e.g. "NAVY"
  hex: string; // e.g. "#1f2a44"
  label: Localized;
}

/** 0 unavailable / soon available / in-store only, 1 soon unavailable, 2 available, 3 on demand, -1 unknown (spec 3). */
export type SizeAvailabilityCode = -1 | 0 | 1 | 2 | 3;
export type ProductAvailability =
  | "AVAILABLE"
  | "UNAVAILABLE"
  | "SOON_UNAVAILABLE"
  | "SOON_AVAILABLE"
  | "ON_DEMAND"
  | "DISCONTINUED"
  | "UNKNOWN";
export type AvailabilityType = "ONLINE_AND_IN_STORE" | "ONLINE_ONLY" | "IN_STORE_ONLY";

export interface SizeSeed {
  sku: string; // unique, e.g. "1000123-NAVY-38" or a numeric sku "100012301"
  gtin: string; // GTIN-13 with a valid check digit
  label: string; // "38", "M", "3A", "6M", "140x200"
  availabilityCode: SizeAvailabilityCode;
  availability: ProductAvailability;
  availabilityType: AvailabilityType;
  /** Units available online (0 when unavailable). */
  stock: number;
}

/** I initial, S sale, P promotion, A adjusted (spec 3). */
export type PriceType = "I" | "S" | "P" | "A";

export interface PriceSeed {
  /** Selling price in cents. */
  amount: number;
  /** Struck-through price in cents when priceType is S, P or A. */
  strikeThrough?: number;
}

/** AP, GZ, DP, VC, SU, VH, ZM (spec 3): front packshot, back, detail, worn, flat, side, zoom. */
export type PictureType = "AP" | "GZ" | "DP" | "VC" | "SU" | "VH" | "ZM";

export interface OptionSeed {
  optionId: string; // digits, unique across the catalogue
  colour: ColourSeed;
  sizes: SizeSeed[];
  priceType: PriceType;
  /** One price per currency of the sites: EUR, CHF, PLN (GBP and CZK optional). */
  prices: Partial<Record<SeedCurrency, PriceSeed>> & { EUR: PriceSeed; CHF: PriceSeed; PLN: PriceSeed };
  pictureTypes: PictureType[];
}

export type ProductTag = "WebExclu" | "New" | "ON_DEMAND" | "RAL_ANTICIPATION";

export interface EcoDesignSeed {
  /** e.g. "Made in Portugal" per language */
  madeIn: Localized;
  recycledShare: number; // percent of recycled materials, 0-100
  traceability: Localized;
}

/**
 * The French AGEC environmental sheet (loi anti-gaspillage, article 13) as codes: countries are
 * ISO 3166 alpha-2, null where a step does not apply (an undyed fabric has no dyeing).
 */
export interface EnvironmentalSheetSeed {
  recycledShare: number;
  fabricStep: "WEAVING" | "KNITTING";
  fabricCountry: string;
  dyeingCountry: string | null;
  makingCountry: string;
  /** Percent of synthetic fibres by weight; above 50 the product sheds plastic microfibres. */
  syntheticShare: number;
  /** Mostly recyclable (one fibre at 95 % or more); null where no claim applies (blends). */
  recyclable: boolean | null;
}

export interface ProductSeed {
  productId: string; // digits, unique
  /** Leaf segmentation id (the family the product is listed in). */
  familyId: string;
  garment: GarmentType;
  /** The sleeves its pictures draw, where its model names them (else the garment's usual cut). */
  sleeves?: Sleeves;
  name: Localized;
  description: Localized;
  composition: Localized;
  care: Localized;
  ecoDesign?: EcoDesignSeed;
  environmentalSheet: EnvironmentalSheetSeed;
  tags: ProductTag[];
  options: OptionSeed[];
  /** ISO date the product arrived (sort "new"). */
  createdAt: string;
  /** 0-100, sort "popular". */
  popularity: number;
  /** Segmentation id of the size guide (e.g. "WOMEN", "MEN", "KIDS", "BABY"); none for home. */
  sizeGuide?: string;
}

// ---------------------------------------------------------------- editorial content

export type ContentBlock =
  | { kind: "hero"; title: Localized; text: Localized; cta: Localized; href: string; pictureProductId: string }
  | { kind: "category-tiles"; title: Localized; tiles: { segmentationId: string; pictureProductId: string }[] }
  | { kind: "product-carousel"; title: Localized; productIds: string[] }
  | { kind: "editorial-teaser"; title: Localized; text: Localized; href: string; pictureProductId: string }
  | { kind: "rich-text"; title?: Localized; paragraphs: Localized[] };

/**
 * When a campaign's block is live (inclusive ISO 8601 instants, like the CMS's commercial
 * offers): the content service only answers the blocks live at the time of the request, so a
 * summer campaign is not promoted in November (issue 49, decision 181).
 */
export interface CampaignWindow {
  validFrom: string;
  validTo: string;
}

/** A home page block, evergreen or scheduled. */
export type ScheduledBlock = ContentBlock & { window?: CampaignWindow };

export type EditorialPageType = "landing" | "trend" | "lookbook" | "blog";

export interface EditorialPageSeed {
  type: EditorialPageType;
  id: string; // word characters (landingPageId, trendPageId, ...)
  slug: Localized;
  title: Localized;
  intro: Localized;
  /** Blog posts: ISO date. */
  publishedAt?: string;
  blocks: ContentBlock[];
  /** The content service's meta info (R3.20), where an editor set it. */
  meta?: MetaInfoSeed;
}

/** Meta info of a content page (R3.20): whatever an editor filled in, per language. */
export interface MetaInfoSeed {
  title_page?: Localized;
  description_page?: Localized;
  keywords?: Localized[];
  meta_robots?: string;
  /** A path on the site, with its locale prefix. */
  canonical?: string;
}
