import { segmentationById } from "../../data/catalog";
import type { OptionSeed, ProductSeed, SeedLanguage } from "../../data/types";
import { MEDIA_BASE } from "../../media";
import type { RequestInfo } from "../../request-info";
// The storefront's own slug rule, so the URLs the backend names are the ones the storefront builds.
import { slugify } from "../../../app/lib/slug";
// The storefront's badge rounding: the backend's discountPercent is the badge the shopper reads.
import { markdownPercent } from "../../../app/features/catalog/markdown";
import { productSlug } from "../../../app/pages/catalog-links";

/** How the catalogue answers a product: whole (product page), or as a listing's card. */
export function priceOf(option: OptionSeed, currency: string) {
  const price = option.prices[currency as "EUR"] ?? option.prices.EUR;
  const strikeThrough = price.strikeThrough ?? null;
  return {
    type: option.priceType,
    amount: price.amount,
    strikeThrough,
    discountPercent: markdownPercent(price.amount, strikeThrough),
    currency: (option.prices[currency as "EUR"] ? currency : "EUR") as "EUR",
  };
}

export function pictures(
  product: ProductSeed,
  option: OptionSeed,
  language: SeedLanguage,
  types = option.pictureTypes,
) {
  return types.map((type) => ({
    type,
    url: `${MEDIA_BASE}/products/${product.productId}/${option.optionId}/${type}.jpg`,
    alt: `${product.name[language]}, ${option.colour.label[language]}`,
  }));
}

export const sellable = (option: OptionSeed) => option.sizes.some((size) => size.availabilityCode >= 1);

export function segmentationRef(id: string, language: SeedLanguage) {
  const segmentation = segmentationById(id);
  return segmentation
    ? { segmentationId: id, title: segmentation.title[language], slug: segmentation.slug[language] }
    : undefined;
}

export function presentProduct(product: ProductSeed, info: RequestInfo) {
  const { language, currency } = info;
  const family = segmentationById(product.familyId);
  const breadcrumb = [family?.parent, product.familyId].flatMap((id) => (id ? [segmentationRef(id, language)!] : []));
  return {
    productId: product.productId,
    name: product.name[language],
    slug: slugify(product.name[language]),
    description: product.description[language],
    familyId: product.familyId,
    breadcrumb,
    composition: product.composition[language],
    care: product.care[language],
    ecoDesign: product.ecoDesign
      ? {
          madeIn: product.ecoDesign.madeIn[language],
          recycledShare: product.ecoDesign.recycledShare,
          traceability: product.ecoDesign.traceability[language],
        }
      : null,
    environmentalSheet: product.environmentalSheet,
    tags: product.tags,
    sizeGuide: product.sizeGuide ?? null,
    options: product.options.map((option) => ({
      optionId: option.optionId,
      colourCode: option.colour.code,
      colourLabel: option.colour.label[language],
      colourHex: option.colour.hex,
      price: priceOf(option, currency),
      sizes: option.sizes.map((size) => ({
        sku: size.sku,
        gtin: size.gtin,
        label: size.label,
        availabilityCode: size.availabilityCode,
        availability: size.availability,
        availabilityType: size.availabilityType,
        stock: size.stock,
      })),
      pictures: pictures(product, option, language),
    })),
    createdAt: product.createdAt,
  };
}

export function productCard(product: ProductSeed, info: RequestInfo, colour?: string) {
  const { language, currency } = info;
  const option =
    product.options.find((entry) => entry.colour.code === colour) ??
    product.options.find(sellable) ??
    product.options[0]!;
  const hover = option.pictureTypes.includes("GZ") ? (["AP", "GZ"] as const) : (["AP"] as const);
  return {
    productId: product.productId,
    optionId: option.optionId,
    name: product.name[language],
    slug: productSlug(product.name[language], option.colour.label[language]),
    colourLabel: option.colour.label[language],
    colourCount: product.options.length,
    price: priceOf(option, currency),
    tags: product.tags,
    pictures: pictures(product, option, language, [...hover]),
    availability: sellable(option) ? ("AVAILABLE" as const) : ("UNAVAILABLE" as const),
  };
}
