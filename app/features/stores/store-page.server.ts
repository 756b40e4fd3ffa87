import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import { notFound } from "../../lib/not-found.server";
import { redirectToOwnUrl } from "../../lib/own-url.server";
import { parseStockQuery } from "./finder-query.server";
import { placesMap, stockProduct } from "./finder.server";
import { countryName } from "../../lib/countries";
import { storePath } from "./links";
import { placeView } from "./place-view.server";
import { placeOfStore } from "./stores.server";
import { storeService } from "./stores.server";

/**
 * One store's page: found by id (either URL shape), moved permanently to its canonical URL when
 * reached any other way (keeping the stock asked), with its map and the stock of a product size
 * when `productId` and `size` are given. Unknown stores are the 404 page; an outage throws to the
 * page's error boundary (the store cannot be shown without its answer).
 */
export async function loadStorePage(context: RequestContext, url: URL, storeId: string | null) {
  if (!storeId) notFound(`No store id in ${url.pathname}`, url);
  const asked = parseStockQuery(url.searchParams);
  const [store, site, product] = await Promise.all([
    storeService(context).store(storeId, asked),
    context.siteParams(),
    asked ? stockProduct(context, asked) : Promise.resolve(null),
  ]);
  if (!store) notFound(`No store ${storeId}`, url);
  const canonicalPath = storePath(context.locale.prefix, store);
  redirectToOwnUrl(url, canonicalPath);
  const view = placeView(
    { ...placeOfStore(store), stock: product ? store.stock : null, href: null },
    context.locale,
    new Date(),
  );
  return {
    store,
    view,
    countryName: countryName(context.locale, store.address.countryCode),
    product,
    map: site.params.flags.showMap
      ? placesMap([{ name: store.name, coordinates: store.coordinates, href: null }], false, site.params.storeLocator)
      : null,
    mapLabel: m.stores_map_store({ store: store.name }, { locale: context.locale.language }),
    origin: context.origin,
    canonicalPath,
  };
}

export type StorePageData = Awaited<ReturnType<typeof loadStorePage>>;
