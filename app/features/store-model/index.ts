// The store-model domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export type { FinderContext, Place, PlaceKind } from "./place";
export {
  type OpeningHours,
  type PickupPoint,
  pickupPointsSchema,
  type Store,
  type StoreAddress,
  storeCountriesSchema,
  storeSchema,
  storesSchema,
} from "./schemas";
