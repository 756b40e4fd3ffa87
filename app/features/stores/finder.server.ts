import type { RequestContext } from "../../lib/request-context";
import { logWarning } from "../../lib/log.server";
import { m } from "../../paraglide/messages.js";
import { productOptionPath } from "../catalog-model/product-options";
import type { StockQuery } from "./finder-query";
import { parseFinderQuery, parseStockQuery } from "./finder-query.server";
import type { FinderData, StockProduct } from "./finder-data";
import { storePath } from "./links";
import { areaAround, mapView } from "./map/store-map.server";
import type { StoreMapView } from "./map/store-map-view";
import type { FinderContext, Place, PlaceKind } from "../store-model/place";
import { finderWords, placeView } from "./place-view.server";
import { catalogService } from "../catalog-model/catalog.server";
import { storeService } from "./stores.server";

/**
 * The place finder's loader half, shared by every page that finds a place (the store locator,
 * the checkout's store, pickup and locker modes, the account's preferred store): read the query
 * from the URL, search, sort, link each store to its page, word it all in the page's language and
 * draw the map when the site shows one. Never throws for the backend: an outage is an answer the
 * finder says. `places` keeps the raw answers for pages that need more than the words.
 */
export async function loadFinder(
  context: RequestContext,
  url: URL,
  options: { kind: PlaceKind; context: FinderContext; countryCode?: string },
): Promise<FinderData & { found: Place[] }> {
  const query = parseFinderQuery(url.searchParams);
  const asked = options.kind === "stores" ? parseStockQuery(url.searchParams) : null;
  const [site, product, search] = await Promise.all([
    context.siteParams(),
    asked ? stockProduct(context, asked) : Promise.resolve(null),
    storeService(context).search(options.kind, query, {
      stock: asked,
      context: options.context,
      countryCode: options.countryCode,
    }),
  ]);
  if (!search.ok)
    logWarning({ message: "Store locator unavailable", status: 502, url: url.toString(), cause: search.code });
  const stock = product ? asked : null;
  const found = search.ok ? search.places : [];
  // Store pages are linked from the locator, never from the checkout (nothing leaves the funnel).
  const linkStores = options.context !== "CHECKOUT";
  const linked = found.map((place) => ({
    ...place,
    href:
      linkStores && place.kind === "store"
        ? storePath(context.locale.prefix, { ...place, storeId: place.id }, stock)
        : null,
  }));
  const now = new Date();
  const numbered = query.by !== "none";
  return {
    kind: options.kind,
    query,
    stock,
    product,
    places: linked.map((place) => placeView(place, context.locale, now)),
    found,
    map: site.params.flags.showMap ? placesMap(linked, numbered, site.params.storeLocator) : null,
    ...finderWords(options.kind, query, { ok: search.ok, count: found.length }, context.locale),
  };
}

/** The map of a list: numbered pins after a search, plain ones on the overview. */
export function placesMap(
  places: (Pick<Place, "name" | "coordinates"> & { href: string | null })[],
  numbered: boolean,
  fallback: { center: { lat: number; lon: number }; zoom: number },
): StoreMapView {
  const positions = places.map((place) => place.coordinates);
  return mapView(
    areaAround(positions, fallback),
    places.map((place, index) => ({
      number: numbered ? index + 1 : null,
      label: numbered ? `${index + 1}. ${place.name}` : place.name,
      href: place.href,
    })),
    positions,
  );
}

/** The product and size whose stock is asked, as the page names them; null if unknown. */
export async function stockProduct(context: RequestContext, stock: StockQuery): Promise<StockProduct | null> {
  try {
    const product = await catalogService(context).product(stock.productId);
    const option = product?.options.find((entry) => entry.sizes.some((size) => size.sku === stock.size));
    const size = option?.sizes.find((entry) => entry.sku === stock.size);
    if (!product || !option || !size) return null;
    return {
      text: m.stores_stock_of(
        { product: `${product.name} – ${option.colourLabel}`, size: size.label },
        { locale: context.locale.language },
      ),
      href: productOptionPath(context.locale.prefix, product, option.optionId),
    };
  } catch {
    // The catalogue is down: the stores still show, without the stock line.
    return null;
  }
}
