import type { LocalePrefix } from "../../lib/locales";
import { slugify } from "../../lib/slug";
import { productPath } from "./links";

interface WithOptions<Option extends { optionId: string; colourLabel: string }> {
  productId: string;
  name: string;
  options: readonly Option[];
}

/** The option with this id, or the product's first one (its default colour). */
export function optionOrFirst<Option extends { optionId: string; colourLabel: string }>(product: WithOptions<Option>, optionId: string | null | undefined): Option {
  return product.options.find((entry) => entry.optionId === optionId) ?? product.options[0]!;
}

/**
 * A product's URL in a colour (spec 2.5, /{label}-{colour}--p{productId}): the slug of its name
 * and colour, and `?option=` for any colour but the first.
 */
export function productOptionPath<Option extends { optionId: string; colourLabel: string }>(prefix: LocalePrefix, product: WithOptions<Option>, optionId: string | null | undefined): string {
  const option = optionOrFirst(product, optionId);
  const path = productPath(prefix, slugify(`${product.name} ${option.colourLabel}`), product.productId);
  return option.optionId === product.options[0]!.optionId ? path : `${path}?option=${option.optionId}`;
}
