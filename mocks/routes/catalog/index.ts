import type { Routes } from "../../http";
import { registerEditorialRoutes } from "./editorial";
import { registerListingRoutes } from "./listing-routes";
import { registerProductRoutes } from "./product-routes";

export { productCard } from "./product-answers";
export { fold, searchProducts } from "./search";

/**
 * The catalogue API (designed in the style of spec 7, contracts in docs/api.md): products by
 * productId, optionId and gtin; family listings with facets, sorts and pagination; search
 * and suggestions; editorial pages; home blocks; store stock of a sku. Answers are in the
 * request's language and the site's currency.
 */
export function registerCatalogRoutes(routes: Routes) {
  registerProductRoutes(routes);
  registerListingRoutes(routes);
  registerEditorialRoutes(routes);
}
