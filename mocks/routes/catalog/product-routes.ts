import { distanceKm } from "../../../app/features/stores/geo";
import { PRODUCTS, productByGtin, productById, productByOptionId, productBySku } from "../../data/catalog";
import { STORES } from "../../data/stores";
import { fail, type Routes } from "../../http";
import { firstQuery, param, requestInfo } from "../../request-info";
import { geocode, SEARCH_RADIUS_KM, storeStock } from "../stores";
import { presentProduct } from "./product-answers";

/** A product found by productId, optionId, gtin or skus, and the stock of a sku in the stores. */
export function registerProductRoutes(routes: Routes) {
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
