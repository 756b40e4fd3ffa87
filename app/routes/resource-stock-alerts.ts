import type { Route } from "./+types/resource-stock-alerts";
import { stockAlertAction } from "../features/wishlist/actions.server";
import { requestContext } from "../lib/request-context";

/** The back-in-stock alert's endpoint: signed-out shoppers sign in first and come back to the product. */
export async function action({ request, context }: Route.ActionArgs) {
  return stockAlertAction(request, context.get(requestContext));
}
