import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin, Rolldown } from "vite";
import { compactMessage, type CompactMessage } from "../app/lib/page-messages-format.ts";

/**
 * One language per page (decision 90). The server keeps paraglide's message functions. In the
 * browser build `m` is one namespace whose `m.key` is a lookup (`message("key")`, decision 203),
 * and the texts come from data of the page's language only:
 *  - the strings the page's first-load chunks can show are inlined in the document by the
 *    server (`virtual:page-messages` tells it which chunk uses which message);
 *  - the whole table of the language (`virtual:messages/{language}`, one immutable chunk per
 *    language) loads when the browser is idle, and before any client navigation renders.
 */

const LANGUAGES = ["en", "fr", "es", "de", "it", "pl"] as const;
/** How app code names a message: `m.key` (paraglide's `m` namespace, never renamed here). */
const MESSAGE_REFERENCE = /\bm\.([a-z][a-z0-9_]*)\b/g;
const MESSAGE_MODULE = /\/app\/paraglide\/messages\/([a-z0-9_]+)\.js$/i;
/** paraglide's namespace of every message, which app code imports as `m` (`import { m } from ".../messages.js"`). */
const MESSAGES_INDEX = /\/app\/paraglide\/messages\.js$/;
const TABLE_PREFIX = "virtual:messages/";
const SERVER_MODULE = "virtual:page-messages";
const RUNTIME = fileURLToPath(new URL("../app/lib/page-messages.ts", import.meta.url));

/** The message key a module id is the compiled module of; undefined for anything else (and the index). */
function messageKeyOf(id: string): string | undefined {
  const key = MESSAGE_MODULE.exec(id.split("?")[0]!)?.[1];
  return key === "_index" ? undefined : key;
}

function readTable(language: string): Record<string, CompactMessage> {
  const raw = JSON.parse(readFileSync(`messages/${language}.json`, "utf8")) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(raw)
      .filter(([key]) => !key.startsWith("$"))
      .map(([key, value]) => [key, compactMessage(value)]),
  );
}

/**
 * `views`: the page views a route loads by name rather than statically (app/ui/page-view.tsx),
 * name → module file. The server learns each one's chunk and the chunks it imports, so a document
 * names the view it shows beside the route modules, and its messages are in the page's file.
 */
