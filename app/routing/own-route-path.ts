import type { LocalePrefix } from "../lib/locales";

/**
 * The path a request to a page would have written the page's way (decision 183): the locale
 * prefix and the route's own words as the route table writes them (React Router matches them in
 * any case: `/FR-FR/Cart` finds the cart), the request's params as they came, no empty segment and
 * no trailing slash (store pages, whose canonical URL ends with one (spec 2.5), are their
 * loader's to move). What a param should say (a page's own slug) is its loader's to know.
 */
export function ownRoutePath(prefix: LocalePrefix, routePath: string, pathname: string): string {
  const pattern = [prefix, ...routePath.split("/").filter(Boolean)];
  const given = pathname.split("/").filter(Boolean);
  const own: string[] = [];
  for (const [index, segment] of pattern.entries()) {
    if (segment === "*") {
      own.push(...given.slice(index));
      break;
    }
    if (!segment.startsWith(":")) own.push(segment);
    else if (index < given.length) own.push(given[index]!);
    // An optional param the request left out ends the path (`aide/:page?` → `/fr-fr/aide`).
    else break;
  }
  return `/${own.join("/")}`;
}
