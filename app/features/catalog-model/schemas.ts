import { z } from "zod";
import { MARKETING_TAGS } from "../../lib/marketing-tags";

/**
 * The catalogue API (designed: spec 7 does not show it; contracts in docs/api.md). Answers
 * are already in the request's language (Accept-Language) and the site's currency (X-Store).
 */

export const pictureTypeSchema = z.enum(["AP", "GZ", "DP", "VC", "SU", "VH", "ZM"]);
export const pictureSchema = z.object({
  type: pictureTypeSchema,
  /** Without width: the storefront adds ?w=599|1279|1599|1920. */
  url: z.string(),
  alt: z.string(),
});

export const priceTypeSchema = z.enum(["I", "S", "P", "A"]);
export const priceSchema = z.object({
  type: priceTypeSchema,
  amount: z.number().int().nonnegative(),
  strikeThrough: z.number().int().positive().nullable(),
  discountPercent: z.number().int().min(1).max(99).nullable(),
  currency: z.enum(["EUR", "CHF", "GBP", "PLN", "CZK"]),
});
export type Price = z.infer<typeof priceSchema>;

export const productAvailabilitySchema = z.enum([
  "AVAILABLE",
  "UNAVAILABLE",
  "SOON_UNAVAILABLE",
  "SOON_AVAILABLE",
  "ON_DEMAND",
  "DISCONTINUED",
  "UNKNOWN",
]);
export const availabilityTypeSchema = z.enum(["ONLINE_AND_IN_STORE", "ONLINE_ONLY", "IN_STORE_ONLY"]);
export const tagSchema = z.enum(MARKETING_TAGS);

export const sizeSchema = z.object({
  sku: z.string(),
  gtin: z.string().regex(/^\d{13}$/),
  label: z.string(),
  availabilityCode: z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  availability: productAvailabilitySchema,
  availabilityType: availabilityTypeSchema,
  stock: z.number().int().nonnegative(),
});

