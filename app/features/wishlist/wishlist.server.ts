import type { RequestContext } from "../../lib/request-context";
import { wishlistSchema } from "./schemas";

/** Adds or removes a product of the wishlist (spec 7); writes rethrow in the spec's terms, here a failure is reported. */
export async function saveWishlistChange(context: RequestContext, change: { intent: "add" | "remove"; productId: string; optionId: string }): Promise<boolean> {
  try {
    await context.api.call(change.intent === "add" ? "customers-self/knowledges/wishlist" : `customers-self/knowledges/wishlist/${change.productId}`, {
      method: change.intent === "add" ? "POST" : "DELETE",
      body: change.intent === "add" ? { productId: change.productId, optionId: change.optionId } : undefined,
      schema: wishlistSchema,
    });
    return true;
  } catch {
    return false;
  }
}
