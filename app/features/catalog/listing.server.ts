import { data } from "react-router";
import type { RequestContext } from "../../lib/request-context";
import { pageNotFound } from "../../routing/not-found.server";
import { catalogApi } from "./catalog.server";
import { readListingQuery } from "./listing-query";

/** A family's listing for a catalogue page: the URL's filters, sort and page; 404 for an unknown family or page. */
export async function loadCatalogPage(url: URL, context: RequestContext, familyId: string) {
  const query = readListingQuery(url.searchParams, "popular");
  let listing;
  try {
    listing = await catalogApi(context.api).listing(familyId, query);
  } catch {
    throw data("Catalogue unavailable", { status: 503 });
  }
  if (!listing) pageNotFound(url);
  if (query.page > 1 && query.page > listing.pagination.totalPages) pageNotFound(url);
  return { kind: "catalog" as const, listing, query };
}

/** Search results: the same grid and facets, sorted by relevance. */
export async function loadSearchPage(url: URL, context: RequestContext) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const query = readListingQuery(url.searchParams, "relevance");
  if (!q) return { q, query, results: null };
  try {
    return { q, query, results: await catalogApi(context.api).search(q, query) };
  } catch {
    throw data("Search unavailable", { status: 503 });
  }
}
