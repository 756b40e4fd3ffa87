import { createContext, useContext } from "react";

/**
 * What entry.server hands to the document while it renders: the CSP nonce of this response
 * and the stylesheet to inline. In the browser both are empty: scripts already ran and the
 * styles are already in the page.
 */
export const NonceContext = createContext("");
export const InlineStylesContext = createContext("");
/** The page's messages as JSON (lib/page-messages.server.ts), for the document to carry. */
export const PageMessagesContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}

export function useInlineStyles(): string {
  return useContext(InlineStylesContext);
}

export function usePageMessagesJson(): string {
  return useContext(PageMessagesContext);
}
