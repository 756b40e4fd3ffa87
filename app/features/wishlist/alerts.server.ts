import { ApiError } from "../../api/errors";
import type { RequestContext } from "../../lib/request-context";
import type { CustomerWriteOutcome } from "./wishlist.server";
import { productSchema } from "../catalog/schemas";
import { stockAlertsSchema } from "./schemas";

/**
 * Saves a back-in-stock alert for a size (spec 7, product-stock-alert; the store id is the
 * site's). Add rethrows in the spec's terms; here a failure is reported to the shopper.
 */
export async function saveStockAlert(
  context: RequestContext,
  alert: { sku: string; productId: string; optionId: string },
): Promise<CustomerWriteOutcome> {
  try {
    const site = await context.siteParams();
    const product = await context.api.call(`ecommerce/v3/catalog/products/${alert.productId}`, {
      schema: productSchema,
    });
    const size = product.options
      .find((option) => option.optionId === alert.optionId)
      ?.sizes.find((entry) => entry.sku === alert.sku);
    if (!size) return "unknown-product";
    await context.api.call("customers-self/knowledges/product-stock-alert", {
      method: "POST",
      body: { ...alert, size: size.label, knowledgeTypeId: site.storeId },
      schema: stockAlertsSchema,
    });
    return "saved";
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? "unknown-product" : "failed";
  }
}
