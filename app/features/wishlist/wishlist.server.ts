import { ApiError } from "../../api/errors";
import type { RequestContext } from "../../lib/request-context";
import { wishlistSchema } from "./schemas";

/** What became of a customer write: saved, refused because the product is unknown, or failed. */
export type CustomerWriteOutcome = "saved" | "unknown-product" | "failed";

/**
 * Adds or removes a product of the wishlist (spec 7). A product the catalogue does not know is
 * the shopper's mistake (404), not an outage; removing one that is no longer there is done.
 */
export async function saveWishlistChange(
  context: RequestContext,
  change: { intent: "add" | "remove"; productId: string; optionId: string },
): Promise<CustomerWriteOutcome> {
  try {
    await context.api.call(
      change.intent === "add"
        ? "customers-self/knowledges/wishlist"
        : `customers-self/knowledges/wishlist/${change.productId}`,
      {
        method: change.intent === "add" ? "POST" : "DELETE",
        body: change.intent === "add" ? { productId: change.productId, optionId: change.optionId } : undefined,
        schema: wishlistSchema,
      },
    );
    return "saved";
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return change.intent === "remove" ? "saved" : "unknown-product";
    return "failed";
  }
}
