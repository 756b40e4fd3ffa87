import type { MetaDescriptor } from "react-router";
import { LOCALES, localeFromPath } from "../../lib/locales";
import { pageMeta } from "../../lib/meta";
import { productJsonLd } from "./json-ld";
import { optionOrFirst } from "../catalog-model/product-options";
import type { Product, listingSchema } from "../catalog-model/schemas";
import type { z } from "zod";

/** A product page's title, description, Open Graph picture and schema.org Product. */
export function productMeta(
  pathname: string,
  data: { product: Product; optionId: string; origin: string; canonicalPath: string },
): MetaDescriptor[] {
  const { product, origin } = data;
  const option = optionOrFirst(product, data.optionId);
  const locale = localeFromPath(pathname) ?? LOCALES.en;
  return [
    ...pageMeta(
      pathname,
      () => `${product.name} – ${option.colourLabel}`,
      () => product.description.slice(0, 160),
    ),
    { property: "og:type", content: "product" },
    { property: "og:image", content: `${origin}${option.pictures[0]!.url}?w=1279` },
    { "script:ld+json": productJsonLd(product, option, origin + data.canonicalPath, locale) },
  ];
}

/** A catalogue page: the family's title. */
export function catalogMeta(
  pathname: string,
  data: { listing: z.infer<typeof listingSchema> } | undefined,
): MetaDescriptor[] {
  return pageMeta(pathname, () => data?.listing.family.title ?? "");
}
