import { redirect } from "react-router";
import type { RequestContext } from "../../lib/request-context";
import { orServiceUnavailable } from "../../lib/service-unavailable.server";
import { pageNotFound } from "../../lib/not-found.server";
import { catalogApi } from "./catalog.server";
import { readListingQuery, withoutEmptyParams } from "./listing-query";
import { PRIVATE_SALE_PAGE_ID } from "../site/site-params";
import { editorialView } from "./editorial-view";

export type EditorialType = "landing" | "trend" | "lookbook" | "blog";

/**
 * A family's listing for a catalogue page: the URL's filters, sort and page; 404 for an unknown
 * family or page. Run by the init-catalog check, then by the loader: the catalogue service asks once.
 */
export async function loadCatalogPage(url: URL, context: RequestContext, familyId: string) {
  redirectWithoutEmptyParams(url);
  const query = readListingQuery(url.searchParams, "popular");
  const listing = await orServiceUnavailable(context.catalog.listing(familyId, query), "Catalogue");
  if (!listing) pageNotFound(url);
  if (query.page > 1 && query.page > listing.pagination.totalPages) pageNotFound(url);
  return { kind: "catalog" as const, seo: "catalog" as const, listing, query };
}

/**
 * A listing URL with empty parameters (the filter form sent without JavaScript, price left blank)
 * moves for good to the same listing without them (decision 179): one URL per state, nothing to crawl twice.
 */
function redirectWithoutEmptyParams(url: URL): void {
  const clean = withoutEmptyParams(url);
  if (clean !== null) throw redirect(clean, 301);
}

/** A landing, trend, lookbook or blog page with its blocks; 404 when the CMS does not know it. */
export async function loadEditorialPage(url: URL, context: RequestContext, type: EditorialType, id: string) {
  // The members' private sale is shown by its own page, in its window only: never as a landing.
  // Ids compared without case, before and after the read: a backend that matches ids loosely
  // must not let the sale's content into a shared (edge-cached) landing page.
  const isPrivateSale = (candidate: string | undefined) => candidate?.toUpperCase() === PRIVATE_SALE_PAGE_ID;
  if (type === "landing" && isPrivateSale(id)) pageNotFound(url);
  const page = await orServiceUnavailable(context.catalog.page(type, id), "Content");
  if (!page || isPrivateSale(page.id)) pageNotFound(url);
  return {
    kind: "editorial" as const,
    seo: type === "landing" ? ("landing" as const) : ("page" as const),
    page: editorialView(page, context.locale),
    cmsMeta: page.meta,
  };
}

export const loadLandingPage = (url: URL, context: RequestContext, id: string) =>
  loadEditorialPage(url, context, "landing", id);

/** Search results: the same grid and facets, sorted by relevance. */
export async function loadSearchPage(url: URL, context: RequestContext) {
  redirectWithoutEmptyParams(url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const query = readListingQuery(url.searchParams, "relevance");
  if (!q) return { q, query, results: null };
  return { q, query, results: await orServiceUnavailable(catalogApi(context.api).search(q, query), "Search") };
}
