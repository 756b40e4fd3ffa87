import { useLocation, useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, LOCALES, localeFromPath, type LocaleInfo, type LocalePrefix } from "./locales";

/**
 * The page's locale: its path prefix, else the locale the server chose for the request
 * (cookie, then Accept-Language), else English. Messages are called with it explicitly,
 * `m.key(inputs, { locale: useLocale().language })`, so that concurrent server renders in
 * one isolate never share a global locale.
 */
export function useLocale(): LocaleInfo {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as { locale?: LocalePrefix } | undefined;
  return localeFromPath(pathname) ?? LOCALES[root?.locale ?? DEFAULT_LOCALE];
}

/** The paraglide options for the page's language. */
export function useMessageOptions(): { locale: LocaleInfo["language"] } {
  return { locale: useLocale().language };
}

/** A paraglide message without inputs, as kept in a key → message table. */
export type Message = (inputs: Record<string, never>, options: { locale: LocaleInfo["language"] }) => string;
