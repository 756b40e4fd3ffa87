import { isMarketingTag } from "../../lib/marketing-tags";
/**
 * A listing's state lives in its URL (shareable, crawlable, works without JavaScript):
 * p (page), n (products per page), sort, size, colour, tag (repeatable), min and max (in
 * units of the currency).
 * Unknown or malformed values are dropped, never an error.
 */
export const SORTS = ["popular", "new", "price-asc", "price-desc", "relevance"] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZES = [24, 48, 96] as const;
/** A listing's first page is 24 products (decision 161): its document stays within 20 KB gzip. */
export const DEFAULT_PAGE_SIZE = 24;

export interface ListingQuery {
  page: number;
  /** Products per page: 24 unless the shopper asked for 48 or 96 (`n`). */
  pageSize: number;
  sort: Sort;
  sizes: string[];
  colours: string[];
  tags: string[];
  priceMin?: number;
  priceMax?: number;
}

function amount(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  return Number(value) * 100;
}

export function readListingQuery(search: URLSearchParams, defaultSort: Sort): ListingQuery {
  const page = Number(search.get("p") ?? "1");
  const pageSize = Number(search.get("n"));
  const sort = search.get("sort");
  const clean = (values: string[], pattern: RegExp) =>
    [...new Set(values.filter((value) => pattern.test(value)))].slice(0, 20);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as Sort) : defaultSort,
    sizes: clean(search.getAll("size"), /^[\w .x/-]{1,12}$/),
    colours: clean(search.getAll("colour"), /^[A-Z_]{2,20}$/),
    tags: search.getAll("tag").filter(isMarketingTag),
    priceMin: amount(search.get("min")),
    priceMax: amount(search.get("max")),
  };
}

/** The same state as a query string (page 1 and the default sort left out), for links. */
export function listingSearch(query: ListingQuery, defaultSort: Sort, changes: Partial<ListingQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.sort !== defaultSort) params.set("sort", next.sort);
  for (const size of next.sizes) params.append("size", size);
  for (const colour of next.colours) params.append("colour", colour);
  for (const tag of next.tags) params.append("tag", tag);
  if (next.priceMin !== undefined) params.set("min", String(next.priceMin / 100));
  if (next.priceMax !== undefined) params.set("max", String(next.priceMax / 100));
  if (next.pageSize !== DEFAULT_PAGE_SIZE) params.set("n", String(next.pageSize));
  if (next.page > 1) params.set("p", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * A listing form's fields as a query string, the empty ones left out: a price left blank is no
 * filter, and `min=&max=` in a shared URL says nothing (issue 49). Surrounding spaces are not a value.
 */
export function searchWithoutEmpty(fields: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  return params;
}

/**
 * Where a listing URL with empty parameters lives (a form sent without JavaScript): the same path
 * and parameters, the empty ones dropped; null when it has none.
 */
export function withoutEmptyParams(url: URL): string | null {
  const params = [...url.searchParams];
  if (params.every(([, value]) => value.trim() !== "")) return null;
  const clean = searchWithoutEmpty(params).toString();
  return `${url.pathname}${clean ? `?${clean}` : ""}`;
}
