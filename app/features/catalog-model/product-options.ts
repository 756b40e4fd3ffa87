import type { LocalePrefix } from "../../lib/locales";
import { slugify } from "../../lib/slug";
import { productPath, productSlug } from "../../pages/catalog-links";

interface WithOptions<Option extends { optionId: string; colourLabel: string }> {
  productId: string;
  name: string;
  options: readonly Option[];
}

/** The option with this id, or the product's first one (its default colour). */
export function optionOrFirst<Option extends { optionId: string; colourLabel: string }>(
  product: WithOptions<Option>,
  optionId: string | null | undefined,
): Option {
  return product.options.find((entry) => entry.optionId === optionId) ?? product.options[0]!;
}

/**
 * The option a product URL shows: the one `?option=` names, else the colour its slug names
 * (`/{name}-{colour}--p{id}`, what cards and the sitemap link to), else the first.
 */
export function optionFromUrl<Option extends { optionId: string; colourLabel: string }>(
  product: WithOptions<Option>,
  optionId: string | null | undefined,
  slug: string | null | undefined,
): Option {
  return (
    product.options.find((entry) => entry.optionId === optionId) ??
    product.options.find((entry) => productSlug(product.name, entry.colourLabel) === slug) ??
    product.options[0]!
  );
}

/**
 * A product's URL in a colour (spec 2.5, /{label}-{colour}--p{productId}): the slug of its name
 * and colour names the colour; `?option=` only for a colour whose label an earlier one shares.
 */
export function productOptionPath<Option extends { optionId: string; colourLabel: string }>(
  prefix: LocalePrefix,
  product: WithOptions<Option>,
  optionId: string | null | undefined,
): string {
  const option = optionOrFirst(product, optionId);
  const path = productPath(prefix, product, option.colourLabel);
  const sameColourBefore = product.options
    .slice(0, product.options.indexOf(option))
    .some((entry) => slugify(entry.colourLabel) === slugify(option.colourLabel));
  return sameColourBefore ? `${path}?option=${option.optionId}` : path;
}
