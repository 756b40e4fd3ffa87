import { createContext, useContext } from "react";
import type { DocumentMessages } from "./page-messages-format";
import { documentMessagesNote } from "./page-messages";

/**
 * What entry.server hands to the document while it renders: the CSP nonce of this response.
 * In the browser it is empty: scripts already ran.
 */
export const NonceContext = createContext("");
/** Where the page's messages are (lib/page-messages.server.ts), for the document to say. */
export const PageMessagesContext = createContext<DocumentMessages | null>(null);

export function useNonce(): string {
  return useContext(NonceContext);
}

/** The server's note while it renders; in the browser, the one the document came with (the same). */
export function usePageMessagesNote(): DocumentMessages | null {
  return useContext(PageMessagesContext) ?? documentMessagesNote();
}
