import type { Site } from "../../lib/locales";
import type { Customer } from "../customer/schemas";

/** The personal-data form's fields, in the form's order (the error summary follows it). */
export const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "gender",
  "birthday",
  "phoneCountry",
  "phone",
  "preferredChannel",
  "fiscalNumber",
] as const;

/** The password form's fields, in the form's order. */
export const PASSWORD_FIELDS = ["oldPassword", "newPassword", "confirmPassword"] as const;

export const PASSWORD_MIN = 8;

/**
 * Where the personal data carry a tax number (decision 82): Italy (codice fiscale) and Spain
 * (NIF/NIE), which print it on invoices; elsewhere the field is not shown and never sent.
 */
export const fiscalNumberNeeded = (site: Site) => site === "IT" || site === "ES";

export const GENDERS = ["F", "M", "U"] as const;
export const CHANNELS = ["EMAIL", "SMS", "MAIL", "NONE"] as const;

/** The site's phone countries, and the customer's own when it is another: their number stays theirs to keep. */
export function phoneCountriesFor(siteCountries: readonly string[], customer: Customer): string[] {
  const own = customer.phoneNumberCountry;
  return own && !siteCountries.includes(own) ? [...siteCountries, own] : [...siteCountries];
}
