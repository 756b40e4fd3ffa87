import { matchRoutes, RouterContextProvider, type RouteObject } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { requestContext } from "../../app/lib/request-context";
import type { SessionTokens } from "../../app/lib/tokens";
import { localeMiddleware } from "../../app/routing/locale-middleware.server";
import type { CatalogService } from "../../app/features/catalog-model/catalog.server";
import { testContext } from "./request-context";

export { testContext };

/**
 * Resolves a path the way the storefront does before any loader runs: React Router matches
 * it against app/routes.ts, then the locale middleware validates params and runs checks.
 */
function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : { id: entry.id, path: entry.path, children: entry.children ? toRouteObjects(entry.children) : undefined },
  );
}

export const routeObjects = toRouteObjects(routes as RouteConfigEntry[]);

export type Resolution =
  | { outcome: "page"; routeId: string }
  | { outcome: "not-found"; routeId: string | undefined; message: string }
  | { outcome: "redirect"; routeId: string; location: string };

/**
 * Route tests are about URL shapes: every product, family and content page they name exists
 * (the init-product and init-catalog checks find it). What a missing one does is tested with the
 * catalogue itself.
 */
const someProduct = { product: { options: [{ optionId: "1" }] }, optionId: "1" };
const EVERY_PAGE_EXISTS = {
  product: async () => someProduct.product,
  productByOption: async () => someProduct,
  productByGtin: async () => someProduct,
  listing: async () => ({ pagination: { totalPages: 1 } }),
  page: async () => ({}),
} as unknown as Partial<CatalogService>;

export async function resolvePath(path: string, tokens: SessionTokens = {}): Promise<Resolution> {
  const url = new URL(path, "http://localhost:8787");
  const matches = matchRoutes(routeObjects, url.pathname);
  const leaf = matches?.at(-1);
  if (!leaf) return { outcome: "not-found", routeId: undefined, message: "no route" };
  const routeId = leaf.route.id!;
  if (routeId === "fallback" || routeId.endsWith(":fallback")) {
    return { outcome: "not-found", routeId, message: "fallback" };
  }
  const pattern = matches!
    .map((match) => match.route.path)
    .filter(Boolean)
    .join("/");
  const context = new RouterContextProvider();
  context.set(requestContext, testContext(url.pathname, { tokens, catalog: EVERY_PAGE_EXISTS }));
  try {
    await localeMiddleware(
      { request: new Request(url), url, params: leaf.params, pattern, context } as never,
      (async () => new Response()) as never,
    );
    return { outcome: "page", routeId };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return { outcome: "redirect", routeId, location: thrown.headers.get("Location") ?? "" };
    }
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status === 404) return { outcome: "not-found", routeId, message: String((thrown as { data: unknown }).data) };
    throw thrown;
  }
}
