import type { Position } from "./geo";

/**
 * What the place finder was asked, read from the URL (a GET form: results can be shared, reloaded
 * and reached without JavaScript). `q` is a town or a postcode; `near` is the browser's position,
 * rounded to 0.01° (about 1 km) before it ever reaches a URL, a log or the backend.
 * `productId` and `size` ask for the stock of one size in each store. Parsed on the server
 * (finder-query.server.ts); this half is what the browser needs to write such a URL.
 */
export type FinderQuery =
  | { by: "none" }
  | { by: "text"; text: string }
  | { by: "position"; position: Position }
  /** A `near` that is not a position: said, and treated as no search. */
  | { by: "invalid" }
  /**
   * "Near me" sent without a position (a link or a page from before "near me" waited for
   * scripts): said; the town typed, if any, is still searched (the list never empties for it).
   */
  | { by: "unlocated"; text?: string };

/** `near` without a position: what "near me" sent before it waited for scripts; still understood. */
export const NEAR_ME = "me";

/** The search a query runs: "near me" without a position searches the town typed beside it, else nothing. */
export function searchedQuery(query: FinderQuery): FinderQuery {
  return query.by === "unlocated" && query.text ? { by: "text", text: query.text } : query;
}

export interface StockQuery {
  productId: string;
  size: string;
}

export const FINDER_TEXT_MAX = 60;

export const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

export function positionParam(position: Position): string {
  return `${roundCoordinate(position.lat)},${roundCoordinate(position.lon)}`;
}

/** The query string of a finder search, keeping the stock being looked for. */
export function finderSearch(query: FinderQuery, stock: StockQuery | null): string {
  const params = new URLSearchParams();
  if (query.by === "text") params.set("q", query.text);
  if (query.by === "position") params.set("near", positionParam(query.position));
  if (stock) {
    params.set("productId", stock.productId);
    params.set("size", stock.size);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}
