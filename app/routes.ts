import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { LOCALE_PREFIXES, type LocalePrefix } from "./lib/locales";
import { LAYOUTS, pagesFor, routeId } from "./routing/route-table";

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

export default [
  ...LOCALE_PREFIXES.map(localeRoutes),
  route("country-popin/dismiss", "routes/country-popin-dismiss.ts", { id: "country-popin-dismiss" }),
  route("resources/legal-notices", "routes/resource-legal-notices.ts", { id: "resource-legal-notices" }),
  route("resources/suggestions", "routes/resource-suggestions.ts", { id: "resource-suggestions" }),
  route("resources/wishlist", "routes/resource-wishlist.ts", { id: "resource-wishlist" }),
  route("robots.txt", "routes/resource-robots.ts", { id: "robots" }),
  route("sitemaps/:file", "routes/resource-sitemap.ts", { id: "sitemap" }),
  route("*", "routes/fallback.tsx", { id: "fallback" }),
] satisfies RouteConfig;
