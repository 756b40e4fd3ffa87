import {
  EDITORIAL_PAGES,
  HOME_BLOCKS,
  HOME_META,
  PRODUCTS,
  childrenOf,
  liveBlocks,
  productByGtin,
  productById,
  productByOptionId,
  productBySku,
  productsInFamily,
  segmentationById,
} from "../data/catalog";
import { STORES } from "../data/stores";
import type { ContentBlock, MetaInfoSeed, OptionSeed, ProductSeed, SeedLanguage } from "../data/types";
import { firstQuery, requestInfo, type RequestInfo, param } from "../request-info";
import { fail, type Routes } from "../http";
import { MEDIA_BASE } from "../media";
import { distanceKm } from "../../app/features/stores/geo";
import { geocode, SEARCH_RADIUS_KM, storeStock } from "./stores";
// The storefront's own slug rule, so the URLs the backend names are the ones the storefront builds.
import { slugify } from "../../app/lib/slug";
// The storefront's badge rounding: the backend's discountPercent is the badge the shopper reads.
import { markdownPercent } from "../../app/features/catalog/markdown";
import { productSlug } from "../../app/pages/catalog-links";

/**
 * The catalogue API (designed in the style of spec 7, contracts in docs/api.md): products by
 * productId, optionId and gtin; family listings with facets, sorts and pagination; search
 * and suggestions; editorial pages; home blocks; store stock of a sku. Answers are in the
 * request's language and the site's currency.
 */
const SORTS = ["relevance", "new", "price-asc", "price-desc", "popular"] as const;
type Sort = (typeof SORTS)[number];
const PAGE_SIZES = [24, 48, 96];

export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function priceOf(option: OptionSeed, currency: string) {
  const price = option.prices[currency as "EUR"] ?? option.prices.EUR;
  const strikeThrough = price.strikeThrough ?? null;
  return {
    type: option.priceType,
    amount: price.amount,
    strikeThrough,
    discountPercent: markdownPercent(price.amount, strikeThrough),
    currency: (option.prices[currency as "EUR"] ? currency : "EUR") as "EUR",
  };
}

function pictures(product: ProductSeed, option: OptionSeed, language: SeedLanguage, types = option.pictureTypes) {
  return types.map((type) => ({
    type,
    url: `${MEDIA_BASE}/products/${product.productId}/${option.optionId}/${type}.svg`,
    alt: `${product.name[language]}, ${option.colour.label[language]}`,
  }));
}

const sellable = (option: OptionSeed) => option.sizes.some((size) => size.availabilityCode >= 1);

function segmentationRef(id: string, language: SeedLanguage) {
  const segmentation = segmentationById(id);
  return segmentation
    ? { segmentationId: id, title: segmentation.title[language], slug: segmentation.slug[language] }
    : undefined;
}

function presentProduct(product: ProductSeed, info: RequestInfo) {
  const { language, currency } = info;
  const family = segmentationById(product.familyId);
  const breadcrumb = [family?.parent, product.familyId].flatMap((id) => (id ? [segmentationRef(id, language)!] : []));
  return {
    productId: product.productId,
    name: product.name[language],
    slug: slugify(product.name[language]),
    description: product.description[language],
    familyId: product.familyId,
    breadcrumb,
    composition: product.composition[language],
    care: product.care[language],
    ecoDesign: product.ecoDesign
      ? {
          madeIn: product.ecoDesign.madeIn[language],
          recycledShare: product.ecoDesign.recycledShare,
          traceability: product.ecoDesign.traceability[language],
        }
      : null,
    environmentalSheet: product.environmentalSheet,
    tags: product.tags,
    sizeGuide: product.sizeGuide ?? null,
    options: product.options.map((option) => ({
      optionId: option.optionId,
      colourCode: option.colour.code,
      colourLabel: option.colour.label[language],
      colourHex: option.colour.hex,
      price: priceOf(option, currency),
      sizes: option.sizes.map((size) => ({
        sku: size.sku,
        gtin: size.gtin,
        label: size.label,
        availabilityCode: size.availabilityCode,
        availability: size.availability,
        availabilityType: size.availabilityType,
        stock: size.stock,
      })),
      pictures: pictures(product, option, language),
    })),
    createdAt: product.createdAt,
  };
}

