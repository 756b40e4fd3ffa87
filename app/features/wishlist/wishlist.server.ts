import type { ApiClient } from "../../api/client.server";
import { errorCodeOf } from "../../api/errors";
import type { ShopDomainParams } from "../../api/site-params";
import { requestScoped } from "../../lib/request-context";
import { alertedProductSchema, stockAlertsSchema, wishlistSchema } from "../customer/knowledges";

/**
 * What became of a wishlist or stock-alert write: saved, refused because the catalogue does not
 * know the product (the backend's 404: the shopper's mistake, not an outage), or failed.
 */
export type WishlistOutcome = "saved" | "unknown-product" | "failed";

type ProductRef = { productId: string; optionId: string };
type AlertRef = ProductRef & { sku: string };

/**
 * The wishlist and stock alerts of one request (spec 7): the only place their backend paths are
 * known. Outcomes are typed: failures are said, never thrown.
 */
export function createWishlistService(api: ApiClient, siteParams: () => Promise<ShopDomainParams>) {
  /** The label of `sku` in the product's colour `optionId`; null when the product has no such size. */
  async function sizeLabel(alert: AlertRef): Promise<string | null> {
    const product = await api.call(`ecommerce/v3/catalog/products/${alert.productId}`, {
      schema: alertedProductSchema,
    });
    const option = product.options.find((entry) => entry.optionId === alert.optionId);
    return option?.sizes.find((entry) => entry.sku === alert.sku)?.label ?? null;
  }
  return {
    /** POST knowledges/wishlist: keeps a product. */
    async add(product: ProductRef): Promise<WishlistOutcome> {
      try {
        await api.call("customers-self/knowledges/wishlist", {
          method: "POST",
          body: { productId: product.productId, optionId: product.optionId },
          schema: wishlistSchema,
        });
        return "saved";
      } catch (error) {
        return refusal(error, "unknown-product");
      }
    },
    /** DELETE knowledges/wishlist/{productId}: removing a product no longer there is done. */
    async remove(product: ProductRef): Promise<WishlistOutcome> {
      try {
        await api.call(`customers-self/knowledges/wishlist/${product.productId}`, {
          method: "DELETE",
          schema: wishlistSchema,
        });
        return "saved";
      } catch (error) {
        return refusal(error, "saved");
      }
    },
    /**
     * POST knowledges/product-stock-alert (the store id is the site's): an alert for a size, named
     * by its label as the product gives it; a size the product does not have is an unknown product.
     */
    async alertWhenBack(alert: AlertRef): Promise<WishlistOutcome> {
      try {
        const [site, size] = await Promise.all([siteParams(), sizeLabel(alert)]);
        if (size === null) return "unknown-product";
        await api.call("customers-self/knowledges/product-stock-alert", {
          method: "POST",
          body: { ...alert, size, knowledgeTypeId: site.storeId },
          schema: stockAlertsSchema,
        });
        return "saved";
      } catch (error) {
        return refusal(error, "unknown-product");
      }
    },
  };
}

/** A failed write's outcome: what the backend's 404 means for it (`notFound`), else failed. */
const refusal = (error: unknown, notFound: WishlistOutcome): WishlistOutcome =>
  errorCodeOf(error) === "not-found" ? notFound : "failed";

export type WishlistService = ReturnType<typeof createWishlistService>;

/** The request's wishlist service. */
export const wishlistService = requestScoped((context) => createWishlistService(context.api, context.siteParams));
