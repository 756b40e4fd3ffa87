/**
 * The product page's idle islands (product-page.tsx, product-sizes.tsx) as one module: the
 * browser fetches their code in one request when it is idle, rather than one per part (decision
 * 207). The carousel's cards stay in their own module, which listings load up front.
 */
export { StockAlertForm } from "../wishlist/stock-alert-form";
export { ProductCarousel } from "./product-card";
export { StoreStockFinder } from "./product-store-stock";
export { ProviderWidgets } from "./provider-widgets";
export { SizeGuide } from "./size-guide";
