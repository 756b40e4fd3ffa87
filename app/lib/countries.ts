import type { LocaleInfo } from "./locales";

/** A country's name in the page's language (Intl), its code when Intl does not know it. */
export function countryName(locale: LocaleInfo, countryCode: string): string {
  try {
    return new Intl.DisplayNames([locale.hrefLang], { type: "region" }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
