import type { z } from "zod";
import type { ApiClient } from "../../api/client.server";
import { errorCodeOf, nullIfNotFound, type BackendErrorCode } from "../../api/errors";
import type { ShopDomainParams } from "../../api/site-params";
import type { FinderQuery, StockQuery } from "./finder-query";
import { positionParam, searchedQuery } from "./finder-query";
import { distanceKm } from "./geo";
import type { FinderContext, Place, PlaceKind } from "../store-model/place";
import {
  pickupPointsSchema,
  storeCountriesSchema,
  storeSchema,
  storesSchema,
  type PickupPoint,
  type Store,
} from "../store-model/schemas";
import { requestScoped } from "../../lib/request-context";

export type PlaceSearch = { ok: true; places: Place[] } | { ok: false; code: BackendErrorCode };
export type { FinderContext, Place, PlaceKind };

/** The list never runs longer than this: the nearest are what a shopper compares. */
export const MAX_PLACES = 10;

export function placeOfStore(store: Store): Place {
  return { ...store, id: store.storeId, kind: "store", carrier: null };
}

function placeOfPoint(point: PickupPoint): Place {
  return {
    ...point,
    kind: point.type === "LOCKER" ? "locker" : "pickup",
    slug: "",
    exceptionalClosures: [],
    services: [],
    phone: null,
    stock: null,
  };
}

/**
 * Spec 7's `extras` (R7.06, R7.07): what each list must carry beyond the place itself, for the
 * cards the finder shows (decision 132): a store's hours, closures and services; a point's hours.
 */
export const PLACE_EXTRAS: Record<PlaceKind, string> = {
  stores: "openingHours,exceptionalClosures,services",
  pickups: "openingHours",
  lockers: "openingHours",
};

/** Spec 7 and 8: a store-locator 404 is "nothing there", never an error. */
const emptyOn404 = async <T>(call: Promise<T>, empty: T): Promise<T> => (await nullIfNotFound(call)) ?? empty;

/**
 * Nearest first when a position is known: the shopper's own (distances computed here, from the
 * rounded position) or the searched town's (the backend's distances).
 */
export function nearestFirst(places: Place[], query: FinderQuery): Place[] {
  const measured =
    query.by === "position"
      ? places.map((place) => ({ ...place, distance: distanceKm(query.position, place.coordinates) }))
      : places;
  if (!measured.some((place) => place.distance !== null)) return measured;
  return [...measured].sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
}

/**
 * The store locator of one request (spec 7): search stores, pickup points or lockers around a
 * town, a postcode or a position, in the site's country and delivery countries; one store, with
 * the stock of a product size when asked; every store, by country. Searches answer typed
 * outcomes (an outage is said by the page, beside the form); reads of one store throw outages to
 * the page's error boundary.
 */
export function createStoreService(api: ApiClient, siteParams: () => Promise<ShopDomainParams>) {
  const stockQuery = (stock: StockQuery | null) => (stock ? { productId: stock.productId, size: stock.size } : {});
  const stores = (query: Record<string, string | undefined>) =>
    emptyOn404(api.call("ecommerce/v2/storelocator/stores", { query, schema: storesSchema }), { stores: [] }).then(
      (answer) => answer.stores,
    );

  return {
    async search(
      kind: PlaceKind,
      asked: FinderQuery,
      options: { stock?: StockQuery | null; context: FinderContext; countryCode?: string },
    ): Promise<PlaceSearch> {
      const query = searchedQuery(asked);
      // Without a place, stores list the whole country (the locator's overview); points need one.
      if (query.by === "invalid" || query.by === "unlocated" || (query.by === "none" && kind !== "stores"))
        return { ok: true, places: [] };
      try {
        const site = await siteParams();
        const common = {
          search:
            query.by === "text" ? query.text : query.by === "position" ? positionParam(query.position) : undefined,
          countryCode: options.countryCode ?? site.params.storeLocator.countryCodes[0] ?? site.countryCodeISO2,
          deliveryCountries: site.params.deliveryCountries.join(",") || undefined,
          extras: PLACE_EXTRAS[kind],
        };
        // `context` is a stores parameter only (R7.06); pickups and lockers take none (R7.07).
        const places =
          kind === "stores"
            ? (await stores({ ...common, context: options.context, ...stockQuery(options.stock ?? null) })).map(
                placeOfStore,
              )
            : (
                await emptyOn404(
                  api.call(`ecommerce/v2/storelocator/${kind}`, { query: common, schema: pickupPointsSchema }),
                  { stores: [] },
                )
              ).stores.map(placeOfPoint);
        const sorted = nearestFirst(places, query);
        return { ok: true, places: query.by === "none" ? sorted : sorted.slice(0, MAX_PLACES) };
      } catch (error) {
        return { ok: false, code: errorCodeOf(error) };
      }
    },

    /** One store (R7.05); null when the backend knows no such store. */
    store(storeId: string, stock: StockQuery | null): Promise<Store | null> {
      return emptyOn404<Store | null>(
        api.call(`ecommerce/v2/storelocator/stores/${storeId}`, {
          query: { ...stockQuery(stock), context: "STORE_LOCATOR" },
          schema: storeSchema,
        }),
        null,
      );
    },

    /** Every store, by country (R7.08 then R7.06 per country): the site's own countries first. */
    async directory(): Promise<{ countryCode: string; stores: Store[] }[]> {
      const site = await siteParams();
      const { countries } = await emptyOn404<z.infer<typeof storeCountriesSchema>>(
        api.call("ecommerce/v2/storelocator/stores/countries", { schema: storeCountriesSchema }),
        { countries: [] },
      );
      const own = site.params.storeLocator.countryCodes;
      const codes = countries
        .filter((entry) => entry.storeCount > 0)
        .map((entry) => entry.countryCode)
        .sort((a, b) => Number(own.includes(b)) - Number(own.includes(a)) || a.localeCompare(b));
      const lists = await Promise.all(
        codes.map((countryCode) => stores({ countryCode, context: "STORE_LOCATOR", extras: PLACE_EXTRAS.stores })),
      );
      return codes
        .map((countryCode, index) => ({ countryCode, stores: lists[index]! }))
        .filter((entry) => entry.stores.length);
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;

/** The request's store service. */
export const storeService = requestScoped((context) => createStoreService(context.api, context.siteParams));
