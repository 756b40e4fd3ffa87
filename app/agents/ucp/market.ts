import { LOCALE_PREFIXES, LOCALES, type LocalePrefix } from "../../lib/locales";

/**
 * The market an agent's request speaks for (UCP `context`: `address_country`, `language`): the
 * site of that country in that language, else that country's site in its own language, else the
 * language's main site, else the international site. The site sets the currency and the prices.
 */
export function marketPrefix(context: { address_country?: string; language?: string } | undefined): LocalePrefix {
  const country = context?.address_country?.toUpperCase();
  const language = context?.language?.toLowerCase().split("-")[0];
  const ofCountry = LOCALE_PREFIXES.filter((prefix) => LOCALES[prefix].iso2 === country && !LOCALES[prefix].isShort);
  return (
    ofCountry.find((prefix) => LOCALES[prefix].language === language) ??
    ofCountry[0] ??
    LOCALE_PREFIXES.find((prefix) => LOCALES[prefix].isShort && LOCALES[prefix].language === language) ??
    "en"
  );
}
