// The catalog-model domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { imageSrcSet, imageUrl } from "./image";
export {
  type ListingQuery,
  listingSearch,
  readListingQuery,
  searchWithoutEmpty,
  type Sort,
  SORTS,
  withoutEmptyParams,
} from "./listing-query";
export { optionFromUrl, optionOrFirst, productOptionPath } from "./product-options";
export {
  type CmsMeta,
  type ContentBlock,
  type editorialPageSchema,
  type EnvironmentalSheet,
  listingSchema,
  type paginationSchema,
  type Price,
  type Product,
  type ProductCard,
  segmentationsSchema,
  type suggestionsSchema,
} from "./schemas";
