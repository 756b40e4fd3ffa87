import { formatMessage, type CompactMessage, type DocumentMessages } from "./page-messages-format";
import { whenIdleOrInteracting } from "./idle";
import { addRoutesToManifest } from "../framework/route-manifest";

/**
 * The browser's messages (decision 90): paraglide's message modules become `message(key)`
 * lookups here, in the page's language only. The document names a file of the texts its
 * first-load code can show (`PAGE_MESSAGES_ID`, decision 158); the rest of the language arrives
 * when the browser is idle, and client navigations wait for it (root `clientMiddleware`).
 */

export const PAGE_MESSAGES_ID = "page-messages";

type Table = Record<string, CompactMessage>;
const table: Table = {};
let language = "en";
let whole: Promise<void> | undefined;

const LANGUAGE_TABLES: Record<string, () => Promise<{ default: Table }>> = {
  en: () => import("virtual:messages/en"),
  fr: () => import("virtual:messages/fr"),
  es: () => import("virtual:messages/es"),
  de: () => import("virtual:messages/de"),
  it: () => import("virtual:messages/it"),
  pl: () => import("virtual:messages/pl"),
};

let note: DocumentMessages | null = null;
/** Each page view's chunks, from the messages file (lib/page-messages.server.ts). */
let viewChunks: Record<string, string[]> = {};

/** What the document said of its messages (read by `installPageMessages`). */
export function documentMessagesNote(): DocumentMessages | null {
  return note;
}

/**
 * Fetches the document's messages (a file the document's starter asks for, decisions 158 and 170); called once,
 * before hydration. Without that file, the whole language instead; without either, the page
 * still hydrates (texts it already shows stay as the server wrote them until a render needs them).
 */
export async function installPageMessages(): Promise<void> {
  const element = document.getElementById(PAGE_MESSAGES_ID);
  if (!element?.textContent) return;
  note = JSON.parse(element.textContent) as DocumentMessages;
  language = note.language;
  try {
    const response = await (takeEarlyMessagesRequest() ?? fetch(note.href));
    if (!response.ok) throw new Error(String(response.status));
    const page = (await response.json()) as {
      messages: Table;
      views?: Record<string, string[]>;
      routes?: Record<string, unknown>;
    };
    Object.assign(table, page.messages);
    viewChunks = page.views ?? {};
    // The routes the shell links to, known before React Router builds its routes (framework/route-manifest.ts).
    addRoutesToManifest(page.routes);
  } catch {
    await loadLanguage().catch(() => undefined);
  }
}

/** Where the document's starter (`framework/hydration-start.ts`) keeps the request it made for the messages file. */
export const EARLY_MESSAGES_REQUEST = "__pageMessages";

/** The document's request for its messages, once (a response's body is read once). */
function takeEarlyMessagesRequest(): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, Promise<Response> | undefined>;
  const request = holder[EARLY_MESSAGES_REQUEST];
  holder[EARLY_MESSAGES_REQUEST] = undefined;
  return request;
}

/** A page view's chunks, as the messages file names them (none when it did not load). */
export function pageViewChunks(name: string): readonly string[] {
  return viewChunks[name] ?? [];
}

/** The whole table of the page's language, once. */
export function loadLanguage(): Promise<void> {
  const load = LANGUAGE_TABLES[language] ?? LANGUAGE_TABLES.en!;
  whole ??= load().then(
    (module) => void Object.assign(table, module.default),
    (error) => {
      whole = undefined;
      throw error;
    },
  );
  return whole;
}

export function message(key: string) {
  return (inputs: Record<string, unknown> = {}): string => formatMessage(key, table[key], inputs, language);
}

/**
 * For code the page loads later (idle islands, dialogs, the error page): the document does not
 * bring its texts (scripts/page-messages-plugin.ts inlines only what first-load code names), so
 * in the browser it resolves once the language table is here too. A table that fails to load
 * does not hold the code back. The server has every message: there it is `load` itself.
 */
export function withLanguage<T>(load: () => Promise<T>): () => Promise<T> {
  if (import.meta.env.SSR) return load;
  // The table when the browser is idle or the shopper starts using the page, as the entry asks
  // it (one load): parsing it during the page's hydration, for a footer form, was a long task of
  // every first load (Lighthouse TBT).
  const language = () => whenIdleOrInteracting(1500).then(loadLanguage);
  return () => Promise.all([load(), language().catch(() => undefined)]).then(([loaded]) => loaded);
}
