import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/catalog";
import { withFamilyOffers } from "../features/catalog/family-offers.server";
import { loadCatalogPage } from "../features/catalog/listing.server";
import { CatalogPage } from "../features/catalog/catalog-page";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { markdownTwin } from "../agents/markdown-twin.server";
import { catalogTwin } from "../agents/twins.server";

export function meta({ location, loaderData }: Route.MetaArgs) {
  return pageMeta(location.pathname, () => loaderData?.listing.family.title ?? "");
}

/** The listing has a Markdown twin for agents (issue 31). */
export const middleware: Route.MiddlewareFunction[] = [
  markdownTwin((args) => catalogTwin(args, args.params.familyId ?? "", { ownSlug: false }), { shared: true }),
];

/** /catalog/{name}/{familyId}: the family's listing (the friendly --pl URL shows the same page). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const requestCtx = context.get(requestContext);
  return withFamilyOffers(requestCtx, await loadCatalogPage(url, requestCtx, params.familyId));
}

function Catalog({ loaderData }: Route.ComponentProps) {
  return <CatalogPage listing={loaderData.listing} query={loaderData.query} offers={loaderData.offers} />;
}

export default routeComponent(Catalog);
