import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/gs1-product";
import { redirectToProduct } from "../features/catalog/product.server";
import { requestContext } from "../lib/request-context";

/** /01/0{gtin}/... (GS1 digital link) moves permanently to the canonical product URL (spec 2.5). */
export function loader({ url, params, context }: Route.LoaderArgs) {
  return redirectToProduct(url, context.get(requestContext), { gtin: params.gs1Gtin.slice(1) });
}

/** A page route, not a resource route: its 404s render the site's error page. It always redirects. */
function Redirecting() {
  return null;
}

export default routeComponent(Redirecting);
