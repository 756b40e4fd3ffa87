import { DEFAULT_LOCALE, LOCALE_PREFIXES, LOCALES, localeFromPath, withLocale } from "./locales";
import type { SeoKind } from "../routing/page-kinds";

/**
 * SEO rules of spec 2.4 and 9: account paths are noindex,nofollow; catalogue and landing
 * pages keep only their `p` parameter in the canonical; other pages with a query string are
 * noindex; every page lists its 12 alternates (x-default → en).
 */
export interface SeoTags {
  robots: string | undefined;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
}

const ACCOUNT_PATH = /^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/account(?:\/|$)/i;

export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_PATH.test(pathname);
}

export function robotsFor(pathname: string, search: string, kind: SeoKind): string | undefined {
  if (isAccountPath(pathname)) return "noindex, nofollow";
  // Catalogue and landing pages stay indexable with filters: their canonical drops them.
  if (kind !== "page") return undefined;
  return search.replace(/^\?/, "") ? "noindex, follow" : undefined;
}

function keptQuery(search: string, kind: SeoKind): string {
  if (kind === "page") return "";
  const page = new URLSearchParams(search).get("p");
  return page && /^\d+$/.test(page) && page !== "1" ? `?p=${page}` : "";
}

export function seoTags(origin: string, pathname: string, search: string, kind: SeoKind): SeoTags {
  const query = keptQuery(search, kind);
  const absolute = (path: string) => `${origin}${path}${query}`;
  const alternates = LOCALE_PREFIXES.map((prefix) => ({
    hrefLang: LOCALES[prefix].hrefLang,
    href: absolute(withLocale(pathname, prefix)),
  }));
  alternates.push({ hrefLang: "x-default", href: absolute(withLocale(pathname, DEFAULT_LOCALE)) });
  const current = localeFromPath(pathname);
  return {
    robots: robotsFor(pathname, search, kind),
    canonical: absolute(current ? pathname.replace(/\/+$/, "") || "/" : pathname),
    alternates,
  };
}
