import { data, redirect } from "react-router";
import type { RequestContext } from "../../lib/request-context";
import { pageNotFound } from "../../routing/not-found.server";
import { catalogApi } from "./catalog.server";
import { productPath } from "./links";
import type { Product } from "./schemas";

export function optionSlug(product: Product, optionId: string): string {
  const option = product.options.find((entry) => entry.optionId === optionId) ?? product.options[0]!;
  return `${product.slug}-${option.colourLabel
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}

/** The canonical URL of a product in a colour: /{label}-{colour}--p{productId} (spec 2.5). */
export function canonicalProductUrl(context: RequestContext, product: Product, optionId: string): string {
  const option = product.options.find((entry) => entry.optionId === optionId) ?? product.options[0]!;
  const path = productPath(context.locale.prefix, optionSlug(product, option.optionId), product.productId);
  return option.optionId === product.options[0]!.optionId ? path : `${path}?option=${option.optionId}`;
}

/**
 * The product page's data: the product (awaited: the first paint needs it), the selected
 * option, and store stock for it (deferred: streamed after the shell).
 */
export async function loadProductPage(url: URL, context: RequestContext, productId: string) {
  let product: Product | null;
  try {
    product = await catalogApi(context.api).product(productId);
  } catch {
    throw data("Catalogue unavailable", { status: 503 });
  }
  if (!product) pageNotFound(url);
  const requested = url.searchParams.get("option");
  const option = product.options.find((entry) => entry.optionId === requested) ?? product.options[0]!;
  const site = await context.siteParams();
  // Store stock for the size the shopper asked about (the store form), else the first in stock.
  const firstInStock = option.sizes.find((size) => size.availabilityCode >= 1) ?? option.sizes[0]!;
  const storeSize = option.sizes.find((size) => size.sku === url.searchParams.get("storeSku")) ?? firstInStock;
  const city = (url.searchParams.get("city") ?? "").trim().slice(0, 40) || undefined;
  const storeStock = site.params.ereservation
    ? catalogApi(context.api)
        .storeStock(storeSize.sku, site.countryCodeISO2, city)
        .catch(() => null)
    : Promise.resolve(null);
  // "You may also like": the family's best sellers, streamed after the page.
  const recommendations = catalogApi(context.api)
    .listing(product.familyId, { page: 1, pageSize: 24, sort: "popular", sizes: [], colours: [], tags: [] })
    .then((listing) => (listing?.products ?? []).filter((card) => card.productId !== product!.productId).slice(0, 8))
    .catch(() => []);
  return {
    kind: "product" as const,
    recommendations,
    product,
    optionId: option.optionId,
    canonicalPath: productPath(context.locale.prefix, optionSlug(product, product.options[0]!.optionId), product.productId),
    flags: { ecoDesign: site.params.flags.showEcoDesign, alert: site.params.flags.showProductAvailabilityAlert, wishlist: site.params.flags.wishlist, ereservation: site.params.ereservation },
    sizingRegion: context.locale.sizingRegion,
    storeQuery: { sku: storeSize.sku, city: city ?? "" },
    storeStock,
  };
}

/** Product by optionId, gtin or legacy URL: a permanent move to the canonical product URL. */
export async function redirectToProduct(
  url: URL,
  context: RequestContext,
  by: { optionId: string } | { gtin: string } | { productRef: string },
): Promise<never> {
  const api = catalogApi(context.api);
  let selection: { product: Product; optionId: string } | null = null;
  try {
    if ("optionId" in by) selection = await api.productByOption(by.optionId);
    else if ("gtin" in by) selection = await api.productByGtin(by.gtin.padStart(13, "0").slice(-13));
    else {
      selection = await api.productByOption(by.productRef);
      if (!selection) {
        const product = await api.product(by.productRef);
        selection = product ? { product, optionId: product.options[0]!.optionId } : null;
      }
    }
  } catch {
    throw data("Catalogue unavailable", { status: 503 });
  }
  if (!selection) pageNotFound(url);
  throw redirect(canonicalProductUrl(context, selection.product, selection.optionId), 301);
}
