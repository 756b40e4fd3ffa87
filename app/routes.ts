import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { LOCALE_PREFIXES, type LocalePrefix } from "./lib/locales";
import { LAYOUTS } from "./pages/table";
import { pagesFor, routeId } from "./routing/route-table";

/**
 * The whole route table: for each of the 12 locale prefixes, a locale route (its middleware
 * validates params and runs the named checks) holding one layout route per layout and the
 * pages of `routing/route-table.ts` inside them. Anything outside a locale is the 404 page.
 */
function localeRoutes(prefix: LocalePrefix): RouteConfigEntry {
  const pages = pagesFor(prefix);
  const layouts = LAYOUTS.map((name) =>
    layout(
      `layouts/${name}.tsx`,
      { id: `${prefix}:layout-${name}` },
      pages
        .filter((entry) => entry.layout === name)
        .map((entry) =>
          entry.path === ""
            ? index(entry.file, { id: routeId(prefix, entry.name) })
            : route(entry.path, entry.file, { id: routeId(prefix, entry.name) }),
        ),
    ),
  ).filter((entry) => entry.children?.length);
  return route(prefix, "routes/locale.tsx", { id: prefix }, layouts);
}

/**
 * Resource routes that speak the page's language: under its prefix, so the request's API client,
 * site parameters and store are the page's own (not the locale cookie's).
 */
const LOCALE_RESOURCES = [
  ["resources/wishlist", "routes/resource-wishlist.ts", "resource-wishlist"],
  ["resources/stock-alerts", "routes/resource-stock-alerts.ts", "resource-stock-alerts"],
  ["resources/legal-notices", "routes/resource-legal-notices.ts", "resource-legal-notices"],
  ["resources/quick-add", "routes/resource-quick-add.ts", "resource-quick-add"],
  ["llms.txt", "routes/resource-llms.ts", "resource-llms"],
] as const;

const localeResources = (prefix: LocalePrefix) =>
  LOCALE_RESOURCES.map(([path, file, name]) => route(`${prefix}/${path}`, file, { id: routeId(prefix, name) }));

export default [
  ...LOCALE_PREFIXES.map(localeRoutes),
  ...LOCALE_PREFIXES.flatMap(localeResources),
  route("country-popin/dismiss", "routes/country-popin-dismiss.ts", { id: "country-popin-dismiss" }),
  route("resources/suggestions", "routes/resource-suggestions.ts", { id: "resource-suggestions" }),
  route("resources/store-map.svg", "routes/resource-store-map.ts", { id: "resource-store-map" }),
  route("robots.txt", "routes/resource-robots.ts", { id: "robots" }),
  route("llms.txt", "routes/resource-llms.ts", { id: "llms" }),
  route("sitemaps/:file", "routes/resource-sitemap.ts", { id: "sitemap" }),
  route("page-messages/:build/:language/:routes", "routes/resource-page-messages.ts", { id: "page-messages" }),
  route("*", "routes/fallback.tsx", { id: "fallback" }),
] satisfies RouteConfig;
