// The catalog domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { availabilityText, type Size } from "./availability-text";
export { ContentBlocks } from "./content-blocks";
export { editorialMeta } from "./editorial-meta";
export { EditorialPage } from "./editorial-page";
export { ListingView } from "./listing-view";
export { catalogMeta, productMeta } from "./page-meta";
export { useProductPictureRatio } from "./picture-ratio";
export { ProductPage } from "./product-page";
export { SearchQueryField } from "./search-query-field";
export { searchSuggestions } from "./suggestions";
export { CatalogPage } from "./catalog-page";
