import { m } from "../paraglide/messages.js";
import type { FriendlyPage } from "../routing/friendly-urls";
import { href } from "../pages/href";
import { editorialTarget } from "../routing/friendly-urls";
import { productAtOwnUrl } from "../features/catalog/product.server";
import { loadCatalogPageAtOwnUrl, loadEditorialPage, loadSearchPage } from "../features/catalog/listing.server";
import { catalogApi } from "../features/catalog-model/catalog.server";
import { loadCartPage } from "../features/cart/cart-page.server";
import { loadStoreDirectory, loadStoreLocator } from "../features/stores/locator-page.server";
import { helpPageAtOwnUrl } from "../features/content/help.server";
import { loadStorePage } from "../features/stores/store-page.server";
import { helpMarkdown, listingMarkdown, productMarkdown, storeMarkdown } from "./markdown";
import { cartMarkdown, contentMarkdown, storeDirectoryMarkdown, storeLocatorMarkdown } from "./markdown-pages";
import type { TwinArgs } from "./markdown-twin.server";

/**
 * The twins' data, read as the pages read theirs (the same services, checks, 404s and redirects
 * to a page's own URL), without what only the HTML shows (recommendations, store stock, offers).
 */

/** A friendly URL's twin: the product, the catalogue page, or an editorial page (landing, trend, lookbook, blog). */
export async function friendlyTwin(args: TwinArgs, page: FriendlyPage | undefined): Promise<string | null> {
  const { url, requestContext, twin } = args;
  if (page?.kind === "product") {
    const { product, option } = await productAtOwnUrl(url, requestContext, page.productId);
    return productMarkdown(product, option.optionId, twin);
  }
  if (page?.kind === "catalog") return catalogTwin(args, page.familyId);
  if (page && page.kind !== "legacy-product") {
    const { type, id } = editorialTarget(page);
    const { page: editorial } = await loadEditorialPage(url, requestContext, type, id);
    return contentMarkdown(
      {
        title: editorial.title,
        intro: editorial.intro || null,
        published: editorial.published,
        blocks: editorial.blocks,
        url: twin.origin + url.pathname,
      },
      twin,
    );
  }
  return null;
}

/** The home page: its blocks; a content service that fails leaves the shop's description, as the page does. */
export async function homeTwin({ requestContext, twin }: TwinArgs): Promise<string> {
  const options = { locale: twin.locale.language };
  const home = await catalogApi(requestContext.api)
    .home()
    .catch(() => null);
  return contentMarkdown(
    {
      title: m.shell_brand({}, options),
      intro: home?.blocks.length ? m.home_description({}, options) : m.home_intro({}, options),
      published: null,
      blocks: home?.blocks ?? [],
      url: twin.origin + href(twin.locale.prefix, "index"),
    },
    twin,
  );
}

/** The shopper's own cart (never shared, never kept by the edge): its lines, totals and delivery estimates. */
export async function cartTwin({ url, requestContext, twin }: TwinArgs): Promise<string> {
  const page = await loadCartPage(url, requestContext, null);
  return cartMarkdown(
    { cart: page.cart, currency: page.currency, delivery: page.delivery, shareUrl: page.shareUrl },
    twin,
  );
}

/** The store locator: the search's results, or every store before one. */
export async function storeLocatorTwin({ url, requestContext, twin }: TwinArgs): Promise<string> {
  const { finder, overview, words } = await loadStoreLocator(requestContext, url);
  return storeLocatorMarkdown(
    {
      title: m.stores_title({}, { locale: twin.locale.language }),
      intro: words.intro,
      status: finder.status,
      places: finder.places,
      overview,
      url: twin.origin + url.pathname + url.search,
    },
    twin,
  );
}

/** Every store, by country and city. */
export async function storeDirectoryTwin({ requestContext, twin }: TwinArgs): Promise<string> {
  const options = { locale: twin.locale.language };
  return storeDirectoryMarkdown(
    {
      title: m.stores_all_title({}, options),
      intro: m.stores_all_intro({}, options),
      countries: await loadStoreDirectory(requestContext),
      empty: m.stores_none_anywhere({}, options),
      url: twin.origin + href(twin.locale.prefix, "stores-all"),
    },
    twin,
  );
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
