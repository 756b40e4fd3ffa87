import { productById } from "../data/catalog";
import { LOCKERS, PICKUP_POINTS, STORES } from "../data/stores";
import { firstQuery, type RequestInfo, requestInfo, param } from "../request-info";
import { fail, type Routes } from "../http";

/**
 * Store locator (spec 7): stores, one store, pickup points, lockers, countries. Searching by
 * city, postcode or name sorts by distance from the place found; naming a product and size
 * adds that store's stock. Nothing found is a 404, which the storefront reads as empty.
 */
type Place = { coordinates: { lat: number; lon: number }; address: { city: string; zipCode: string; countryCode: string }; name: string };

const fold = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();

export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

function matches(place: Place, search: string): boolean {
  const query = fold(search);
  return [place.address.city, place.address.zipCode, place.name].some((field) => fold(field).includes(query));
}

/** Filters by country and delivery countries, then by the searched place (nearest first). */
function search<T extends Place>(places: readonly T[], request: any): (T & { distance: number | null })[] {
  const countryCode = firstQuery(request, "countryCode")?.toUpperCase();
  const deliveryCountries = firstQuery(request, "deliveryCountries")?.toUpperCase().split(",").filter(Boolean);
  const text = firstQuery(request, "search")?.trim();
  let candidates = places.filter(
    (place) => (!countryCode || place.address.countryCode === countryCode) && (!deliveryCountries?.length || deliveryCountries.includes(place.address.countryCode)),
  );
  if (!text) return candidates.map((place) => ({ ...place, distance: null }));
  const origin = candidates.find((place) => matches(place, text));
  if (!origin) return [];
  candidates = candidates.filter((place) => distanceKm(origin.coordinates, place.coordinates) <= 50);
  return candidates
    .map((place) => ({ ...place, distance: distanceKm(origin.coordinates, place.coordinates) }))
    .sort((a, b) => a.distance - b.distance);
}

/** A store's units of one size: steady per store and sku, so the locator shows the same every time. */
export function storeStock(storeId: string, sku: string): number {
  let hash = 0;
  for (const char of `${storeId}:${sku}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return [0, 0, 1, 2, 3, 5, 8][hash % 7]!;
}

function stockFor(storeId: string, request: any) {
  const productId = firstQuery(request, "productId");
  const size = firstQuery(request, "size");
  if (!productId || !size) return null;
  const product = productById(productId);
  const sku = product?.options.flatMap((option) => option.sizes).find((entry) => entry.sku === size || entry.label === size)?.sku;
  if (!sku) return null;
  const quantity = storeStock(storeId, sku);
  return { sku, quantity, status: quantity === 0 ? "UNAVAILABLE" : quantity <= 2 ? "FEW_REMAINING" : "AVAILABLE" };
}

function present(store: (typeof STORES)[number] & { distance?: number | null }, request: any, _info: RequestInfo) {
  return {
    storeId: store.storeId,
    name: store.name,
    slug: store.slug,
    address: store.address,
    phone: store.phone ?? null,
    email: store.email ?? null,
    coordinates: store.coordinates,
    openingHours: store.openingHours,
    exceptionalClosures: store.exceptionalClosures,
    services: store.services,
    stock: stockFor(store.storeId, request),
    distance: store.distance ?? null,
  };
}

export function registerStoreRoutes(routes: Routes) {
  routes.get("/ecommerce/v2/storelocator/stores/countries", () => {
    const counts = new Map<string, number>();
    for (const store of STORES) counts.set(store.address.countryCode, (counts.get(store.address.countryCode) ?? 0) + 1);
    return { countries: [...counts].map(([countryCode, storeCount]) => ({ countryCode, storeCount })) };
  });

  routes.get("/ecommerce/v2/storelocator/stores/:storeId", (_schema, request) => {
    const store = STORES.find((entry) => entry.storeId === param(request, "storeId"));
    return store ? present(store, request, requestInfo(request)) : fail(404, `No store ${param(request, "storeId")}`);
  });

  routes.get("/ecommerce/v2/storelocator/stores", (_schema, request) => {
    const found = search(STORES, request);
    if (!found.length) return fail(404, "No store found");
    return { stores: found.map((store) => present(store, request, requestInfo(request))) };
  });

  for (const [path, points] of [
    ["pickups", PICKUP_POINTS],
    ["lockers", LOCKERS],
  ] as const) {
    routes.get(`/ecommerce/v2/storelocator/${path}`, (_schema, request) => {
      const found = search(points as readonly Place[] as typeof points, request);
      if (!found.length) return fail(404, `No ${path} found`);
      return {
        stores: found.map((point) => ({
          id: point.id,
          type: point.type,
          name: point.name,
          address: point.address,
          coordinates: point.coordinates,
          openingHours: point.openingHours,
          carrier: point.carrier,
          distance: point.distance,
        })),
      };
    });
  }
}
