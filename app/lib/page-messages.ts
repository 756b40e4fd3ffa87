import { formatMessage, type CompactMessage } from "./page-messages-format";
import { whenIdleOrInteracting } from "./idle";

/**
 * The browser's messages (decision 90): paraglide's message modules become `message(key)`
 * lookups here, in the page's language only. The document brings the texts its first-load
 * code can show (`PAGE_MESSAGES_ID`); the rest of the language arrives when the browser is
 * idle, and client navigations wait for it (root `clientMiddleware`).
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

/** Reads the document's messages; called once, before hydration. */
export function installPageMessages(): void {
  const element = document.getElementById(PAGE_MESSAGES_ID);
  if (!element?.textContent) return;
  const page = JSON.parse(element.textContent) as { language: string; messages: Table };
  language = page.language;
  Object.assign(table, page.messages);
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
