import { useMatches } from "react-router";
import { authStateTagOf, composeAuthState } from "../auth/auth-state";
import { isLocalePrefix } from "../../lib/locales";
import { pagePath } from "../../lib/tracking-params";
import type { FlowName } from "../../pages/kinds";
import type { ShellData } from "./shell.server";

export type Shell = ShellData & { signInUrl: string; createAccountUrl: string };

/** The shell's data, loaded once by the locale route; undefined above it (unknown locales). */
export function useShell(): Shell | undefined {
  const match = useMatches().find((entry) => isLocalePrefix(entry.id));
  return match?.loaderData as Shell | undefined;
}

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
  if (tag) url.searchParams.set("state", composeAuthState(tag, pagePath(pathname, search)));
  if (flow) url.searchParams.set("origin", flow);
  else url.searchParams.delete("origin");
  return url.origin === "http://relative.invalid" ? `${url.pathname}${url.search}` : url.href;
}
