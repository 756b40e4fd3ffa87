import { href } from "../../pages/href";
import type { LocalePrefix } from "../../lib/locales";
import { slugify } from "../../lib/slug";
import type { StockQuery } from "./finder-query";
import type { Store } from "../store-model/schemas";

/**
 * A store page's canonical URL (spec 2.5): /stores/{country}/{city}/{name}-{storeId}/, slugs from
 * the backend when it gives them. Every other way to a store (by id, an old name) redirects here.
 */
export function storePath(
  prefix: LocalePrefix,
  store: Pick<Store, "storeId" | "slug" | "name" | "address">,
  stock?: StockQuery | null,
): string {
  const country = store.address.countrySlug || slugify(store.address.countryCode);
  const city = store.address.citySlug || slugify(store.address.city);
  const name = store.slug || slugify(store.name);
  const storeSlug = `${name ? `${name}-` : ""}${store.storeId}`;
  // The canonical store URL ends with a slash (spec 2.5); the page table's paths never do.
  const path = `${href(prefix, "store-friendly", { country, city, storeSlug })}/`;
  return stock ? `${path}?${new URLSearchParams({ productId: stock.productId, size: stock.size })}` : path;
}

/** The store id at the end of a friendly URL's last segment ("lyon-republique-107", "-107", "107"). */
export function storeIdFromSlug(segment: string | undefined): string | null {
  return /^(?:.*-)?(\d{1,12})$/.exec(segment ?? "")?.[1] ?? null;
}
