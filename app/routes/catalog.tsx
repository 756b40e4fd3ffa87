import type { Route } from "./+types/catalog";
import { loadCatalogPage } from "../features/catalog/listing.server";
import { CatalogPage } from "../features/catalog/pages";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";

export function meta({ location, loaderData }: Route.MetaArgs) {
  return pageMeta(location.pathname, () => loaderData?.listing.family.title ?? "");
}

/** /catalog/{name}/{familyId}: the family's listing (the friendly --pl URL shows the same page). */
export function loader({ url, params, context }: Route.LoaderArgs) {
  return loadCatalogPage(url, context.get(requestContext), params.familyId);
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  return <CatalogPage listing={loaderData.listing} query={loaderData.query} />;
}
