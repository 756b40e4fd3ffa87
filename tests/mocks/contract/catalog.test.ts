import { describe, expect, test } from "vitest";
import {
  editorialPageSchema,
  homeSchema,
  listingSchema,
  productSchema,
  productSelectionSchema,
  searchSchema,
  skuLookupSchema,
  storeStockSchema,
  suggestionsSchema,
} from "../../../app/features/catalog-model/schemas";
import { EDITORIAL_PAGES, PRODUCTS } from "../../../mocks/data/catalog";
import { mockApi } from "../../helpers/mock-api";

const api = mockApi();
const french = api.client({ language: "fr-FR", store: "fr" });
const polish = api.client({ language: "pl-PL", store: "pl" });
const product =
  PRODUCTS.find((entry) => entry.options.length > 1 && entry.options[0]!.prices.EUR.strikeThrough)! ?? PRODUCTS[0]!;
const option = product.options[1] ?? product.options[0]!;
const size = option.sizes[0]!;

describe("catalogue API (designed, docs/api.md)", () => {
  test("a product by productId, in the language and currency of the request", async () => {
    const fr = await french.call(`ecommerce/v3/catalog/products/${product.productId}`, { schema: productSchema });
    const pl = await polish.call(`ecommerce/v3/catalog/products/${product.productId}`, { schema: productSchema });
    expect(fr.name).toBe(product.name.fr);
    expect(pl.name).toBe(product.name.pl);
    expect(fr.options[0]?.price.currency).toBe("EUR");
    expect(pl.options[0]?.price.currency).toBe("PLN");
    expect(fr.breadcrumb.at(-1)?.segmentationId).toBe(product.familyId);
    expect((await api.raw("GET", "/ecommerce/v3/catalog/products/1")).status).toBe(404);
  });

  test("by optionId and by gtin, with what the URL selected", async () => {
    const byOption = await french.call(`ecommerce/v3/catalog/options/${option.optionId}`, {
      schema: productSelectionSchema,
    });
    expect(byOption).toMatchObject({ optionId: option.optionId, sku: null, product: { productId: product.productId } });
    const byGtin = await french.call(`ecommerce/v3/catalog/gtins/${size.gtin}`, { schema: productSelectionSchema });
    expect(byGtin).toMatchObject({ optionId: option.optionId, sku: size.sku });
  });

  test("sizes by sku (a shared cart): each product once, in the site's currency; unknown skus left out; 1 to 50 ids", async () => {
    const second = option.sizes[1] ?? size;
    const found = await polish.call("ecommerce/v3/catalog/skus", {
      query: { ids: [size.sku, second.sku, "NOPE-1"].join(",") },
      schema: skuLookupSchema,
    });
    expect(found.products.map((entry) => entry.productId)).toEqual([product.productId]);
    expect(found.products[0]?.options[0]?.price.currency).toBe("PLN");
    expect(found.skus).toEqual(
      [...new Set([size.sku, second.sku])].map((sku) => ({
        sku,
        productId: product.productId,
        optionId: option.optionId,
      })),
    );
    expect((await api.raw("GET", "/ecommerce/v3/catalog/skus?ids=")).status).toBe(400);
    const fiftyOne = Array.from({ length: 51 }, (_, index) => `S${index}`).join(",");
    expect((await api.raw("GET", `/ecommerce/v3/catalog/skus?ids=${fiftyOne}`)).status).toBe(400);
  });

  test("a family listing with facets, sorts and pagination", async () => {
    const page = await french.call("ecommerce/v3/catalog/families/WOMEN/products", {
      query: { pageSize: 24, sort: "price-asc" },
      schema: listingSchema,
    });
    expect(page.products).toHaveLength(24);
    expect(page.pagination.totalProducts).toBeGreaterThan(24);
    const prices = page.products.map((card) => card.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.facets.sizes.length).toBeGreaterThan(0);
    expect(page.family.children.length).toBeGreaterThan(0);
    const second = await french.call("ecommerce/v3/catalog/families/WOMEN/products", {
      query: { pageSize: 24, sort: "price-asc", page: 2 },
      schema: listingSchema,
    });
    expect(second.products[0]?.productId).not.toBe(page.products[0]?.productId);
  });

  test("filters by colour, size, price and tag narrow the listing", async () => {
    const all = await french.call("ecommerce/v3/catalog/families/WOMEN/products", { schema: listingSchema });
    const colour = all.facets.colours[0]!.code;
    const filtered = await french.call("ecommerce/v3/catalog/families/WOMEN/products", {
      query: { colours: colour, priceMax: 5000 },
      schema: listingSchema,
    });
    expect(filtered.pagination.totalProducts).toBeLessThan(all.pagination.totalProducts);
    expect(filtered.products.every((card) => card.price.amount <= 5000)).toBe(true);
    const news = await french.call("ecommerce/v3/catalog/families/WOMEN/products", {
      query: { tags: "New" },
      schema: listingSchema,
    });
    expect(news.products.every((card) => card.tags.includes("New"))).toBe(true);
    expect((await api.raw("GET", "/ecommerce/v3/catalog/families/WOMEN/products?sort=cheapest")).status).toBe(400);
    expect((await api.raw("GET", "/ecommerce/v3/catalog/families/NOPE/products")).status).toBe(404);
  });

  test("search and suggestions in the request's language", async () => {
    const word = product.name.fr.split(" ")[0]!;
    const results = await french.call("ecommerce/v3/catalog/search", { query: { q: word }, schema: searchSchema });
    expect(results.pagination.totalProducts).toBeGreaterThan(0);
    const suggestions = await french.call("ecommerce/v3/catalog/suggestions", {
      query: { q: word.slice(0, 4) },
      schema: suggestionsSchema,
    });
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(
      (await french.call("ecommerce/v3/catalog/suggestions", { query: { q: "a" }, schema: suggestionsSchema }))
        .products,
    ).toEqual([]);
  });

  test("editorial pages of every type and the home blocks", async () => {
    for (const type of ["landing", "trend", "lookbook", "blog"] as const) {
      const seed = EDITORIAL_PAGES.find((entry) => entry.type === type)!;
      const page = await french.call(`ecommerce/v3/catalog/pages/${type}/${seed.id}`, { schema: editorialPageSchema });
      expect(page.title).toBe(seed.title.fr);
    }
    const home = await french.call("ecommerce/v3/catalog/home", { schema: homeSchema });
    expect(home.blocks.map((block) => block.kind)).toContain("hero");
    expect((await api.raw("GET", "/ecommerce/v3/catalog/pages/blog/NOPE")).status).toBe(404);
  });

  test("stock by store for a sku", async () => {
    const stock = await french.call(`ecommerce/v3/catalog/stocks/${size.sku}/stores`, {
      query: { countryCode: "FR" },
      schema: storeStockSchema,
    });
    expect(stock.stores.length).toBeGreaterThan(0);
    expect((await api.raw("GET", `/ecommerce/v3/catalog/stocks/${size.sku}/stores?countryCode=DE`)).status).toBe(404);
  });
});
