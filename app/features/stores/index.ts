// The stores domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export type { FinderData, FinderStatus, PlaceView } from "./finder-data";
export { storeJsonLd } from "./json-ld";
export { storeIdFromSlug, storePath } from "./links";
export { PlaceFinder } from "./place-finder";
export { StoreDirectory } from "./store-directory";
export { StorePage } from "./store-page";
