import type { ProductSeed } from "../../data/types";
import { firstQuery, type RequestInfo } from "../../request-info";
import { priceOf, sellable } from "./product-answers";

/** A listing's query (family or search): its filters and facets, its sort and its page. */
export const SORTS = ["relevance", "new", "price-asc", "price-desc", "popular"] as const;
type Sort = (typeof SORTS)[number];
const PAGE_SIZES = [24, 48, 96];

interface Filters {
  sizes: string[];
  colours: string[];
  tags: string[];
  priceMin?: number;
  priceMax?: number;
}

const list = (request: any, key: string) =>
  (firstQuery(request, key) ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);

export function readFilters(request: any): Filters {
  const number = (key: string) => {
    const value = Number(firstQuery(request, key));
    return Number.isFinite(value) && value >= 0 && firstQuery(request, key) !== undefined
      ? Math.round(value)
      : undefined;
  };
  return {
    sizes: list(request, "sizes"),
    colours: list(request, "colours"),
    tags: list(request, "tags"),
    priceMin: number("priceMin"),
    priceMax: number("priceMax"),
  };
}

function cardPrice(product: ProductSeed, currency: string, colour?: string) {
  const option =
    product.options.find((entry) => entry.colour.code === colour) ??
    product.options.find(sellable) ??
    product.options[0]!;
  return priceOf(option, currency).amount;
}

export function applyFilters(products: ProductSeed[], filters: Filters, currency: string) {
  return products.filter((product) => {
    const options = filters.colours.length
      ? product.options.filter((option) => filters.colours.includes(option.colour.code))
      : product.options;
    if (!options.length) return false;
    if (
      filters.sizes.length &&
      !options.some((option) =>
        option.sizes.some((size) => filters.sizes.includes(size.label) && size.availabilityCode >= 1),
      )
    )
      return false;
    if (filters.tags.length && !filters.tags.every((tag) => (product.tags as string[]).includes(tag))) return false;
    const price = Math.min(...options.map((option) => priceOf(option, currency).amount));
    if (filters.priceMin !== undefined && price < filters.priceMin) return false;
    if (filters.priceMax !== undefined && price > filters.priceMax) return false;
    return true;
  });
}

export function facets(products: ProductSeed[], info: RequestInfo) {
  const sizes = new Map<string, number>();
  const colours = new Map<string, { code: string; label: string; hex: string; count: number }>();
  const tags = new Map<string, number>();
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const product of products) {
    const labels = new Set(product.options.flatMap((option) => option.sizes.map((size) => size.label)));
    for (const label of labels) sizes.set(label, (sizes.get(label) ?? 0) + 1);
    for (const option of product.options) {
      const entry = colours.get(option.colour.code) ?? {
        code: option.colour.code,
        label: option.colour.label[info.language],
        hex: option.colour.hex,
        count: 0,
      };
      entry.count++;
      colours.set(option.colour.code, entry);
      const price = priceOf(option, info.currency).amount;
      min = Math.min(min, price);
      max = Math.max(max, price);
    }
    for (const tag of product.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1);
  }
  const sizeOrder = (label: string) => {
    const known = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "3XL"].indexOf(label);
    return known >= 0 ? known : Number.parseFloat(label) || 0;
  };
  return {
    sizes: [...sizes]
      .sort(([a], [b]) => sizeOrder(a) - sizeOrder(b) || a.localeCompare(b))
      .map(([value, count]) => ({ value, count })),
    colours: [...colours.values()].sort((a, b) => b.count - a.count),
    price: { min: Number.isFinite(min) ? min : 0, max },
    tags: [...tags].map(([value, count]) => ({ value: value as "New", count })),
  };
}

export function readSort(request: any, fallback: Sort): Sort | undefined {
  const sort = firstQuery(request, "sort") ?? fallback;
  return (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : undefined;
}

export function sortProducts(
  products: ProductSeed[],
  sort: Sort,
  currency: string,
  colour?: string,
  score?: Map<string, number>,
) {
  const sorted = [...products];
  const byPopularity = (a: ProductSeed, b: ProductSeed) =>
    b.popularity - a.popularity || a.productId.localeCompare(b.productId);
  switch (sort) {
    case "new":
      return sorted.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || byPopularity(a, b));
    case "price-asc":
      return sorted.sort(
        (a, b) => cardPrice(a, currency, colour) - cardPrice(b, currency, colour) || byPopularity(a, b),
      );
    case "price-desc":
      return sorted.sort(
        (a, b) => cardPrice(b, currency, colour) - cardPrice(a, currency, colour) || byPopularity(a, b),
      );
    case "relevance":
      return score
        ? sorted.sort((a, b) => (score.get(b.productId) ?? 0) - (score.get(a.productId) ?? 0) || byPopularity(a, b))
        : sorted.sort(byPopularity);
    default:
      return sorted.sort(byPopularity);
  }
}

export function paginate(request: any, total: number) {
  const requestedSize = Number(firstQuery(request, "pageSize") ?? 48);
  const pageSize = PAGE_SIZES.includes(requestedSize) ? requestedSize : 48;
  const totalPages = Math.ceil(total / pageSize);
  const page = Number(firstQuery(request, "page") ?? 1);
  if (!Number.isInteger(page) || page < 1) return undefined;
  return { page, pageSize, totalProducts: total, totalPages };
}
