import type { EntryContext } from "react-router";
import { keysByChunk, tables } from "virtual:page-messages";

/**
 * The document's messages (decision 90): the texts of the page's language that the page's
 * first-load chunks can show, as JSON safe inside a <script> element.
 */
export function pageMessagesJson(
  manifest: EntryContext["manifest"],
  routeIds: readonly string[],
  language: string,
): string {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) continue;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const table = tables[language] ?? tables.en ?? {};
  const messages: Record<string, unknown> = {};
  for (const file of files) for (const key of keysByChunk[file] ?? []) if (key in table) messages[key] = table[key];
  return JSON.stringify({ language, messages })
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
