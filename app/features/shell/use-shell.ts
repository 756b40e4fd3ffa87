import { useLocation, useMatches } from "react-router";
import { authStateTagOf, composeAuthState } from "../auth/auth-state";
import { isLocalePrefix } from "../../lib/locales";
import { NO_FLASH, type Flash } from "./flash";
import type { FlowName } from "../../routing/page-kinds";
import type { ShellData } from "./shell.server";

export type Shell = ShellData & { signInUrl: string; createAccountUrl: string };

/** The shell's data, loaded once by the locale route; undefined above it (unknown locales). */
export function useShell(): Shell | undefined {
  const match = useMatches().find((entry) => isLocalePrefix(entry.id));
  return match?.loaderData as Shell | undefined;
}

/**
 * The one-shot messages the server left for this page (the answer of a plain form post, the
 * cart-merged notice): for the document load that carried them only. The shell's data outlives
 * client navigations, and an answer must not follow the shopper to other pages.
 */
export function useFlash(): Flash {
  const shell = useShell();
  const { key } = useLocation();
  if (!shell) return NO_FLASH;
  // The server renders the document load only. In the browser, the location the page hydrated
  // at is the document's (its key is not always "default": a redirect chain can carry one).
  if (typeof document === "undefined") return shell.flash;
  documentLocationKey ??= key;
  return key === documentLocationKey ? shell.flash : NO_FLASH;
}

/** The key of the location this document was loaded at (browser only: set on first render). */
let documentLocationKey: string | undefined;

/**
 * The provider URL with `state` pointing to the page the shopper is on now (the shell is not
 * reloaded per page), keeping the browser's tag the server put in it, and the page's flow (R3.23).
 */
export function withReturnTo(
  providerUrl: string,
  pathname: string,
  search: string,
  flow: FlowName | null = null,
): string {
  const url = new URL(providerUrl, "http://relative.invalid");
  const tag = authStateTagOf(url.searchParams.get("state"));
  if (tag) url.searchParams.set("state", composeAuthState(tag, `${pathname}${search}`));
  if (flow) url.searchParams.set("origin", flow);
  else url.searchParams.delete("origin");
  return url.origin === "http://relative.invalid" ? `${url.pathname}${url.search}` : url.href;
}
