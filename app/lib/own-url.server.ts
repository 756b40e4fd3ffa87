import { redirect } from "react-router";

/**
 * One URL per page (decisions 101, 183): a request that reached a page by another path (other
 * words in its slug, an old name, another URL shape, another case, a trailing slash) moves
 * permanently to the page's own path, keeping the rest of the query, so the page's canonical link
 * (its own address) never repeats what a visitor typed. `ownPath` is the path the sitemap and every
 * link name; it may carry its own query (a product colour's `?option=`), which wins.
 *
 * Paths are compared decoded: an accent written `%C3%A9`, `%c3%a9` or as itself is the same path,
 * so the redirect's target, requested again by any client, always answers without a redirect.
 */
export function redirectToOwnUrl(url: URL, ownPath: string): void {
  if (decoded(new URL(ownPath, url).pathname) !== decoded(url.pathname)) throw movedTo(url, ownPath);
}

/** The permanent move to `ownPath`, with the request's query parameters it does not set itself. */
export function movedTo(url: URL, ownPath: string): Response {
  const own = new URL(ownPath, url);
  for (const [name, value] of url.searchParams) if (!own.searchParams.has(name)) own.searchParams.append(name, value);
  return redirect(`${own.pathname}${own.search}`, 301);
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
