import { childrenOf, PRODUCTS, productsInFamily, segmentationById } from "../../data/catalog";
import { fail, type Routes } from "../../http";
import { firstQuery, param, requestInfo } from "../../request-info";
import { applyFilters, facets, paginate, readFilters, readSort, SORTS, sortProducts } from "./listing-query";
import { productCard, segmentationRef } from "./product-answers";
import { fold, searchProducts } from "./search";

/** The listings: a family's products, a search's, and the suggestions typed as the shopper searches. */
export function registerListingRoutes(routes: Routes) {
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
}
