import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/landing-page";
import { redirectToEditorialPage } from "../features/catalog/listing.server";
import { requestContext } from "../lib/request-context";

/**
 * /landingPage/{name}/{landingPageId}: a permanent move to the landing page's own URL ({slug}--lp{id}, the
 * one its links name), keeping the query; 404 when the CMS does not know it.
 */
export function loader({ url, params, context }: Route.LoaderArgs) {
  return redirectToEditorialPage(url, context.get(requestContext), "landing", params.landingPageId);
}

/** A page route, not a resource route: its 404s render the site's error page. It always redirects. */
function Redirecting() {
  return null;
}

export default routeComponent(Redirecting);
