import type { OptionSeed, ProductSeed, SegmentationSeed, SizeSeed } from "../types";
import { PRODUCTS } from "./products";
import { SEGMENTATIONS } from "./segmentations";

export { COLOURS } from "./colours";
export { EDITORIAL_PAGES, HOME_BLOCKS, HOME_META, liveBlocks } from "./editorial";
export { PRODUCTS, gtinCheckDigit } from "./products";
export { SEGMENTATIONS, TOP_FAMILIES, type TopFamily } from "./segmentations";

export interface OptionHit {
  product: ProductSeed;
  option: OptionSeed;
}
export interface SizeHit extends OptionHit {
  size: SizeSeed;
}

// Lookup maps, built once at module load.
const PRODUCT_BY_ID = new Map<string, ProductSeed>();
const BY_OPTION_ID = new Map<string, OptionHit>();
const BY_GTIN = new Map<string, SizeHit>();
const BY_SKU = new Map<string, SizeHit>();
for (const product of PRODUCTS) {
  PRODUCT_BY_ID.set(product.productId, product);
  for (const option of product.options) {
    BY_OPTION_ID.set(option.optionId, { product, option });
    for (const size of option.sizes) {
      BY_GTIN.set(size.gtin.padStart(14, "0"), { product, option, size });
      BY_SKU.set(size.sku, { product, option, size });
    }
  }
}

const SEGMENTATION_BY_ID = new Map(SEGMENTATIONS.map((segmentation) => [segmentation.segmentationId, segmentation]));
const CHILDREN = new Map<string, SegmentationSeed[]>();
for (const segmentation of SEGMENTATIONS) {
  if (!segmentation.parent) continue;
  if (!CHILDREN.has(segmentation.parent)) CHILDREN.set(segmentation.parent, []);
  CHILDREN.get(segmentation.parent)!.push(segmentation);
}
const PRODUCTS_IN_FAMILY = new Map<string, ProductSeed[]>();
for (const product of PRODUCTS) {
  // A product is listed in its leaf family and in every ancestor of it.
  for (let id: string | null = product.familyId; id; id = SEGMENTATION_BY_ID.get(id)?.parent ?? null) {
    if (!PRODUCTS_IN_FAMILY.has(id)) PRODUCTS_IN_FAMILY.set(id, []);
    PRODUCTS_IN_FAMILY.get(id)!.push(product);
  }
}

export const productById = (productId: string): ProductSeed | undefined => PRODUCT_BY_ID.get(productId);
export const productByOptionId = (optionId: string): OptionHit | undefined => BY_OPTION_ID.get(optionId);
/** GTIN-8, -12, -13 or -14, compared as GTIN-14 (leading zeros): a 14-digit GTIN keeps its first digit. */
export const productByGtin = (gtin: string): SizeHit | undefined =>
  /^\d{1,14}$/.test(gtin) ? BY_GTIN.get(gtin.padStart(14, "0")) : undefined;
export const productBySku = (sku: string): SizeHit | undefined => BY_SKU.get(sku);
export const segmentationById = (segmentationId: string): SegmentationSeed | undefined =>
  SEGMENTATION_BY_ID.get(segmentationId);
/** Direct children of a segmentation (the leaves of a top family; none for a leaf). */
export const childrenOf = (segmentationId: string): SegmentationSeed[] => CHILDREN.get(segmentationId) ?? [];
/** Products of a family; a top family includes all its leaves. */
export const productsInFamily = (segmentationId: string): ProductSeed[] => PRODUCTS_IN_FAMILY.get(segmentationId) ?? [];
