/**
 * Where a redirect may send the shopper back to: a path of this site only. Accepts a path or an
 * absolute URL of our own origin (a Referer); refuses other hosts and control characters (a NUL
 * would break the Location header). The answer is checked after the URL is normalised: `/.//x`
 * or `/a/..//x` become `//x`, which a browser reads as another host.
 */
export function sameSitePath(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (!value.startsWith("/") && !value.startsWith(`${new URL(origin).origin}/`)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}`;
  if (url.origin !== new URL(origin).origin || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\"))
    return null;
  return path;
}
