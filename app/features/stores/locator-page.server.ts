import { m } from "../../paraglide/messages.js";
import type { RequestContext } from "../../lib/request-context";
import { directoryOf } from "./directory.server";
import { loadFinder } from "./finder.server";
import { storeService } from "./stores.server";

/**
 * The store locator's page (FR, CH and GB sites only: store-access): the finder; before a search,
 * every store of the country. Its HTML and its Markdown twin read this one loader.
 */
export async function loadStoreLocator(context: RequestContext, url: URL) {
  const { found, ...finder } = await loadFinder(context, url, { kind: "stores", context: "STORE_LOCATOR" });
  const overview =
    finder.query.by === "none" && found.length
      ? directoryOf(context.locale, [
          {
            countryCode: found[0]!.address.countryCode,
            stores: found.map((place) => ({ ...place, storeId: place.id })),
          },
        ])
      : [];
  const options = { locale: context.locale.language };
  // Words only this page uses come from the loader, in the page's language: the browser does not
  // download their five other translations (keeps /stores under the home page's first load).
  return {
    finder,
    overview,
    words: { intro: m.stores_intro({}, options), description: m.stores_description({}, options) },
  };
}

/** Every store, grouped by country and city (FR, CH and GB sites only: store-access). */
export async function loadStoreDirectory(context: RequestContext) {
  return directoryOf(context.locale, await storeService(context).directory());
}
