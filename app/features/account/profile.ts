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

/** A tax number as typed (decision 82): 8 to 20 letters and digits, spaces allowed between them. */
export const TYPED_FISCAL_NUMBER = /^\s*(?:[A-Za-z0-9]\s*){8,20}$/;
export const TYPED_FISCAL_NUMBER_MAX = 20;

/** A date of birth someone who shops here could have: 15 to 120 years ago; anything else is a typing slip. */
export function isLikelyBirthday(isoDate: string, now = Date.now()): boolean {
  const born = Date.parse(`${isoDate}T00:00:00Z`);
  const age = (now - born) / (365.25 * 86_400_000);
  return !Number.isNaN(born) && age >= 15 && age <= 120;
}

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
