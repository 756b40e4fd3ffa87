import type { ApiClient } from "../../api/client.server";
import { nullIfNotFound } from "../../api/errors";
import {
  editorialPageSchema,
  homeSchema,
  listingSchema,
  productSchema,
  productSelectionSchema,
  searchSchema,
  segmentationsSchema,
  skuLookupSchema,
  storeStockSchema,
  suggestionsSchema,
} from "./schemas";
import type { ListingQuery } from "./listing-query";
import { requestScoped } from "../../lib/request-context";

/**
 * The catalogue calls of the storefront (designed API, docs/api.md). A 404 of the backend
 * becomes `null` so pages answer their own 404; other failures are thrown as ApiErrors.
 */
export const catalogApi = (api: ApiClient) => ({
  product: (productId: string) =>
    nullIfNotFound(api.call(`ecommerce/v3/catalog/products/${productId}`, { schema: productSchema })),
  productByOption: (optionId: string) =>
    nullIfNotFound(api.call(`ecommerce/v3/catalog/options/${optionId}`, { schema: productSelectionSchema })),
  productByGtin: (gtin: string) =>
    nullIfNotFound(api.call(`ecommerce/v3/catalog/gtins/${gtin}`, { schema: productSelectionSchema })),
  /** Sizes named by SKU, with their products in this site's language and currency; unknown ones are left out. */
  sizesBySku: (skus: readonly string[]) =>
    api.call("ecommerce/v3/catalog/skus", { query: { ids: skus.join(",") }, schema: skuLookupSchema }),
  listing: (familyId: string, query: ListingQuery) =>
    nullIfNotFound(
      api.call(`ecommerce/v3/catalog/families/${familyId}/products`, {
        query: listingApiQuery(query),
        schema: listingSchema,
      }),
    ),
  search: (q: string, query: ListingQuery) =>
    api.call("ecommerce/v3/catalog/search", { query: { q, ...listingApiQuery(query) }, schema: searchSchema }),
  suggestions: (q: string) => api.call("ecommerce/v3/catalog/suggestions", { query: { q }, schema: suggestionsSchema }),
  page: (type: "landing" | "trend" | "lookbook" | "blog", id: string) =>
    nullIfNotFound(api.call(`ecommerce/v3/catalog/pages/${type}/${id}`, { schema: editorialPageSchema })),
  home: () => api.call("ecommerce/v3/catalog/home", { schema: homeSchema }),
  /** Every family of the catalogue; the top ones have no parent. */
  segmentations: () => api.call("ecommerce/v3/catalog/segmentations/", { schema: segmentationsSchema }),
  storeStock: (sku: string, countryCode: string, search?: string) =>
    nullIfNotFound(
      api.call(`ecommerce/v3/catalog/stocks/${sku}/stores`, {
        query: { countryCode, search },
        schema: storeStockSchema,
      }),
    ),
});

/**
 * The catalogue reads of one request, each asked at most once: the named checks (init-product,
 * init-catalog) load the product or family to 404 early, and the page's loader reuses the answer.
 */
export function createCatalogService(api: ApiClient) {
  const calls = catalogApi(api);
  const answers = new Map<string, Promise<unknown>>();
  const once =
    <Args extends unknown[], T>(name: string, load: (...args: Args) => Promise<T>) =>
    (...args: Args): Promise<T> => {
      const key = `${name}:${JSON.stringify(args)}`;
      if (!answers.has(key)) answers.set(key, load(...args));
      return answers.get(key) as Promise<T>;
    };
  return {
    ...calls,
    product: once("product", calls.product),
    productByOption: once("productByOption", calls.productByOption),
    productByGtin: once("productByGtin", calls.productByGtin),
    listing: once("listing", calls.listing),
    page: once("page", calls.page),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

function listingApiQuery(query: ListingQuery) {
  return {
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    sizes: query.sizes.join(",") || undefined,
    colours: query.colours.join(",") || undefined,
    tags: query.tags.join(",") || undefined,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
  };
}

/** The request's catalogue service. */
export const catalogService = requestScoped((context) => createCatalogService(context.api));
