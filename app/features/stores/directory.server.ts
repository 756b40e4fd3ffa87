import type { LocaleInfo } from "../../lib/locales";
import { countryName } from "../../lib/countries";
import { storePath } from "./links";
import type { Store } from "../store-model/schemas";

/** A store as the directory lists it: its name, where it is, its page. */
export interface DirectoryStore {
  id: string;
  name: string;
  href: string;
  line1: string;
  zipCode: string;
  phone: string | null;
}

export interface DirectoryCountry {
  countryCode: string;
  /** The country's name in the page's language. */
  name: string;
  cities: { city: string; stores: DirectoryStore[] }[];
}

/** Stores by country (in the order given) and by city (alphabetical in the page's language). */
type Listed = Pick<Store, "storeId" | "name" | "slug" | "address" | "phone">;

export function directoryOf(
  locale: LocaleInfo,
  countries: { countryCode: string; stores: Listed[] }[],
): DirectoryCountry[] {
  const collator = new Intl.Collator(locale.hrefLang);
  return countries.map(({ countryCode, stores }) => {
    const byCity = new Map<string, DirectoryStore[]>();
    for (const store of stores) {
      const entry = {
        id: store.storeId,
        name: store.name,
        href: storePath(locale.prefix, store),
        line1: store.address.line1,
        zipCode: store.address.zipCode,
        phone: store.phone,
      };
      byCity.set(store.address.city, [...(byCity.get(store.address.city) ?? []), entry]);
    }
    const cities = [...byCity]
      .map(([city, list]) => ({ city, stores: list.sort((a, b) => collator.compare(a.name, b.name)) }))
      .sort((a, b) => collator.compare(a.city, b.city));
    return { countryCode, name: countryName(locale, countryCode), cities };
  });
}
