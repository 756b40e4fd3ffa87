/**
 * Where a redirect may send the shopper back to: a path of this site only. Accepts a path or an
 * absolute URL of our own origin (a Referer); refuses other hosts, `//host`, backslashes and
 * control characters (a NUL would break the Location header). Returns path and query, or null.
 */
export function sameSitePath(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (!value.startsWith("/") && !value.startsWith(url.origin)) return null;
  if (value.startsWith("//")) return null;
  return `${url.pathname}${url.search}`;
}
