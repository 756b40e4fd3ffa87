import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/catalog";
import { redirectToCatalogPage } from "../features/catalog/listing.server";
import { requestContext } from "../lib/request-context";

/**
 * /catalog/{name}/{familyId}: a permanent move to the family's own URL ({title}--pl{familyId}, the
 * one the sitemap and every link name), keeping the query; 404 for an unknown family or page.
 */
export function loader({ url, params, context }: Route.LoaderArgs) {
  return redirectToCatalogPage(url, context.get(requestContext), params.familyId);
}

/** A page route, not a resource route: its 404s render the site's error page. It always redirects. */
function Redirecting() {
  return null;
}

export default routeComponent(Redirecting);
