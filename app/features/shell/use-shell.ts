import { useMatches } from "react-router";
import { isLocalePrefix } from "../../lib/locales";
import type { ShellData } from "./shell.server";

export type Shell = ShellData & { signInUrl: string; createAccountUrl: string };

/** The shell's data, loaded once by the locale route; undefined above it (unknown locales). */
export function useShell(): Shell | undefined {
  const match = useMatches().find((entry) => isLocalePrefix(entry.id));
  return match?.loaderData as Shell | undefined;
}

/** The provider URL with `state` set to the page the shopper is on now (the shell is not reloaded per page). */
export function withReturnTo(providerUrl: string, pathname: string, search: string): string {
  const url = new URL(providerUrl, "http://relative.invalid");
  url.searchParams.set("state", `${pathname}${search}`);
  return url.origin === "http://relative.invalid" ? `${url.pathname}${url.search}` : url.href;
}
