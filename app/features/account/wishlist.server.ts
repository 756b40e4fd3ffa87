import type { RequestContext } from "../../lib/request-context";
import { savedProducts } from "./saved-products.server";
import { accountService } from "./account.server";

/**
 * The wishlist page: the kept products, newest first, each with its sizes to add to the cart.
 * The read is empty on failure (spec 8); where the site has no wishlist, the page says so.
 */
export async function loadWishlist(context: RequestContext) {
  const site = await context.siteParams();
  if (!site.params.flags.wishlist) return { offered: false as const, products: [] };
  const kept = await accountService(context).wishlist();
  const newestFirst = [...kept].sort((a, b) => b.addedAt.localeCompare(a.addedAt));
  return { offered: true as const, products: await savedProducts(context, newestFirst) };
}

export type WishlistData = Awaited<ReturnType<typeof loadWishlist>>;
