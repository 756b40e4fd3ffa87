import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/product-by-ref";
import { redirectToProduct } from "../features/catalog/product.server";
import { requestContext } from "../lib/request-context";

/** /product/{name}/{optionId or productId}: a permanent move to the canonical product URL. */
export function loader({ url, params, context }: Route.LoaderArgs) {
  return redirectToProduct(url, context.get(requestContext), { productRef: params.productRef });
}

/** A page route, not a resource route: its 404s render the site's error page. It always redirects. */
function Redirecting() {
  return null;
}

export default routeComponent(Redirecting);