export const optionSchema = z.object({
  optionId: z.string().regex(/^\d+$/),
  colourCode: z.string(),
  colourLabel: z.string(),
  colourHex: z.string().regex(/^#[0-9a-f]{6}$/i),
  price: priceSchema,
  sizes: z.array(sizeSchema),
  pictures: z.array(pictureSchema).min(1),
});

export const segmentationRefSchema = z.object({ segmentationId: z.string(), title: z.string(), slug: z.string() });

const countryCode = z.string().regex(/^[A-Z]{2}$/);

/** The AGEC environmental sheet (loi AGEC, article 13): codes, localised by the page; null where a row does not apply. */
export const environmentalSheetSchema = z.object({
  recycledShare: z.number().min(0).max(100).nullable(),
  fabricStep: z.enum(["WEAVING", "KNITTING"]).nullable(),
  fabricCountry: countryCode.nullable(),
  dyeingCountry: countryCode.nullable(),
  makingCountry: countryCode.nullable(),
  syntheticShare: z.number().min(0).max(100).nullable(),
  recyclable: z.boolean().nullable(),
});
export type EnvironmentalSheet = z.infer<typeof environmentalSheetSchema>;

export const productSchema = z.object({
  productId: z.string().regex(/^\d+$/),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  familyId: z.string(),
  breadcrumb: z.array(segmentationRefSchema),
  composition: z.string(),
  care: z.string(),
  ecoDesign: z.object({ madeIn: z.string(), recycledShare: z.number(), traceability: z.string() }).nullable(),
  /** The French AGEC sheet (decision 107); older answers without one read as none. */
  environmentalSheet: environmentalSheetSchema.nullable().default(null),
  tags: z.array(tagSchema),
  sizeGuide: z.string().nullable(),
  options: z.array(optionSchema).min(1),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** GET .../options/{optionId} and .../gtins/{gtin}: the product with what the URL selected. */
export const productSelectionSchema = z.object({
  product: productSchema,
  optionId: z.string(),
  sku: z.string().nullable(),
});

/** GET .../skus?ids=: the sizes the storefront knows by SKU (a shared cart), each product once; unknown SKUs are left out. */
export const skuLookupSchema = z.object({
  products: z.array(productSchema),
  skus: z.array(z.object({ sku: z.string(), productId: z.string(), optionId: z.string() })),
});

export const productCardSchema = z.object({
  productId: z.string(),
  optionId: z.string(),
  name: z.string(),
  slug: z.string(),
  colourLabel: z.string(),
  colourCount: z.number().int().positive(),
  price: priceSchema,
  tags: z.array(tagSchema),
  pictures: z.array(pictureSchema).min(1).max(2),
  availability: productAvailabilitySchema,
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const facetsSchema = z.object({
  sizes: z.array(z.object({ value: z.string(), count: z.number().int() })),
  colours: z.array(z.object({ code: z.string(), label: z.string(), hex: z.string(), count: z.number().int() })),
  price: z.object({ min: z.number().int(), max: z.number().int() }),
  tags: z.array(z.object({ value: tagSchema, count: z.number().int() })),
});

export const sortSchema = z.enum(["relevance", "new", "price-asc", "price-desc", "popular"]);
export const paginationSchema = z.object({
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalProducts: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});

export const listingSchema = z.object({
  family: z.object({
    segmentationId: z.string(),
    title: z.string(),
    slug: z.string(),
    parent: segmentationRefSchema.nullable(),
    children: z.array(segmentationRefSchema),
  }),
  products: z.array(productCardSchema),
  facets: facetsSchema,
  sort: sortSchema,
  pagination: paginationSchema,
});

export const searchSchema = z.object({
  query: z.string(),
  products: z.array(productCardSchema),
  facets: facetsSchema,
  sort: sortSchema,
  pagination: paginationSchema,
  /** Other wordings to try when results are few. */
  suggestions: z.array(z.string()),
});

export const suggestionsSchema = z.object({
  query: z.string(),
  terms: z.array(z.string()),
  products: z.array(productCardSchema).max(4),
  families: z.array(segmentationRefSchema).max(5),
});

const linkSchema = z.object({
  kind: z.enum(["segmentation", "product", "page"]),
  id: z.string(),
  pageType: z.string().nullable(),
  slug: z.string(),
});

export const contentBlockSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("hero"),
    title: z.string(),
    text: z.string(),
    cta: z.string(),
    link: linkSchema,
    picture: pictureSchema,
  }),
  z.object({
    kind: z.literal("category-tiles"),
    title: z.string(),
    tiles: z.array(z.object({ segmentation: segmentationRefSchema, picture: pictureSchema })),
  }),
  z.object({ kind: z.literal("product-carousel"), title: z.string(), products: z.array(productCardSchema) }),
  z.object({
    kind: z.literal("editorial-teaser"),
    title: z.string(),
    text: z.string(),
    link: linkSchema,
    picture: pictureSchema,
  }),
  z.object({ kind: z.literal("rich-text"), title: z.string().nullable(), paragraphs: z.array(z.string()) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/**
 * Meta info of a content page (R3.20): each field an editor filled in wins over the app's
 * default, within spec 9's rules (features/content/cms-meta.ts). Older answers without it read as none.
 */
export const cmsMetaSchema = z.object({
  title_page: z.string().max(300).nullable().default(null),
  description_page: z.string().max(1000).nullable().default(null),
  keywords: z
    .array(z.object({ label: z.string().max(100) }))
    .max(50)
    .default([]),
  meta_robots: z.string().max(100).nullable().default(null),
  canonical: z.string().max(1000).nullable().default(null),
});
export type CmsMeta = z.infer<typeof cmsMetaSchema>;

export const editorialPageSchema = z.object({
  type: z.enum(["landing", "trend", "lookbook", "blog"]),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  intro: z.string(),
  publishedAt: z.string().nullable(),
  blocks: z.array(contentBlockSchema),
  meta: cmsMetaSchema.nullable().default(null),
});
export const homeSchema = z.object({
  blocks: z.array(contentBlockSchema),
  meta: cmsMetaSchema.nullable().default(null),
});

export const storeStockSchema = z.object({
  sku: z.string(),
  stores: z.array(
    z.object({
      storeId: z.string(),
      name: z.string(),
      city: z.string(),
      quantity: z.number().int().nonnegative(),
      status: z.enum(["AVAILABLE", "UNAVAILABLE", "FEW_REMAINING"]),
      distance: z.number().nullable(),
    }),
  ),
});

/** GET /ecommerce/v3/catalog/segmentations/ (spec 7): failure reads as an empty list. */
export const segmentationSchema = z.object({
  segmentationId: z.string(),
  parent: z.string().nullable(),
  title: z.string(),
});
export const segmentationsSchema = z.array(segmentationSchema);
