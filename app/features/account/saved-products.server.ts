import type { RequestContext } from "../../lib/request-context";
import { formatMoney } from "../../lib/money";
import { productPath } from "../../pages/catalog-links";
import { catalogService } from "../catalog-model/catalog.server";

/** A product the customer keeps (wishlist, stock alert), as the account's lists show it. */
export interface SavedProduct {
  productId: string;
  optionId: string;
  sku: string | null;
  name: string;
  detail: string;
  price: string;
  pictureUrl: string;
  pictureAlt: string;
  href: string;
  /** The kept size (or any size, without one) can be bought now. */
  inStock: boolean;
  sizes: { sku: string; label: string; inStock: boolean }[];
}

/**
 * The catalogue's words for kept products, read once each. A product the catalogue no longer
 * has is left out rather than shown broken.
 */
export async function savedProducts(
  context: RequestContext,
  refs: { productId: string; optionId: string | null; sku?: string | null }[],
): Promise<SavedProduct[]> {
  const found = await Promise.all(
    refs.map(async (ref) => {
      const product = await catalogService(context)
        .product(ref.productId)
        .catch(() => null);
      if (!product) return [];
      const option = product.options.find((entry) => entry.optionId === ref.optionId) ?? product.options[0]!;
      const size = ref.sku ? option.sizes.find((entry) => entry.sku === ref.sku) : undefined;
      const sizes = option.sizes.map((entry) => ({
        sku: entry.sku,
        label: entry.label,
        inStock: entry.stock > 0 && entry.availabilityCode >= 1,
      }));
      const picture = option.pictures[0]!;
      return [
        {
          productId: product.productId,
          optionId: option.optionId,
          sku: size?.sku ?? null,
          name: product.name,
          detail: [option.colourLabel, size?.label].filter(Boolean).join(" · "),
          price: formatMoney(option.price.amount, option.price.currency, context.locale.hrefLang),
          pictureUrl: picture.url,
          pictureAlt: picture.alt,
          href: `${productPath(context.locale.prefix, product, option.colourLabel)}?option=${option.optionId}`,
          inStock: size ? sizes.find((entry) => entry.sku === size.sku)!.inStock : sizes.some((entry) => entry.inStock),
          sizes,
        },
      ];
    }),
  );
  return found.flat();
}
