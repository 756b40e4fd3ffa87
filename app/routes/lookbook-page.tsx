import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/lookbook-page";
import { EditorialRoute } from "../features/catalog/editorial-route";
import { editorialMeta } from "../features/catalog/editorial-meta";
import { loadEditorialPage } from "../features/catalog/listing.server";
import { requestContext } from "../lib/request-context";

export const meta = editorialMeta;

/** A lookbook from the CMS: a heading and its blocks; 404 when the CMS does not know it. */
export function loader({ url, params, context }: Route.LoaderArgs) {
  return loadEditorialPage(url, context.get(requestContext), "lookbook", params.lookbookPageId);
}

export default routeComponent(EditorialRoute);
