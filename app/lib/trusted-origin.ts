/**
 * The storefront's public origins come from configuration (`PUBLIC_ORIGINS`), never from the
 * Host header: canonical links, hreflang, sitemaps, sign-in and payment return URLs and
 * redirects are built on the configured origin the request came to. A request for any other
 * host is refused before anything renders or is cached (decision 99), so a forged Host can
 * neither poison the edge cache nor point a shopper's links elsewhere.
 */

/** The configured origins, in order (the first is the primary one); a malformed entry is an error. */
export function parsePublicOrigins(raw: string): string[] {
  return raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if ((url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== entry.replace(/\/$/, "")) {
        throw new Error(`PUBLIC_ORIGINS: "${entry}" is not a bare http(s) origin`);
      }
      return url.origin;
    });
}

/** The configured origin serving this request's host, or null when the host is not one of ours. */
export function trustedOrigin(origins: readonly string[], requestUrl: string): string | null {
  const host = new URL(requestUrl).host.toLowerCase();
  return origins.find((origin) => new URL(origin).host === host) ?? null;
}