export function pageMessages({ views = {} }: { views?: Record<string, string> } = {}): Plugin {
  /** Client chunk file (as React Router's manifest names it, "/assets/x.js") → message keys it may show. */
  let keysByChunk: Record<string, string[]> = {};
  /** View name → its chunk file, then every chunk that one imports statically. */
  let viewChunks: Record<string, string[]> = {};
  /** View name → the chunks of the islands it imports on demand (ui/idle-island.tsx), less its own. */
  let viewIslandChunks: Record<string, string[]> = {};
  const viewOfModule = new Map(Object.entries(views).map(([name, file]) => [file, name]));
  return {
    name: "atelier:page-messages",
    enforce: "pre",
    resolveId(id) {
      if (id.startsWith(TABLE_PREFIX) || id === SERVER_MODULE) return `\0${id}`;
      return undefined;
    },
    load(id) {
      const environment = this.environment.name;
      if (id.startsWith(`\0${TABLE_PREFIX}`)) {
        const language = id.slice(TABLE_PREFIX.length + 1);
        if (!(LANGUAGES as readonly string[]).includes(language)) throw new Error(`No messages for ${language}`);
        return `export default ${JSON.stringify(readTable(language))};`;
      }
      if (id === `\0${SERVER_MODULE}`) {
        // The server build runs after the client build, in the same process (React Router's builder).
        const tables = Object.fromEntries(LANGUAGES.map((language) => [language, readTable(language)]));
        return [
          `export const keysByChunk = ${JSON.stringify(keysByChunk)};`,
          `export const viewChunks = ${JSON.stringify(viewChunks)};`,
          `export const viewIslandChunks = ${JSON.stringify(viewIslandChunks)};`,
          `export const tables = ${JSON.stringify(tables)};`,
        ].join("\n");
      }
      // In the browser `m` is one object that makes a message's lookup on first use: with a module
      // per message, the bundler put each set of messages that the same pages name in a chunk of
      // its own (a few dozen bytes), five to ten requests more per page. The texts never were in
      // those modules (the document and the language table bring them), so nothing is lost.
      if (environment === "client" && MESSAGES_INDEX.test(id.split("?")[0]!)) {
        return [
          `import { message } from ${JSON.stringify(RUNTIME)};`,
          "const made = new Map();",
          "export const m = new Proxy({}, {",
          // Only names of messages: not a symbol, nor `then` (a namespace is never a promise).
          '  get: (_target, key) => typeof key !== "string" || key === "then" ? undefined :',
          "    made.get(key) ?? made.set(key, message(key)).get(key),",
          "});",
        ].join("\n");
      }
      // One message's own module, should code ever import it directly rather than through `m`:
      // the same lookup, so that no browser chunk carries paraglide's texts of every language.
      const key = messageKeyOf(id);
      if (environment === "client" && key) {
        return `import { message } from ${JSON.stringify(RUNTIME)};\nexport const ${key} = /* @__PURE__ */ message(${JSON.stringify(key)});\n`;
      }
      return undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      // By module, not by chunk: a chunk that several pages share (vite.config.ts) holds modules
      // other pages use, and their messages are not this page's. From each entry (the client
      // entry and each route module) and each page view, every module it imports statically, and
      // the messages their code names (`m.key`). Code imported later (idle islands, dialogs, the
      // error page) waits for the language table instead (`withLanguage`, app/lib/page-messages.ts).
      const keysOfModule = new Map<string, string[]>();
      const keysIn = (id: string): string[] => {
        let keys = keysOfModule.get(id);
        if (!keys) {
          const code = this.getModuleInfo(id)?.code ?? "";
          keys = [...new Set([...code.matchAll(MESSAGE_REFERENCE)].map((match) => match[1]!))];
          keysOfModule.set(id, keys);
        }
        return keys;
      };
      keysByChunk = {};
      viewChunks = {};
      viewIslandChunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        // A view's module may share a chunk with a route that imports it statically (the catalogue
        // route's chunk holds the catalogue view): that chunk is the view's, and holds its texts too.
        const viewsHere = output.moduleIds.filter((id) => viewOfModule.has(id));
        const roots = [...(output.isEntry && output.facadeModuleId ? [output.facadeModuleId] : []), ...viewsHere];
        if (!roots.length) continue;
        const keys = new Set<string>();
        const seen = new Set<string>();
        const queue = roots;
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id) || /[\\/](node_modules|paraglide)[\\/]/.test(id)) continue;
          seen.add(id);
          for (const key of keysIn(id)) keys.add(key);
          const info = this.getModuleInfo(id);
          if (info) queue.push(...info.importedIds);
        }
        if (keys.size) keysByChunk[`/${output.fileName}`] = [...keys].sort();
        for (const id of viewsHere) {
          const own = staticChunks(bundle, output.fileName);
          const islands = output.dynamicImports.flatMap((file) => staticChunks(bundle, file));
          viewChunks[viewOfModule.get(id)!] = own.map((file) => `/${file}`);
          viewIslandChunks[viewOfModule.get(id)!] = [...new Set(islands)]
            .filter((file) => !own.includes(file))
            .map((file) => `/${file}`);
        }
      }
      const missing = Object.keys(views).filter((name) => !viewChunks[name]);
      if (missing.length) this.error(`No chunk found for the page view(s) ${missing.join(", ")}`);
    },
  };
}

/** A chunk's file and every chunk it imports statically, at any depth, in load order. */
function staticChunks(bundle: Rolldown.OutputBundle, fileName: string): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.includes(file) || chunk?.type !== "chunk") return;
    files.push(file);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return files;
}
