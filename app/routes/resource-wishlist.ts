import type { Route } from "./+types/resource-wishlist";
import { wishlistAction } from "../features/wishlist/actions.server";
import { requestContext } from "../lib/request-context";

/** The wishlist heart's endpoint: signed-out shoppers sign in first and come back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  return wishlistAction(request, context.get(requestContext));
}
