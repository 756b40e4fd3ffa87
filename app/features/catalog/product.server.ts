import { data } from "react-router";
import type { RequestContext } from "../../lib/request-context";
import { pageNotFound } from "../../lib/not-found.server";
import { optionFromUrl, productOptionPath } from "../catalog-model/product-options";
import type { Product } from "../catalog-model/schemas";
import { environmentalSheetRows } from "./environmental-sheet";
import { movedTo, redirectToOwnUrl } from "../../lib/own-url.server";
import { catalogService } from "../catalog-model/catalog.server";

/** How a URL names a product: by id (friendly URL), by option (legacy, /product/x/{id}), or by GTIN. */
export type ProductTarget = { productId: string } | { optionId: string } | { gtin: string } | { productRef: string };

const inFirstColour = (product: Product | null) =>
  product ? { product, optionId: product.options[0]!.optionId } : null;

/**
 * The product a URL names, with the option it selects; null when the catalogue does not know it.
 * Asked by the init-product check (404 early) and again by the page's loader, answered once
 * (the request's catalogue service remembers it). A catalogue outage is a 503 page.
 */
export async function findProduct(
  context: RequestContext,
  target: ProductTarget,
): Promise<{ product: Product; optionId: string } | null> {
  const catalog = catalogService(context);
  try {
    if ("productId" in target) return inFirstColour(await catalog.product(target.productId));
    if ("optionId" in target) return await catalog.productByOption(target.optionId);
    // GTIN-8 to GTIN-14, sent as they are: a 14-digit GTIN keeps its first digit.
    if ("gtin" in target) return target.gtin.length <= 14 ? await catalog.productByGtin(target.gtin) : null;
    return (
      (await catalog.productByOption(target.productRef)) ?? inFirstColour(await catalog.product(target.productRef))
    );
  } catch {
    throw data("Catalogue unavailable", { status: 503 });
  }
}

/**
 * The product page's data: the product (awaited: the first paint needs it), the selected
 * option, and store stock and recommendations (deferred: streamed after the shell).
 */
export async function loadProductPage(url: URL, context: RequestContext, productId: string) {
  const { product, option } = await productAtOwnUrl(url, context, productId);
  const site = await context.siteParams();
  // Store stock for the size the shopper asked about (the store form), else the first in stock.
  const firstInStock = option.sizes.find((size) => size.availabilityCode >= 1) ?? option.sizes[0]!;
  const storeSize = option.sizes.find((size) => size.sku === url.searchParams.get("storeSku")) ?? firstInStock;
  const city = (url.searchParams.get("city") ?? "").trim().slice(0, 40) || undefined;
  const storeStock = site.params.ereservation
    ? catalogService(context)
        .storeStock(storeSize.sku, site.countryCodeISO2, city)
        .catch(() => null)
    : Promise.resolve(null);
  // "You may also like": the family's best sellers, streamed after the page.
  const recommendations = catalogService(context)
    .listing(product.familyId, { page: 1, pageSize: 24, sort: "popular", sizes: [], colours: [], tags: [] })
    .then((listing) => (listing?.products ?? []).filter((card) => card.productId !== product.productId).slice(0, 8))
    .catch(() => []);
  return {
    kind: "product" as const,
    seo: "page" as const,
    origin: context.origin,
    recommendations,
    product,
    optionId: option.optionId,
    canonicalPath: productOptionPath(context.locale.prefix, product, option.optionId),
    // The AGEC sheet's rows, worded here (features/catalog/environmental-sheet.tsx).
    agecRows:
      site.params.flags.agec && product.environmentalSheet
        ? environmentalSheetRows(product.environmentalSheet, context.locale.language)
        : null,
    flags: {
      ecoDesign: site.params.flags.showEcoDesign,
      alert: site.params.flags.showProductAvailabilityAlert,
      wishlist: site.params.flags.wishlist,
      ereservation: site.params.ereservation,
      storePages: site.params.storeLocator.isActive,
    },
    sizingRegion: context.locale.sizingRegion,
    storeQuery: { sku: storeSize.sku, city: city ?? "" },
    storeStock,
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;

/**
 * The product a friendly URL names, in the colour it selects: 404 when unknown, a 301 to its own
 * URL when the words are not its own. Its page and its Markdown twin (app/agents) both start here.
 */
export async function productAtOwnUrl(url: URL, context: RequestContext, productId: string) {
  const found = await findProduct(context, { productId });
  if (!found) pageNotFound(url);
  const { product } = found;
  const slug = /\/([^/]*)--p[^/]*$/.exec(url.pathname)?.[1] ?? null;
  const option = optionFromUrl(product, url.searchParams.get("option"), slug);
  redirectToOwnUrl(url, productOptionPath(context.locale.prefix, product, option.optionId));
  return { product, option };
}

/** Product by optionId, GTIN or legacy URL: a permanent move to the canonical product URL, keeping the query. */
export async function redirectToProduct(url: URL, context: RequestContext, target: ProductTarget): Promise<never> {
  const found = await findProduct(context, target);
  if (!found) pageNotFound(url);
  throw movedTo(url, productOptionPath(context.locale.prefix, found.product, found.optionId));
}
