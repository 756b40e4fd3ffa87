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
  return originsByHost(origins).get(host) ?? null;
}

/** The configured origins by host, worked out once per configuration (every request asks). */
const ORIGINS_BY_HOST = new WeakMap<readonly string[], Map<string, string>>();
function originsByHost(origins: readonly string[]): Map<string, string> {
  let byHost = ORIGINS_BY_HOST.get(origins);
  if (!byHost) {
    byHost = new Map();
    // The first origin of a host wins, as a search in order would find it.
    for (const origin of [...origins].reverse()) byHost.set(new URL(origin).host, origin);
    ORIGINS_BY_HOST.set(origins, byHost);
  }
  return byHost;
}
