import { m } from "../paraglide/messages.js";
import type { FriendlyPage } from "../routing/friendly-urls";
import { productAtOwnUrl } from "../features/catalog/product.server";
import { loadCatalogPageAtOwnUrl, loadSearchPage } from "../features/catalog/listing.server";
import { helpPageAtOwnUrl } from "../features/content/help.server";
import { loadStorePage } from "../features/stores/store-page.server";
import { helpMarkdown, listingMarkdown, productMarkdown, storeMarkdown } from "./markdown";
import type { TwinArgs } from "./markdown-twin.server";

/**
 * The twins' data, read as the pages read theirs (the same services, checks, 404s and redirects
 * to a page's own URL), without what only the HTML shows (recommendations, store stock, offers).
 */

/** A friendly URL's twin: the product, or the catalogue page; editorial pages have none. */
export async function friendlyTwin(args: TwinArgs, page: FriendlyPage | undefined): Promise<string | null> {
  const { url, requestContext, twin } = args;
  if (page?.kind === "product") {
    const { product, option } = await productAtOwnUrl(url, requestContext, page.productId);
    return productMarkdown(product, option.optionId, twin);
  }
  if (page?.kind === "catalog") return catalogTwin(args, page.familyId);
  return null;
}

/** A family's listing: the URL's filters, sort and page, as on the page. */
async function catalogTwin(args: TwinArgs, familyId: string): Promise<string> {
  const { url, requestContext, twin } = args;
  const { listing } = await loadCatalogPageAtOwnUrl(url, requestContext, familyId);
  return listingMarkdown(
    {
      title: listing.family.title,
      url: new URL(url.pathname + url.search, twin.origin),
      products: listing.products,
      pagination: listing.pagination,
      empty: m.listing_empty({}, { locale: twin.locale.language }),
    },
    twin,
  );
}

/** Search results; the search page without a query has no twin. */
export async function searchTwin({ url, requestContext, twin }: TwinArgs): Promise<string | null> {
  const { q, results } = await loadSearchPage(url, requestContext);
  if (!q || !results) return null;
  const options = { locale: twin.locale.language };
  return listingMarkdown(
    {
      title: m.search_results_title({ query: q }, options),
      url: new URL(url.pathname + url.search, twin.origin),
      products: results.products,
      pagination: results.pagination,
      empty: m.agent_md_no_results({ query: q }, options),
    },
    twin,
  );
}

/** The help centre's index, or a topic (404 when unknown). */
export async function helpTwin({ url, params, requestContext, twin }: TwinArgs): Promise<string> {
  const { topics, topic } = await helpPageAtOwnUrl(url, requestContext, params.page);
  return helpMarkdown(topics, topic, twin);
}

/** A store's page. */
export async function storeTwin(args: TwinArgs, storeId: string | null): Promise<string> {
  const { url, requestContext, twin } = args;
  const store = await loadStorePage(requestContext, url, storeId);
  return storeMarkdown(store.view, store.countryName, twin.origin + store.canonicalPath, twin);
}