export function productCard(product: ProductSeed, info: RequestInfo, colour?: string) {
  const { language, currency } = info;
  const option =
    product.options.find((entry) => entry.colour.code === colour) ??
    product.options.find(sellable) ??
    product.options[0]!;
  const hover = option.pictureTypes.includes("GZ") ? (["AP", "GZ"] as const) : (["AP"] as const);
  return {
    productId: product.productId,
    optionId: option.optionId,
    name: product.name[language],
    slug: productSlug(product.name[language], option.colour.label[language]),
    colourLabel: option.colour.label[language],
    colourCount: product.options.length,
    price: priceOf(option, currency),
    tags: product.tags,
    pictures: pictures(product, option, language, [...hover]),
    availability: sellable(option) ? ("AVAILABLE" as const) : ("UNAVAILABLE" as const),
  };
}

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

function readFilters(request: any): Filters {
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

function applyFilters(products: ProductSeed[], filters: Filters, currency: string) {
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

function facets(products: ProductSeed[], info: RequestInfo) {
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

function readSort(request: any, fallback: Sort): Sort | undefined {
  const sort = firstQuery(request, "sort") ?? fallback;
  return (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : undefined;
}

function sortProducts(
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

function paginate(request: any, total: number) {
  const requestedSize = Number(firstQuery(request, "pageSize") ?? 48);
  const pageSize = PAGE_SIZES.includes(requestedSize) ? requestedSize : 48;
  const totalPages = Math.ceil(total / pageSize);
  const page = Number(firstQuery(request, "page") ?? 1);
  if (!Number.isInteger(page) || page < 1) return undefined;
  return { page, pageSize, totalProducts: total, totalPages };
}

/** Products matching every word of a query in the request's language (accents ignored), with a score. */
export function searchProducts(query: string, language: SeedLanguage) {
  const words = fold(query)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);
  const score = new Map<string, number>();
  if (!words.length) return { products: [] as ProductSeed[], score };
  const products = PRODUCTS.filter((product) => {
    const name = fold(product.name[language]);
    const family = fold(segmentationById(product.familyId)?.title[language] ?? "");
    const colours = fold(product.options.map((option) => option.colour.label[language]).join(" "));
    const description = fold(product.description[language]);
    let total = 0;
    for (const word of words) {
      const points =
        (name.includes(word) ? 3 : 0) +
        (family.includes(word) ? 2 : 0) +
        (colours.includes(word) ? 2 : 0) +
        (description.includes(word) ? 1 : 0);
      if (!points) return false;
      total += points;
    }
    score.set(product.productId, total);
    return true;
  });
  return { products, score };
}

function resolveLink(reference: string, language: SeedLanguage) {
  const [kind, first, second] = reference.split(":");
  // The slugs the storefront makes (app/features/catalog/links.ts): a family's title, a product's name and first colour.
  if (kind === "segmentation" && first) {
    const segmentation = segmentationById(first);
    return {
      kind: "segmentation" as const,
      id: first,
      pageType: null,
      slug: segmentation ? slugify(segmentation.title[language]) : first.toLowerCase(),
    };
  }
  if (kind === "product" && first) {
    const product = productById(first);
    return {
      kind: "product" as const,
      id: first,
      pageType: null,
      slug: product ? productSlug(product.name[language], product.options[0]!.colour.label[language]) : first,
    };
  }
  const page = EDITORIAL_PAGES.find((entry) => entry.type === first && entry.id === second);
  return {
    kind: "page" as const,
    id: second ?? "",
    pageType: first ?? null,
    slug: page?.slug[language] ?? (second ?? "").toLowerCase(),
  };
}

function heroPicture(productId: string, language: SeedLanguage) {
  const product = productById(productId) ?? PRODUCTS[0]!;
  const option = product.options[0]!;
  return pictures(product, option, language, [option.pictureTypes.includes("VC") ? "VC" : "AP"])[0]!;
}

function presentBlock(block: ContentBlock, info: RequestInfo) {
  const { language } = info;
  switch (block.kind) {
    case "hero":
    case "editorial-teaser":
      return {
        kind: block.kind,
        title: block.title[language],
        text: block.text[language],
        ...(block.kind === "hero" ? { cta: block.cta[language] } : {}),
        link: resolveLink(block.href, language),
        picture: heroPicture(block.pictureProductId, language),
      };
    case "category-tiles":
      return {
        kind: block.kind,
        title: block.title[language],
        tiles: block.tiles.flatMap((tile) => {
          const segmentation = segmentationRef(tile.segmentationId, language);
          return segmentation ? [{ segmentation, picture: heroPicture(tile.pictureProductId, language) }] : [];
        }),
      };
    case "product-carousel":
      return {
        kind: block.kind,
        title: block.title[language],
        products: block.productIds.flatMap((id) => {
          const product = productById(id);
          return product ? [productCard(product, info)] : [];
        }),
      };
    case "rich-text":
      return {
        kind: block.kind,
        title: block.title?.[language] ?? null,
        paragraphs: block.paragraphs.map((paragraph) => paragraph[language]),
      };
  }
}

export function registerCatalogRoutes(routes: Routes) {
  routes.get("/ecommerce/v3/catalog/products/:productId", (_schema, request) => {
    const product = productById(param(request, "productId"));
    return product
      ? presentProduct(product, requestInfo(request))
      : fail(404, `No product ${param(request, "productId")}`);
  });

  routes.get("/ecommerce/v3/catalog/options/:optionId", (_schema, request) => {
    const found = productByOptionId(param(request, "optionId"));
    if (!found) return fail(404, `No product option ${param(request, "optionId")}`);
    return { product: presentProduct(found.product, requestInfo(request)), optionId: found.option.optionId, sku: null };
  });

  routes.get("/ecommerce/v3/catalog/gtins/:gtin", (_schema, request) => {
    const found = productByGtin(param(request, "gtin"));
    if (!found) return fail(404, `No product with gtin ${param(request, "gtin")}`);
    return {
      product: presentProduct(found.product, requestInfo(request)),
      optionId: found.option.optionId,
      sku: found.size.sku,
    };
  });

  // A shared cart's sizes, at most 50, each product once.
  routes.get("/ecommerce/v3/catalog/skus", (_schema, request) => {
    const ids = [...new Set((firstQuery(request, "ids") ?? "").split(",").filter(Boolean))];
    if (ids.length === 0 || ids.length > 50) return fail(400, "ids must name 1 to 50 skus");
    const info = requestInfo(request);
    const hits = ids.flatMap((sku) => productBySku(sku) ?? []);
    const products = [...new Map(hits.map((hit) => [hit.product.productId, hit.product])).values()].map((product) =>
      presentProduct(product, info),
    );
    return {
      products,
      skus: hits.map((hit) => ({ sku: hit.size.sku, productId: hit.product.productId, optionId: hit.option.optionId })),
    };
  });

  routes.get("/ecommerce/v3/catalog/families/:familyId/products", (_schema, request) => {
    const info = requestInfo(request);
    const family = segmentationById(param(request, "familyId"));
    if (!family) return fail(404, `No family ${param(request, "familyId")}`);
    const sort = readSort(request, "popular");
    if (!sort) return fail(400, `sort must be one of ${SORTS.join(", ")}`);
    const all = productsInFamily(family.segmentationId);
    const filters = readFilters(request);
    const filtered = sortProducts(applyFilters(all, filters, info.currency), sort, info.currency, filters.colours[0]);
    const pagination = paginate(request, filtered.length);
    if (!pagination) return fail(400, "page must be a positive integer");
    const start = (pagination.page - 1) * pagination.pageSize;
    return {
      family: {
        segmentationId: family.segmentationId,
        title: family.title[info.language],
        slug: family.slug[info.language],
        parent: family.parent ? (segmentationRef(family.parent, info.language) ?? null) : null,
        children: childrenOf(family.segmentationId).map(
          (child) => segmentationRef(child.segmentationId, info.language)!,
        ),
      },
      products: filtered
        .slice(start, start + pagination.pageSize)
        .map((product) => productCard(product, info, filters.colours[0])),
      facets: facets(all, info),
      sort,
      pagination,
    };
  });

  routes.get("/ecommerce/v3/catalog/search", (_schema, request) => {
    const info = requestInfo(request);
    const query = (firstQuery(request, "q") ?? "").trim().slice(0, 100);
    const sort = readSort(request, "relevance");
    if (!sort) return fail(400, `sort must be one of ${SORTS.join(", ")}`);
    const { products: found, score } = searchProducts(query, info.language);
    const filters = readFilters(request);
    const filtered = sortProducts(
      applyFilters(found, filters, info.currency),
      sort,
      info.currency,
      filters.colours[0],
      score,
    );
    const pagination = paginate(request, filtered.length);
    if (!pagination) return fail(400, "page must be a positive integer");
    const start = (pagination.page - 1) * pagination.pageSize;
    const word = fold(query).split(/\s+/)[0] ?? "";
    const suggestions =
      filtered.length < 5 && word.length >= 2
        ? [...new Set(PRODUCTS.map((product) => segmentationById(product.familyId)?.title[info.language] ?? ""))]
            .filter(
              (title) =>
                title &&
                fold(title)
                  .split(/\s+/)
                  .some((part) => part.startsWith(word.slice(0, 3))),
            )
            .slice(0, 5)
        : [];
    return {
      query,
      products: filtered
        .slice(start, start + pagination.pageSize)
        .map((product) => productCard(product, info, filters.colours[0])),
      facets: facets(found, info),
      sort,
      pagination,
      suggestions,
    };
  });

  routes.get("/ecommerce/v3/catalog/suggestions", (_schema, request) => {
    const info = requestInfo(request);
    const query = (firstQuery(request, "q") ?? "").trim().slice(0, 100);
    if (fold(query).replace(/[^a-z0-9]/g, "").length < 2) return { query, terms: [], products: [], families: [] };
    const { products, score } = searchProducts(query, info.language);
    const ranked = sortProducts(products, "relevance", info.currency, undefined, score);
    const last = fold(query).split(/\s+/).at(-1) ?? "";
    const terms = [
      ...new Set(
        ranked.flatMap((product) =>
          product.name[info.language]
            .split(/\s+/)
            .filter((word) => fold(word).startsWith(last) && word.length > 2)
            .map((word) => word.toLowerCase()),
        ),
      ),
    ].slice(0, 5);
    const families = [...new Set(ranked.map((product) => product.familyId))]
      .slice(0, 5)
      .map((id) => segmentationRef(id, info.language)!)
      .filter(Boolean);
    return { query, terms, products: ranked.slice(0, 4).map((product) => productCard(product, info)), families };
  });

  routes.get("/ecommerce/v3/catalog/pages/:type/:id", (_schema, request) => {
    const info = requestInfo(request);
    const page = EDITORIAL_PAGES.find(
      (entry) => entry.type === param(request, "type") && entry.id === param(request, "id"),
    );
    if (!page) return fail(404, `No ${param(request, "type")} page ${param(request, "id")}`);
    return {
      type: page.type,
      id: page.id,
      slug: page.slug[info.language],
      title: page.title[info.language],
      intro: page.intro[info.language],
      publishedAt: page.publishedAt ?? null,
      blocks: page.blocks.map((block) => presentBlock(block, info)),
      meta: page.meta ? presentMeta(page.meta, info.language) : null,
    };
  });

  routes.get("/ecommerce/v3/catalog/home", (_schema, request) => {
    const info = requestInfo(request);
    return {
      // A CMS schedules its campaigns: only the blocks live today are answered (decision 181).
      blocks: liveBlocks(HOME_BLOCKS, new Date()).map((block) => presentBlock(block, info)),
      meta: presentMeta(HOME_META, info.language),
    };
  });

  routes.get("/ecommerce/v3/catalog/stocks/:sku/stores", (_schema, request) => {
    const sku = param(request, "sku");
    const info = requestInfo(request);
    const countryCode = (firstQuery(request, "countryCode") ?? info.domain.countryCodeISO2).toUpperCase();
    const search = firstQuery(request, "search")?.trim();
    const found = productById(
      PRODUCTS.find((product) => product.options.some((option) => option.sizes.some((size) => size.sku === sku)))
        ?.productId ?? "",
    );
    if (!found) return fail(404, `No sku ${sku}`);
    let stores = STORES.filter((store) => store.address.countryCode === countryCode);
    let origin: { lat: number; lon: number } | undefined;
    if (search) {
      const place = geocode(search, [countryCode], stores);
      if (!place) return fail(404, "No store found");
      origin = place;
      stores = stores.filter((store) => distanceKm(place, store.coordinates) <= SEARCH_RADIUS_KM);
    }
    if (!stores.length) return fail(404, "No store found");
    return {
      sku,
      stores: stores
        .map((store) => {
          const quantity = storeStock(store.storeId, sku);
          return {
            storeId: store.storeId,
            name: store.name,
            city: store.address.city,
            quantity,
            status:
              quantity === 0
                ? ("UNAVAILABLE" as const)
                : quantity <= 2
                  ? ("FEW_REMAINING" as const)
                  : ("AVAILABLE" as const),
            distance: origin ? distanceKm(origin, store.coordinates) : null,
          };
        })
        .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || b.quantity - a.quantity),
    };
  });
}

/** Meta info in the reader's language. */
function presentMeta(meta: MetaInfoSeed, language: SeedLanguage) {
  return {
    title_page: meta.title_page?.[language] ?? null,
    description_page: meta.description_page?.[language] ?? null,
    keywords: (meta.keywords ?? []).map((keyword) => ({ label: keyword[language] })),
    meta_robots: meta.meta_robots ?? null,
    canonical: meta.canonical ?? null,
  };
}
