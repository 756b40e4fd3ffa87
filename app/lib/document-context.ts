import { createContext, useContext } from "react";

/**
 * What entry.server hands to the document while it renders: the CSP nonce of this response.
 * In the browser it is empty: scripts already ran.
 */
export const NonceContext = createContext("");
/** The page's messages as JSON (lib/page-messages.server.ts), for the document to carry. */
export const PageMessagesContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}

export function usePageMessagesJson(): string {
  return useContext(PageMessagesContext);
}
