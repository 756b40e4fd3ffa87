import { distanceKm } from "../../app/features/stores/geo";
import { productById } from "../data/catalog";
import { GAZETTEER, type GazetteerPlace } from "../data/places";
import { LOCKERS, PICKUP_POINTS, STORES } from "../data/stores";
import { firstQuery, type RequestInfo, requestInfo, param } from "../request-info";
import { fail, type Routes } from "../http";

/**
 * Store locator (spec 7): stores, one store, pickup points, lockers, countries. Searching a town,
 * a postcode or a position ("lat,lon") gives the places within reach of it (SEARCH_RADIUS_KM for
 * stores, POINT_RADIUS_KM for pickup points and lockers), nearest first; naming a product and
 * size adds that store's stock. Nothing found is a 404, which the storefront reads as empty.
 */
type Place = {
  coordinates: { lat: number; lon: number };
  address: { city: string; zipCode: string; countryCode: string };
  name: string;
};

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/**
 * Within this distance of the searched place, nearest first, at most MAX_RESULTS (a real
 * locator's habit): a shop is worth a drive (Grenoble for Lyon, 95 km), a parcel is collected
 * nearby; a locker in Basel is not "near 1204", Geneva, 185 km away (issue 49, decision 181).
 */
export const SEARCH_RADIUS_KM = 100;
export const POINT_RADIUS_KM = 30;
export const MAX_RESULTS = 10;

/** "45.76,4.84": a position (the storefront's "near me"), latitude first. */
const POSITION = /^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/;

const postcodeKey = (text: string) => text.toUpperCase().replace(/\s+/g, "");

/**
 * The backend's geocoding, offline: a position as such; else a town of the gazetteer by its name
 * or another name (places of the searched countries first); else the longest postcode or prefix
 * of those countries that starts what was typed; else a store or point whose city, postcode or
 * name contains it.
 */
export function geocode(
  text: string,
  countries: string[] | undefined,
  places: readonly Place[],
): { lat: number; lon: number } | null {
  const position = POSITION.exec(text);
  if (position) {
    const [lat, lon] = [Number(position[1]), Number(position[2])];
    return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
  }
  const query = fold(text);
  const inCountries = (place: GazetteerPlace) => !countries?.length || countries.includes(place.countryCode);
  const ranked = [...GAZETTEER].sort((a, b) => Number(inCountries(b)) - Number(inCountries(a)));
  const town = ranked.find((place) => [place.name, ...place.aliases].some((name) => fold(name) === query));
  if (town) return { lat: town.lat, lon: town.lon };
  const code = postcodeKey(text);
  let best: { place: GazetteerPlace; length: number } | undefined;
  for (const place of ranked.filter(inCountries)) {
    for (const postcode of place.postcodes) {
      const key = postcodeKey(postcode);
      // A British area ("W", "NW") only starts codes whose next character is its district's digit.
      const continues = code.length > key.length && /[A-Z]$/.test(key) && !/\d/.test(code[key.length]!);
      if (code.startsWith(key) && !continues && key.length > (best?.length ?? 0)) best = { place, length: key.length };
    }
  }
  if (best && /\d/.test(code)) return { lat: best.place.lat, lon: best.place.lon };
  // A place of the list by its town, its exact postcode or its own name (a few letters match too much: "12" in "75012").
  const known = places.find(
    (place) =>
      fold(place.address.city) === query ||
      postcodeKey(place.address.zipCode) === code ||
      (query.length >= 3 && fold(place.name).includes(query)),
  );
  return known?.coordinates ?? null;
}

/** Filters by country and delivery countries, then by the searched place (nearest first, within `radiusKm`). */
function search<T extends Place>(
  places: readonly T[],
  request: any,
  radiusKm: number,
): (T & { distance: number | null })[] {
  const countryCode = firstQuery(request, "countryCode")?.toUpperCase();
  const deliveryCountries = firstQuery(request, "deliveryCountries")?.toUpperCase().split(",").filter(Boolean);
  const text = firstQuery(request, "search")?.trim();
  const candidates = places.filter(
    (place) =>
      (!countryCode || place.address.countryCode === countryCode) &&
      (!deliveryCountries?.length || deliveryCountries.includes(place.address.countryCode)),
  );
  if (!text) return candidates.map((place) => ({ ...place, distance: null }));
  const origin = geocode(text, countryCode ? [countryCode] : deliveryCountries, candidates);
  if (!origin) return [];
  return candidates
    .map((place) => ({ ...place, distance: distanceKm(origin, place.coordinates) }))
    .filter((place) => place.distance <= radiusKm)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAX_RESULTS);
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
  const sku = product?.options
    .flatMap((option) => option.sizes)
    .find((entry) => entry.sku === size || entry.label === size)?.sku;
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
    const found = search(STORES, request, SEARCH_RADIUS_KM);
    if (!found.length) return fail(404, "No store found");
    return { stores: found.map((store) => present(store, request, requestInfo(request))) };
  });

  for (const [path, points] of [
    ["pickups", PICKUP_POINTS],
    ["lockers", LOCKERS],
  ] as const) {
    routes.get(`/ecommerce/v2/storelocator/${path}`, (_schema, request) => {
      const found = search(points as readonly Place[] as typeof points, request, POINT_RADIUS_KM);
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
