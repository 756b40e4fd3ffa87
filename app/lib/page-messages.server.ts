import { siteResourceHref } from "../pages/href";
import type { EntryContext } from "react-router";
import { keysByChunk, tables, viewChunks, viewIslandChunks } from "virtual:page-messages";
import type { DocumentMessages } from "./page-messages-format";
import { isLocalePrefix } from "./locales";

type Manifest = EntryContext["manifest"];

/**
 * A page's messages are served at the `page-messages` resource (pages/resources.ts): its build, its
 * language and its route ids joined by "+", where `~{name}` stands for the page view a route shows
 * (app/ui/page-view.tsx).
 */
const VIEW_MARK = "~";
/** A page matches a handful of routes (root, locale, layout, page); anything longer is no page's. */
const MAX_ROUTES = 8;
/**
 * The routes the shell links to or posts to from every page (home, account, wishlist and its
 * heart's form, cart, newsletter, privacy settings, and the friendly product and catalogue pages),
 * by name within a locale. React Router discovers a linked route after hydration and, when one is
 * new to the browser, patches its routes and renders the whole page again (one blocking render of
 * every link, Lighthouse TBT); the messages file brings these up front instead (decision 162).
 */
const SHELL_ROUTE_NAMES = [
  "index",
  "account",
  "account-wishlist",
  "resource-wishlist",
  "cart",
  "newsletter-subscription",
  "privacy-settings",
  "friendly",
] as const;

/**
 * The document's messages (decision 90, decision 158): the texts of the page's language that the
 * page's first-load chunks can show. They are a file of their own, not part of the document:
 * immutable for a build, so the next page of the same kind finds them in the browser's cache.
 */
export function documentMessages(
  manifest: Manifest,
  routeIds: readonly string[],
  language: string,
  views: readonly string[] = [],
): DocumentMessages {
  const routes = [...routeIds, ...views.map((view) => VIEW_MARK + view)];
  const note: DocumentMessages = {
    language,
    href: siteResourceHref("page-messages", { build: manifest.version, language, routes }),
  };
  // The view's chunks, less those the entry and the routes already bring.
  const loaded = firstLoadFiles(manifest, routeIds);
  const modules = views.flatMap((view) => viewChunks[view] ?? []).filter((file) => !loaded.has(file));
  if (modules.length) note.modules = [...new Set(modules)];
  return note;
}

/** The client entry's and the routes' chunks: what the hydration script loads. */
function firstLoadFiles(manifest: Manifest, routeIds: readonly string[]): Set<string> {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) continue;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return files;
}

/**
 * The messages a file names, or null when it names another build, an unknown language or a
 * route this build does not have (the browser then loads the whole language instead).
 */
export function pageMessagesFile(
  manifest: Manifest,
  { build, language, routes }: { build: string; language: string; routes: string },
): {
  language: string;
  messages: Record<string, unknown>;
  views: Record<string, string[]>;
  routes: Manifest["routes"];
} | null {
  const table = tables[language];
  const names = routes.split("+").map(decodedOrNull);
  if (build !== manifest.version || !table || names.length > MAX_ROUTES) return null;
  const routeIds: string[] = [];
  const files = new Set<string>();
  for (const name of names) {
    if (name === null) return null;
    if (name.startsWith(VIEW_MARK)) {
      const view = name.slice(VIEW_MARK.length);
      if (!Object.hasOwn(viewChunks, view)) return null;
      files.add(viewChunks[view]![0]!);
    } else if (Object.hasOwn(manifest.routes, name)) routeIds.push(name);
    else return null;
  }
  for (const file of firstLoadFiles(manifest, routeIds)) files.add(file);
  const messages: Record<string, unknown> = {};
  for (const file of files) for (const key of keysByChunk[file] ?? []) if (key in table) messages[key] = table[key];
  // Every page view's chunks that this page has not loaded, then its islands': the browser fetches
  // a view's all at once when a navigation is about to show it (ui/page-view.tsx), instead of one
  // import after another (a navigation shows the islands at once: ui/idle-island.tsx).
  const views = Object.fromEntries(
    Object.entries(viewChunks).map(([view, chunks]) => [
      view,
      [...chunks, ...(viewIslandChunks[view] ?? [])].filter((chunk) => !files.has(chunk)),
    ]),
  );
  return { language, messages, views, routes: shellRoutes(manifest, routeIds) };
}

/** The shell's routes of the page's locale and their parents, less those the page already has. */
function shellRoutes(manifest: Manifest, routeIds: readonly string[]): Manifest["routes"] {
  // The locale's own route is the one whose id is its prefix (a page's are `${prefix}:${name}`).
  const prefix = routeIds.find(isLocalePrefix);
  const routes: Manifest["routes"] = {};
  if (!prefix) return routes;
  for (const name of SHELL_ROUTE_NAMES) {
    for (let id: string | undefined = `${prefix}:${name}`; id && !routeIds.includes(id) && !routes[id]; ) {
      const route: Manifest["routes"][string] = manifest.routes[id];
      if (!route) break;
      routes[id] = route;
      id = route.parentId;
    }
  }
  return routes;
}

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
