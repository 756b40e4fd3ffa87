import { redirect } from "react-router";
import type { RequestContext } from "../../lib/request-context";
import { orServiceUnavailable } from "../../lib/service-unavailable.server";
import { pageNotFound } from "../../lib/not-found.server";
import { movedTo, redirectToOwnUrl } from "../../lib/own-url.server";
import { editorialPath, familyPath } from "../../pages/catalog-links";
import { catalogApi } from "../catalog-model/catalog.server";
import { readListingQuery, withoutEmptyParams } from "../catalog-model/listing-query";
import { PRIVATE_SALE_PAGE_ID } from "../site/site-params";
import { editorialView } from "./editorial-view";
import { catalogService } from "../catalog-model/catalog.server";

export type EditorialType = "landing" | "trend" | "lookbook" | "blog";

/**
 * A family's listing for a catalogue page: the URL's filters, sort and page; 404 for an unknown
 * family or page. Run by the init-catalog check, then by the loader: the catalogue service asks once.
 */
export async function loadCatalogPage(url: URL, context: RequestContext, familyId: string) {
  redirectWithoutEmptyParams(url);
  const query = readListingQuery(url.searchParams, "popular");
  const listing = await orServiceUnavailable(catalogService(context).listing(familyId, query), "Catalogue");
  if (!listing) pageNotFound(url);
  if (query.page > 1 && query.page > listing.pagination.totalPages) pageNotFound(url);
  return { kind: "catalog" as const, seo: "catalog" as const, listing, query };
}

/**
 * A catalogue page as its loader (and its Markdown twin) reads it: at its own URL, the friendly
 * `{title}--pl{familyId}` the sitemap lists, else a 301 there (other words, another case),
 * keeping the query.
 */
export async function loadCatalogPageAtOwnUrl(url: URL, context: RequestContext, familyId: string) {
  const catalog = await loadCatalogPage(url, context, familyId);
  redirectToOwnUrl(url, familyPath(context.locale.prefix, catalog.listing.family));
  return catalog;
}

/** `/catalog/{anything}/{familyId}`: a permanent move to the family's own URL, keeping the query. */
export async function redirectToCatalogPage(url: URL, context: RequestContext, familyId: string): Promise<never> {
  const { listing } = await loadCatalogPage(url, context, familyId);
  throw movedTo(url, familyPath(context.locale.prefix, listing.family));
}

/**
 * A listing URL with empty parameters (the filter form sent without JavaScript, price left blank)
 * moves for good to the same listing without them (decision 179): one URL per state, nothing to crawl twice.
 */
function redirectWithoutEmptyParams(url: URL): void {
  const clean = withoutEmptyParams(url);
  if (clean !== null) throw redirect(clean, 301);
}

/**
 * A landing, trend, lookbook or blog page as the CMS has it; 404 when it does not know it. Run by
 * the init-catalog check (landing pages), then by the loader: the catalogue service asks once.
 */
async function findEditorialPage(url: URL, context: RequestContext, type: EditorialType, id: string) {
  // The members' private sale is shown by its own page, in its window only: never as a landing.
  // Ids compared without case, before and after the read: a backend that matches ids loosely
  // must not let the sale's content into a shared (edge-cached) landing page.
  const isPrivateSale = (candidate: string | undefined) => candidate?.toUpperCase() === PRIVATE_SALE_PAGE_ID;
  if (type === "landing" && isPrivateSale(id)) pageNotFound(url);
  const page = await orServiceUnavailable(catalogService(context).page(type, id), "Content");
  if (!page || isPrivateSale(page.id)) pageNotFound(url);
  return page;
}

/**
 * A landing, trend, lookbook or blog page with its blocks, at its own URL: the friendly
 * `{slug}--lp|tp|lbp|blog{id}` with the CMS's slug (the one its content links name), else a 301
 * there (`/landingPage/{anything}/{id}` and the like, other words, another case), keeping the query.
 */
export async function loadEditorialPage(url: URL, context: RequestContext, type: EditorialType, id: string) {
  const page = await findEditorialPage(url, context, type, id);
  redirectToOwnUrl(url, editorialPath(context.locale.prefix, type, page.slug, page.id));
  return {
    kind: "editorial" as const,
    seo: type === "landing" ? ("landing" as const) : ("page" as const),
    page: editorialView(page, context.locale),
    cmsMeta: page.meta,
  };
}

/** `/landingPage/{anything}/{id}` and the like: a permanent move to the page's own URL, keeping the query. */
export async function redirectToEditorialPage(
  url: URL,
  context: RequestContext,
  type: EditorialType,
  id: string,
): Promise<never> {
  const page = await findEditorialPage(url, context, type, id);
  throw movedTo(url, editorialPath(context.locale.prefix, type, page.slug, page.id));
}

export const findLandingPage = (url: URL, context: RequestContext, id: string) =>
  findEditorialPage(url, context, "landing", id);

/** Search results: the same grid and facets, sorted by relevance. */
export async function loadSearchPage(url: URL, context: RequestContext) {
  redirectWithoutEmptyParams(url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const query = readListingQuery(url.searchParams, "relevance");
  if (!q) return { q, query, results: null };
  return { q, query, results: await orServiceUnavailable(catalogApi(context.api).search(q, query), "Search") };
}
