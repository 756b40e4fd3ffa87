import { redirect } from "react-router";

/**
 * A friendly URL whose words are not the page's own (`/en/anything-at-all--p1000003`, an old
 * product name, a mistyped colour or family) moves permanently to the page's own URL, keeping
 * the rest of the query: one URL per page, and a canonical link that never repeats what a
 * visitor typed. `ownPath` may carry its own query (a product colour's `?option=`).
 */
export function redirectToOwnSlug(url: URL, ownPath: string): void {
  const own = new URL(ownPath, url);
  if (own.pathname === url.pathname) return;
  for (const [name, value] of url.searchParams) if (!own.searchParams.has(name)) own.searchParams.append(name, value);
  throw redirect(`${own.pathname}${own.search}`, 301);
}
