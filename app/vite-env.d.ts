/// <reference types="vite/client" />

/** One language's messages as data, for the browser (scripts/page-messages-plugin.ts). */
declare module "virtual:messages/*" {
  const table: Record<string, import("./lib/page-messages-format").CompactMessage>;
  export default table;
}

/** For the server: which client chunk shows which messages, and every language's messages as data. */
declare module "virtual:page-messages" {
  export const keysByChunk: Record<string, string[]>;
  /** Page view name → its chunk, then the chunks it imports statically (app/ui/page-view.tsx). */
  export const viewChunks: Record<string, string[]>;
  /** Page view name → the chunks of the islands it imports on demand, less its own (ui/idle-island.tsx). */
  export const viewIslandChunks: Record<string, string[]>;
  export const tables: Record<string, Record<string, import("./lib/page-messages-format").CompactMessage>>;
}
