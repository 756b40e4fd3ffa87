import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/product-by-gtin";
import { redirectToProduct } from "../features/catalog/product.server";
import { requestContext } from "../lib/request-context";

/** /product/{gtin}: a permanent move to the canonical product URL. */
export function loader({ url, params, context }: Route.LoaderArgs) {
  return redirectToProduct(url, context.get(requestContext), { gtin: params.gtin });
}

/** A page route, not a resource route: its 404s render the site's error page. It always redirects. */
function Redirecting() {
  return null;
}

export default routeComponent(Redirecting);
