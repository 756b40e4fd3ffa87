import { fitMask, maskToPattern } from "../../ui/mask";

/**
 * The address rules of spec 5, as pure functions the server applies before anything is sent:
 * street lines cut at 50 characters, addresses and receiver names in upper case, phone countries
 * as 2-letter codes, composed names capitalised for display.
 */

export const STREET_LINE_MAX = 50;
/** First names, last names (a customer's, an address's, a parcel's receiver) and towns: longer ones are refused, never cut. */
export const NAME_MAX = 40;
export const CITY_MAX = 40;
/** The longest postcode of any country (the national shapes below are shorter). */
export const POSTCODE_MAX = 12;
/** A phone number as typed: its digits, with the spaces, dots, dashes and brackets of a written one. */
export const PHONE_MAX = 20;

/** "  jean-PIERRE  de la fontaine " → "Jean-Pierre De La Fontaine"; blank → "". */
export function composedName(value: string | null | undefined): string {
  const trimmed = (value ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  if (!trimmed) return "";
  return trimmed
    .split(" ")
    .map((word) =>
      word
        .split("-")
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join("-"),
    )
    .join(" ");
}

/** A street line as sent: trimmed, single-spaced, upper case, at most 50 characters. */
export function streetLine(value: string | null | undefined): string | null {
  const line = (value ?? "").trim().replace(/\s+/g, " ").toUpperCase().slice(0, STREET_LINE_MAX).trim();
  return line || null;
}

export const upperCase = (value: string) => value.trim().replace(/\s+/g, " ").toUpperCase();

/** ISO 3166 alpha-3 → alpha-2 for the countries our sites take phone numbers from. */
const ALPHA3_TO_ALPHA2: Record<string, string> = {
  FRA: "FR",
  BEL: "BE",
  LUX: "LU",
  MCO: "MC",
  CHE: "CH",
  LIE: "LI",
  GBR: "GB",
  IRL: "IE",
  NLD: "NL",
  AUT: "AT",
  PRT: "PT",
  GRC: "GR",
  SWE: "SE",
  DNK: "DK",
  FIN: "FI",
  ESP: "ES",
  DEU: "DE",
  ITA: "IT",
  SMR: "SM",
  POL: "PL",
};
export const ALPHA2_TO_ALPHA3: Record<string, string> = Object.fromEntries(
  Object.entries(ALPHA3_TO_ALPHA2).map(([three, two]) => [two, three]),
);

/** Spec 5: a phone country goes to the backend as its 2-letter code, whatever the form held. */
export function phoneCountryToIso2(code: string | null | undefined): string | null {
  const upper = (code ?? "").trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(upper)) return upper;
  return ALPHA3_TO_ALPHA2[upper] ?? null;
}

/**
 * Postcode shapes per country (spec 5 leaves "other form validation" open: these are the
 * national formats, so a typo is caught before the carrier refuses the parcel).
 */
const POSTCODES: Record<string, RegExp> = {
  FR: /^\d{5}$/,
  MC: /^980\d{2}$/,
  BE: /^\d{4}$/,
  LU: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^94\d{2}$/,
  AT: /^\d{4}$/,
  DK: /^\d{4}$/,
  DE: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  SM: /^4789\d$/,
  FI: /^\d{5}$/,
  GR: /^\d{3} ?\d{2}$/,
  SE: /^\d{3} ?\d{2}$/,
  PT: /^\d{4}-\d{3}$/,
  PL: /^\d{2}-\d{3}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
};

/**
 * Input masks (spec 5's #, A) of the postcodes whose shape is fixed: the form applies them as
 * the shopper types (the dash of a Polish one, the space of a Dutch one), and the server puts a
 * value typed without them (no JavaScript) into the same shape before checking it. The British
 * and Irish ones vary in length: no mask, the pattern above checks them.
 */
const POSTCODE_MASKS: Record<string, string> = {
  FR: "#####",
  MC: "#####",
  DE: "#####",
  ES: "#####",
  IT: "#####",
  SM: "#####",
  FI: "#####",
  BE: "####",
  LU: "####",
  CH: "####",
  LI: "####",
  AT: "####",
  DK: "####",
  GR: "### ##",
  SE: "### ##",
  PT: "####-###",
  PL: "##-###",
  NL: "#### AA",
};

export const postcodeMask = (country: string): string | undefined => POSTCODE_MASKS[country.toUpperCase()];

/** A postcode as sent: upper case, in its country's shape when its characters fit the mask. */
export function normalPostcode(country: string, value: string): string {
  const typed = value.trim().toUpperCase();
  const mask = postcodeMask(country);
  return (mask && fitMask(typed, mask)) || typed;
}

export function isPostcode(country: string, value: string): boolean {
  const pattern = POSTCODES[country];
  const postcode = normalPostcode(country, value);
  return pattern ? pattern.test(postcode) : postcode.length > 0 && postcode.length <= 12;
}

/**
 * National phone numbers of a fixed length, grouped as each country writes them; other
 * countries' numbers, and any number typed in international form (+33…, 0033…), stay as typed.
 */
const PHONE_SHAPES: Record<string, { mask: string; example: string }> = {
  FR: { mask: "## ## ## ## ##", example: "06 12 34 56 78" },
  MC: { mask: "## ## ## ##", example: "06 12 34 56" },
  CH: { mask: "### ### ## ##", example: "079 123 45 67" },
  ES: { mask: "### ### ###", example: "612 345 678" },
  PL: { mask: "### ### ###", example: "512 345 678" },
  PT: { mask: "### ### ###", example: "912 345 678" },
};
const INTERNATIONAL = /^\s*(\+|00)/;

/** The mask for what is typed in the phone field with this phone country (2 or 3 letters), if any. */
export function phoneMask(phoneCountry: string | null | undefined, typed: string): string | undefined {
  const country = phoneCountryToIso2(phoneCountry);
  return country && !INTERNATIONAL.test(typed) ? PHONE_SHAPES[country]?.mask : undefined;
}

/** A national number as the country writes it, for the message that says the format. */
export const phoneExample = (phoneCountry: string | null | undefined): string | undefined =>
  PHONE_SHAPES[phoneCountryToIso2(phoneCountry) ?? ""]?.example;

/** The phone field's pattern: the country's national shape when it has one, else any number; international always. */
export function phonePattern(phoneCountry: string | null | undefined): string {
  const country = phoneCountryToIso2(phoneCountry);
  const mask = country ? PHONE_SHAPES[country]?.mask : undefined;
  const international = "(?:\\+|00)[0-9][0-9 .\\(\\)\\-]{5,19}";
  return `${mask ? maskToPattern(mask) : "[0-9][0-9 .\\(\\)\\-]{5,19}"}|${international}`;
}

/** A phone number as sent: the digits and a leading +, without the spaces, dots, dashes and brackets typed. */
export function compactPhone(value: string): string {
  return value.replace(/[\s.()-]/g, "");
}

/** A phone number a carrier can call: 6 to 15 digits, with spaces, dots, dashes or one leading +. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?\d{6,15}$/.test(compactPhone(value));
}

/**
 * `isPhoneNumber` as one pattern on what is typed, so the phone field's schema can say it and the
 * browser check it (`pattern`): the separators anywhere, one + before the first digit.
 */
// biome-ignore lint/complexity/noUselessEscapeInRegex: the browser compiles a field's pattern with the v flag, where a bracket in a class must be escaped
export const TYPED_PHONE_NUMBER = /^[\s.\(\)\-]*\+?(?:[\s.\(\)\-]*\d){6,15}[\s.\(\)\-]*$/;
