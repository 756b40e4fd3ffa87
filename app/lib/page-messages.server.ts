import type { EntryContext } from "react-router";
import { keysByChunk, tables } from "virtual:page-messages";
import type { DocumentMessages } from "./page-messages-format";

type Manifest = EntryContext["manifest"];

/** Where a page's messages are served: `/page-messages/{build}/{language}/{route ids joined by "+"}`. */
export const PAGE_MESSAGES_PATH = "/page-messages";
/** A page matches a handful of routes (root, locale, layout, page); anything longer is no page's. */
const MAX_ROUTES = 8;

/**
 * The document's messages (decision 90, decision 158): the texts of the page's language that the
 * page's first-load chunks can show. They are a file of their own, not part of the document:
 * immutable for a build, so the next page of the same kind finds them in the browser's cache.
 */
export function documentMessages(manifest: Manifest, routeIds: readonly string[], language: string): DocumentMessages {
  const routes = routeIds.map(encodeURIComponent).join("+");
  return { language, href: `${PAGE_MESSAGES_PATH}/${manifest.version}/${language}/${routes}` };
}

/**
 * The messages a file names, or null when it names another build, an unknown language or a
 * route this build does not have (the browser then loads the whole language instead).
 */
export function pageMessagesFile(
  manifest: Manifest,
  { build, language, routes }: { build: string; language: string; routes: string },
): { language: string; messages: Record<string, unknown> } | null {
  const table = tables[language];
  const routeIds = routes.split("+").map(decodedOrNull);
  if (build !== manifest.version || !table || routeIds.length > MAX_ROUTES) return null;
  if (!routeIds.every((id) => id !== null && Object.hasOwn(manifest.routes, id))) return null;

  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id!]!;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const messages: Record<string, unknown> = {};
  for (const file of files) for (const key of keysByChunk[file] ?? []) if (key in table) messages[key] = table[key];
  return { language, messages };
}

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
