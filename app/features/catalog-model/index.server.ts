// The catalog-model domain's public face on the server: what other domains and the routes use of it.
export { catalogApi, catalogService, type CatalogService } from "./catalog.server";
