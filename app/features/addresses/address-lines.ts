import type { LocaleInfo } from "../../lib/locales";
import type { CartAddress } from "./schemas";
import { countryName } from "../../lib/countries";

/** Countries that print the town on its own line and the postcode under it (Royal Mail, An Post). */
const TOWN_THEN_POSTCODE = new Set(["GB", "IE"]);

type PrintableAddress = Pick<
  CartAddress,
  "address1" | "address2" | "address3" | "address4" | "zipCode" | "city" | "country"
> &
  Partial<Pick<CartAddress, "firstName" | "lastName">>;

/**
 * An address as lines to print, in its country's order: the name (when it has one), the street
 * lines, then "75008 PARIS" on the continent or "LONDON" above "EC1M 5RF" in the UK and Ireland,
 * then the country in the page's language.
 */
export function addressLines(address: PrintableAddress, locale: LocaleInfo): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(" ");
  const town = TOWN_THEN_POSTCODE.has(address.country)
    ? [address.city, address.zipCode]
    : [`${address.zipCode} ${address.city}`.trim()];
  return [
    name,
    address.address1,
    address.address2,
    address.address3,
    address.address4,
    ...town,
    countryName(locale, address.country),
  ].filter((line): line is string => Boolean(line?.trim()));
}
