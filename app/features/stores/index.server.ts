// The stores domain's public face on the server: what other domains and the routes use of it.
export { type DirectoryCountry, directoryOf } from "./directory.server";
export { parseFinderQuery } from "./finder-query.server";
export { loadFinder } from "./finder.server";
export { areaParamSchema, landSvg } from "./map/store-map.server";
export { loadStoreDirectory, loadStoreLocator } from "./locator-page.server";
export { loadStorePage } from "./store-page.server";
export { storeService } from "./stores.server";
