import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { LOCALE_PREFIXES, type LocalePrefix } from "./lib/locales";
import { LOCALE_RESOURCE_PATHS, SITE_RESOURCE_PATHS } from "./pages/resources";
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

/** The modules of the resource routes a locale has under its prefix (pages/resources.ts). */
const LOCALE_RESOURCES = [
  ["wishlist", "routes/resource-wishlist.ts", "resource-wishlist"],
  ["stock-alerts", "routes/resource-stock-alerts.ts", "resource-stock-alerts"],
  ["legal-notices", "routes/resource-legal-notices.ts", "resource-legal-notices"],
  ["quick-add", "routes/resource-quick-add.ts", "resource-quick-add"],
  ["llms", "routes/resource-llms.ts", "resource-llms"],
  ["agents", "routes/resource-agents.ts", "resource-agents"],
] as const;

const localeResources = (prefix: LocalePrefix) =>
  LOCALE_RESOURCES.map(([name, file, id]) =>
    route(`${prefix}/${LOCALE_RESOURCE_PATHS[name]}`, file, { id: routeId(prefix, id) }),
  );

export default [
  ...LOCALE_PREFIXES.map(localeRoutes),
  ...LOCALE_PREFIXES.flatMap(localeResources),
  route(SITE_RESOURCE_PATHS["country-popin-dismiss"], "routes/country-popin-dismiss.ts", {
    id: "country-popin-dismiss",
  }),
  route(SITE_RESOURCE_PATHS.suggestions, "routes/resource-suggestions.ts", { id: "resource-suggestions" }),
  route(SITE_RESOURCE_PATHS["store-map"], "routes/resource-store-map.ts", { id: "resource-store-map" }),
  route(SITE_RESOURCE_PATHS.robots, "routes/resource-robots.ts", { id: "robots" }),
  route(SITE_RESOURCE_PATHS.llms, "routes/resource-llms.ts", { id: "llms" }),
  route(SITE_RESOURCE_PATHS.agents, "routes/resource-agents.ts", { id: "agents" }),
  route(SITE_RESOURCE_PATHS.sitemap, "routes/resource-sitemap.ts", { id: "sitemap" }),
  route(SITE_RESOURCE_PATHS["page-messages"], "routes/resource-page-messages.ts", { id: "page-messages" }),
  route("*", "routes/fallback.tsx", { id: "fallback" }),
] satisfies RouteConfig;
