import { SHOP_DOMAIN_BY_SITE, SITES, type LocalePrefix, type Site } from "./locales";

/**
 * Cookie names, lifetimes and serialisation (spec 9), free of zod so the browser bundle can
 * use them; the checks of cookie values live in `cookie-schemas.ts`.
 */

export const COOKIE_MAX_AGE = {
  locale: 365 * 24 * 60 * 60,
  anonymousId: 31_536_000,
  cart: 2_592_000,
  popinDismissal: 30 * 24 * 60 * 60,
} as const;

/** The country popin's 30-day dismissal of one proposed locale (read by the edge worker). */
export const popinDismissalCookie = (locale: LocalePrefix) => `as_popin_dismissed_${locale}`;

/**
 * One cart per site (decision 178): every prefix is served on one origin, and a cart belongs to
 * its site's store, currency, delivery and payment rules, so each site keeps its own cart id
 * (`as_cart_id_fr`, `as_cart_id_ch`...). A shopper who changes site meets that site's cart, and
 * finds the one they left on their return.
 */
export const cartCookie = (site: Site) => `as_cart_id_${SHOP_DOMAIN_BY_SITE[site]}`;
export const CART_COOKIES: readonly string[] = SITES.map(cartCookie);

/** Auth cookies (tokens, anonymous id) carry the environment as a suffix (spec 9). */
export function cookieNames(environment: string) {
  const suffix = `_${environment}`;
  return {
    locale: "as_locale",
    anonymousId: `as_anonymous_id${suffix}`,
    accessToken: `as_access_token${suffix}`,
    refreshToken: `as_refresh_token${suffix}`,
    cart: cartCookie,
    /** A one-shot notice for the next page (the cart-merged toast after sign-in). */
    flash: "as_flash",
    siteVersion: "as_site_version",
    /** The shopper's consent choice (features/consent). */
    consent: "as_consent",
    popinDismissed: popinDismissalCookie,
    mockFault: "mock-fault",
    /** The dev kit's world (decision 129): whose customers' records the mock answers with. */
    mockWorld: "mock-world",
  };
}

export type CookieNames = ReturnType<typeof cookieNames>;

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAge?: number;
  path?: string;
  domain?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push("Secure");
  if (options.httpOnly) parts.push("HttpOnly");
  parts.push(`SameSite=${options.sameSite ?? "Lax"}`);
  return parts.join("; ");
}
