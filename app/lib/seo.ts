import { DEFAULT_LOCALE, LOCALE_PREFIXES, LOCALES, localeFromPath, SITES_WITH_STORES, withLocale } from "./locales";
import type { SeoKind } from "../pages/kinds";
import { withoutTrackingParams } from "./tracking-params";

/**
 * SEO rules of spec 2.4 and 9: account paths are noindex,nofollow; catalogue and landing
 * pages keep only their `p` parameter in the canonical; other pages with a query string are
 * noindex, tracking parameters aside (R9.09: the edge cache shares a campaign link's copy with
 * the clean URL); every page lists its 12 alternates (x-default → en).
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
  return withoutTrackingParams(search).toString() ? "noindex, follow" : undefined;
}

function keptQuery(search: string, kind: SeoKind): string {
  if (kind === "page") return "";
  const page = new URLSearchParams(search).get("p");
  return page && /^\d+$/.test(page) && page !== "1" ? `?p=${page}` : "";
}

/** Store pages: their canonical URL ends with a slash (spec 2.5); other pages' never does. */
const STORE_PAGE = /^\/[a-z-]+\/stores\/[^/]+\/[^/]+\/[^/]+\/?$/;
const STORE_PATH = /^\/[a-z-]+\/stores(?:\/|$)/;

function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "") || "/";
  return STORE_PAGE.test(pathname) ? `${trimmed}/` : trimmed;
}

export function seoTags(origin: string, pathname: string, search: string, kind: SeoKind): SeoTags {
  const query = keptQuery(search, kind);
  const absolute = (path: string) => `${origin}${path}${query}`;
  // Store pages exist only on the sites with stores (R9.10): no alternate points at a 404.
  const prefixes = STORE_PATH.test(pathname)
    ? LOCALE_PREFIXES.filter((prefix) => SITES_WITH_STORES.includes(LOCALES[prefix].site))
    : LOCALE_PREFIXES;
  const alternates = prefixes.map((prefix) => ({
    hrefLang: LOCALES[prefix].hrefLang,
    href: absolute(withLocale(pathname, prefix)),
  }));
  alternates.push({ hrefLang: "x-default", href: absolute(withLocale(pathname, DEFAULT_LOCALE)) });
  const current = localeFromPath(pathname);
  return {
    robots: robotsFor(pathname, search, kind),
    canonical: absolute(current ? canonicalPath(pathname) : pathname),
    alternates,
  };
}
