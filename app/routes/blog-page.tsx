import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/blog-page";
import { redirectToEditorialPage } from "../features/catalog/listing.server";
import { requestContext } from "../lib/request-context";

/**
 * /blogPage/{name}/{blogPageId}: a permanent move to the blog post's own URL ({slug}--blog{id}, the
 * one its links name), keeping the query; 404 when the CMS does not know it.
 */
export function loader({ url, params, context }: Route.LoaderArgs) {
  return redirectToEditorialPage(url, context.get(requestContext), "blog", params.blogPageId);
}

/** A page route, not a resource route: its 404s render the site's error page. It always redirects. */
function Redirecting() {
  return null;
}

export default routeComponent(Redirecting);
