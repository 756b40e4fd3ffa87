import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";
import type { CartAddress } from "./schemas";
import type { LocaleInfo } from "../../lib/locales";
import { countryName } from "../../lib/countries";
import {
  ALPHA2_TO_ALPHA3,
  compactPhone,
  normalPostcode,
  phoneCountryToIso2,
  streetLine,
  upperCase,
} from "./address-rules";
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressValues,
  type PostedFields,
  postedValue,
} from "./address-fields";

export interface AddressRules {
  countries: readonly string[];
  phoneCountries: readonly string[];
  /** The delivery method needs a phone number (phoneNumberByShippingMethod). */
  phoneRequired: boolean;
}

export type AddressReading =
  | { ok: true; address: CartAddress }
  | { ok: false; fieldErrors: Partial<Record<AddressField, string>> };

/**
 * The address rules that follow the site's parameters, which a static schema cannot know: the
 * country one the site lists (for billing, or for delivery), the phone's country one it takes,
 * a phone where the delivery method needs one (phoneNumberByShippingMethod). The form's own rules
 * (lengths, postcode and phone shapes, what must be filled) are its schema's (address-schema.ts).
 */
export function siteAddressErrors(
  fields: PostedFields,
  rules: AddressRules,
  language: Language,
): Partial<Record<AddressField, string>> {
  const options = { locale: language };
  const value = (name: AddressField) => postedValue(fields, name).trim();
  const errors: Partial<Record<AddressField, string>> = {};
  const country = value("country").toUpperCase();
  if (country && !rules.countries.includes(country)) errors.country = m.checkout_error_country({}, options);
  const phone = value("phone");
  const phoneCountry = phoneCountryToIso2(value("phoneCountry"));
  if (!phone && rules.phoneRequired) errors.phone = m.checkout_error_required({}, options);
  if (phone && (!phoneCountry || !rules.phoneCountries.includes(phoneCountry)))
    errors.phoneCountry = m.checkout_error_country({}, options);
  return errors;
}

/**
 * A posted address its form's schema accepted, checked by the site's rules and turned into the
 * cart's address (spec 3, cart-side address) by the rules of spec 5: street lines upper case,
 * names and city upper case, the postcode in its country's shape, the phone country as its
 * 2-letter code. Each problem is named on its field, in the page's language.
 */
export function readAddress(fields: PostedFields, rules: AddressRules, language: Language): AddressReading {
  const errors = siteAddressErrors(fields, rules, language);
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  const value = (name: AddressField) => postedValue(fields, name).trim();
  const country = value("country").toUpperCase();
  const phone = value("phone");
  return {
    ok: true,
    address: {
      id: null,
      firstName: upperCase(value("firstName")),
      lastName: upperCase(value("lastName")),
      address1: streetLine(value("address1"))!,
      address2: streetLine(value("address2")),
      address3: streetLine(value("address3")),
      address4: null,
      zipCode: normalPostcode(country, value("zipCode")),
      city: upperCase(value("city")),
      country,
      phone: phone ? compactPhone(phone) : null,
      phoneNumberCountry: phone ? phoneCountryToIso2(value("phoneCountry")) : null,
      addressQuality: null,
      phoneQuality: null,
    },
  };
}

/** What the form shows first: what the shopper typed, else what we know (cart, account). */
export function addressValues(
  address: Partial<CartAddress> | null | undefined,
  fallback: AddressValues = {},
): AddressValues {
  if (!address) return fallback;
  return {
    firstName: address.firstName ?? fallback.firstName,
    lastName: address.lastName ?? fallback.lastName,
    address1: address.address1 ?? undefined,
    address2: address.address2 ?? undefined,
    address3: address.address3 ?? undefined,
    zipCode: address.zipCode ?? undefined,
    city: address.city ?? undefined,
    country: address.country ?? fallback.country,
    phone: address.phone ?? fallback.phone,
    phoneCountry: address.phoneNumberCountry ? ALPHA2_TO_ALPHA3[address.phoneNumberCountry] : fallback.phoneCountry,
  };
}

/** What the shopper typed in a form's fields (the address's by default), kept for a refused plain post to show again. */
export function typedValues(fields: PostedFields, names: readonly string[] = ADDRESS_FIELDS): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => (postedValue(fields, name) ? [[name, postedValue(fields, name).slice(0, 120)]] : [])),
  );
}

/** Countries as the form's select offers them: the code, named in the page's language. */
export function countryChoices(locale: LocaleInfo, codes: readonly string[]) {
  return codes.map((code) => ({ value: code, label: countryName(locale, code) }));
}

/**
 * A saved address the site cannot bill to (the account's, made on another country's site): not
 * prefilled beside a country it is not in; the shopper is told why, and where the site bills.
 */
export function unbillableNotice(
  locale: LocaleInfo,
  country: string | null | undefined,
  billingCountries: readonly string[],
): string | null {
  if (!country || billingCountries.includes(country)) return null;
  const countries = new Intl.ListFormat(locale.hrefLang, { type: "conjunction" }).format(
    billingCountries.map((code) => countryName(locale, code)),
  );
  return m.checkout_billing_elsewhere(
    { country: countryName(locale, country), countries },
    { locale: locale.language },
  );
}

/** Phone countries: the form holds 3-letter codes (sent as 2 letters, spec 5). */
export function phoneCountryChoices(locale: LocaleInfo, codes: readonly string[]) {
  return codes.flatMap((code) =>
    ALPHA2_TO_ALPHA3[code] ? [{ value: ALPHA2_TO_ALPHA3[code]!, label: countryName(locale, code) }] : [],
  );
}
