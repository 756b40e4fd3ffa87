import { createStaticHandler, type RouteObject, type ServerBuild } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, test } from "vitest";
import routes from "../../app/routes";
import { LOCALE_PREFIXES, LOCALES } from "../../app/lib/locales";
import { routeScopeOf, scopedBuild } from "../../workers/locale-builds";
import { ROUTE_DISCOVERY_PATH } from "../../workers/route-discovery";

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

/** The server build's flat route map, as React Router makes it from app/routes.ts under its root. */
function flatRoutes(entries: RouteConfigEntry[], parentId = "root"): BuildRoute[] {
  return entries.flatMap((entry) => [
    { id: entry.id!, parentId, path: entry.path, index: entry.index, module: {} } as BuildRoute,
    ...flatRoutes(entry.children ?? [], entry.id!),
  ]);
}

const routeMap = Object.fromEntries(
  [{ id: "root", path: "", module: {} } as BuildRoute, ...flatRoutes(routes as RouteConfigEntry[])].map((route) => [
    route.id,
    route,
  ]),
);
/** The routes, and the manifest the document renders its routes from (the same ids). */
const fullBuild = { routes: routeMap, assets: { version: "test", routes: routeMap } } as unknown as ServerBuild;

function treeOf(build: ServerBuild, parentId: string | undefined = undefined): RouteObject[] {
  return Object.values(build.routes)
    .filter((route): route is BuildRoute => route?.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: treeOf(build, route.id) },
    );
}

/** React Router's server matcher for a build (its route table flattened and ranked once). */
type Matcher = { match(pathname: string): { route: { id: string } }[] | null };
const matchers = new Map<ServerBuild, Matcher>();
function matchedIds(build: ServerBuild, pathname: string): string[] | null {
  let matcher = matchers.get(build);
  if (!matcher) matchers.set(build, (matcher = createStaticHandler(treeOf(build)) as unknown as Matcher));
  return matcher.match(pathname)?.map((match) => match.route.id) ?? null;
}

const LOCALE_PATHS = [
  "",
  "cart",
  "search",
  "catalog/robes-femme/WOMEN_DRESSES",
  "product/3608077026752",
  "product/robe/ABC123",
  "stores",
  "stores/all",
  "stores/12",
  "stores/fr/paris/rivoli",
  "account/settings/delivery-addresses/5/edit",
  "order-payment",
  "pantalon-a-cordon--p1000167",
  "01/3608077026752/anything/here",
  "some/unknown/deep/path",
  "robe-R123.html",
  "resources/quick-add",
  "llms.txt",
];

describe("issue 30: a request is matched against its own locale's routes only, with the same outcome as the whole table", () => {
  test("the scope of a path: its locale prefix (any ASCII case, percent-encoded too, a page's data too), outside every locale, or, for route discovery and unreadable first segments, all", () => {
    expect(routeScopeOf("/fr-fr/cart", ROUTE_DISCOVERY_PATH)).toBe("fr-fr");
    expect(routeScopeOf("/EN", ROUTE_DISCOVERY_PATH)).toBe("en");
    expect(routeScopeOf("/%65n/cart", ROUTE_DISCOVERY_PATH)).toBe("en");
    // A page's data (single fetch): its path plus ".data", "/_.data" after a trailing slash.
    expect(routeScopeOf("/fr-fr.data", ROUTE_DISCOVERY_PATH)).toBe("fr-fr");
    expect(routeScopeOf("/fr-fr/_.data", ROUTE_DISCOVERY_PATH)).toBe("fr-fr");
    expect(routeScopeOf("/pl-pl/cart.data", ROUTE_DISCOVERY_PATH)).toBe("pl-pl");
    expect(routeScopeOf("/_.data", ROUTE_DISCOVERY_PATH)).toBe("all");
    expect(routeScopeOf("/robots.txt", ROUTE_DISCOVERY_PATH)).toBe("outside-locales");
    expect(routeScopeOf("/fr-be/cart", ROUTE_DISCOVERY_PATH)).toBe("outside-locales");
    expect(routeScopeOf(ROUTE_DISCOVERY_PATH, ROUTE_DISCOVERY_PATH)).toBe("all");
    expect(routeScopeOf("/", ROUTE_DISCOVERY_PATH)).toBe("all");
    expect(routeScopeOf("//en/cart", ROUTE_DISCOVERY_PATH)).toBe("all");
    expect(routeScopeOf("/%E0%A4%A/x", ROUTE_DISCOVERY_PATH)).toBe("all");
  });

  test("every page, resource and unknown path of every prefix, and every path outside them, matches the same routes in its scope's build", () => {
    const paths = [
      ...LOCALE_PREFIXES.flatMap((prefix) => [
        ...LOCALE_PATHS.map((path) => `/${prefix}/${path}`),
        `/${prefix}`,
        `/${prefix}/${LOCALES[prefix].helpSegment}`,
        `/${prefix}/${LOCALES[prefix].helpSegment}/livraison`,
        `/${prefix.toUpperCase()}/cart`,
      ]),
      "/robots.txt",
      "/llms.txt",
      "/resources/suggestions",
      "/resources/store-map.svg",
      "/sitemaps/products-fr-fr.xml",
      "/page-messages/build/fr/fr-fr:cart",
      "/country-popin/dismiss",
      "/fr-be/cart",
      "/nope",
      "/%65n/cart",
      ROUTE_DISCOVERY_PATH,
    ];
    const builds: Partial<Record<string, ServerBuild>> = {};
    const built = (scope: string) => builds[scope] ?? fullBuild;
    let compared = 0;
    for (const path of paths) {
      const scope = routeScopeOf(path, ROUTE_DISCOVERY_PATH);
      const scoped = scope === "all" ? fullBuild : (builds[scope] ??= scopedBuild(fullBuild, scope));
      expect.soft(matchedIds(scoped, path), path).toEqual(matchedIds(fullBuild, path));
      // The page's data (single fetch) is asked in the same scope as the page.
      const data = path.endsWith("/") ? `${path}_.data` : `${path}.data`;
      if (path !== ROUTE_DISCOVERY_PATH) expect.soft(routeScopeOf(data, ROUTE_DISCOVERY_PATH), data).toBe(scope);
      compared++;
    }
    expect(compared).toBe(paths.length);
    expect(matchedIds(built("en"), "/en/cart")?.at(-1)).toBe("en:cart");
    expect(matchedIds(built("pl-pl"), "/pl-pl/pantalon--p1000167")?.at(-1)).toBe("pl-pl:friendly");
    expect(matchedIds(built("outside-locales"), "/fr-be/cart")?.at(-1)).toBe("fallback");
    // The point of it: a locale's build holds a twelfth of the locales' routes.
    const routeCount = (build: ServerBuild) => Object.keys(build.routes).length;
    const [locale, outside, all] = [
      routeCount(built("en")),
      routeCount(built("outside-locales")),
      routeCount(fullBuild),
    ];
    expect(locale * 10).toBeLessThan(all);
    expect(outside).toBeLessThan(15);
    for (const build of Object.values(builds))
      expect(Object.keys(build!.assets.routes)).toEqual(Object.keys(build!.routes));
  });
});
