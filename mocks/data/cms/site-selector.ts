/**
 * Site selector (site_selector_component, spec R3.19): the twelve locale prefixes, named in the
 * reader's language. Long prefixes (fr-fr, fr-ch, ...) and en display a flag; the short ones
 * (fr, es, de, it, pl) are the same country sites reached by language alone.
 */
import { SEED_LANGUAGES, type SeedLanguage } from "../types";
import type { CountryCode, SiteSelectorItem } from "./types";

const PREFIXES: { prefix: string; country: CountryCode; language: SeedLanguage }[] = [
  { prefix: "fr-fr", country: "FR", language: "fr" },
  { prefix: "fr", country: "FR", language: "fr" },
  { prefix: "fr-ch", country: "CH", language: "fr" },
  { prefix: "en", country: "GB", language: "en" },
  { prefix: "es-es", country: "ES", language: "es" },
  { prefix: "es", country: "ES", language: "es" },
  { prefix: "de-de", country: "DE", language: "de" },
  { prefix: "de", country: "DE", language: "de" },
  { prefix: "it-it", country: "IT", language: "it" },
  { prefix: "it", country: "IT", language: "it" },
  { prefix: "pl-pl", country: "PL", language: "pl" },
  { prefix: "pl", country: "PL", language: "pl" },
];

/** The sites' countries in each reader's language; GB is the international English site. */
const COUNTRY_NAMES: Record<SeedLanguage, Record<CountryCode, string>> = {
  fr: { FR: "France", CH: "Suisse", GB: "International", ES: "Espagne", DE: "Allemagne", IT: "Italie", PL: "Pologne" },
  en: { FR: "France", CH: "Switzerland", GB: "International", ES: "Spain", DE: "Germany", IT: "Italy", PL: "Poland" },
  es: { FR: "Francia", CH: "Suiza", GB: "Internacional", ES: "España", DE: "Alemania", IT: "Italia", PL: "Polonia" },
  de: {
    FR: "Frankreich",
    CH: "Schweiz",
    GB: "International",
    ES: "Spanien",
    DE: "Deutschland",
    IT: "Italien",
    PL: "Polen",
  },
  it: {
    FR: "Francia",
    CH: "Svizzera",
    GB: "Internazionale",
    ES: "Spagna",
    DE: "Germania",
    IT: "Italia",
    PL: "Polonia",
  },
  pl: {
    FR: "Francja",
    CH: "Szwajcaria",
    GB: "Międzynarodowa",
    ES: "Hiszpania",
    DE: "Niemcy",
    IT: "Włochy",
    PL: "Polska",
  },
};

const LANGUAGE_NAMES: Record<SeedLanguage, Record<SeedLanguage, string>> = {
  fr: { fr: "français", en: "anglais", es: "espagnol", de: "allemand", it: "italien", pl: "polonais" },
  en: { fr: "French", en: "English", es: "Spanish", de: "German", it: "Italian", pl: "Polish" },
  es: { fr: "francés", en: "inglés", es: "español", de: "alemán", it: "italiano", pl: "polaco" },
  de: { fr: "Französisch", en: "Englisch", es: "Spanisch", de: "Deutsch", it: "Italienisch", pl: "Polnisch" },
  it: { fr: "francese", en: "inglese", es: "spagnolo", de: "tedesco", it: "italiano", pl: "polacco" },
  pl: { fr: "francuski", en: "angielski", es: "hiszpański", de: "niemiecki", it: "włoski", pl: "polski" },
};

/** Austria has no site of its own: the German site delivers there (its delivery countries). */
const AUSTRIA: Record<SeedLanguage, string> = {
  fr: "Autriche",
  en: "Austria",
  es: "Austria",
  de: "Österreich",
  it: "Austria",
  pl: "Austria",
};

function selectorFor(reader: SeedLanguage): SiteSelectorItem[] {
  const sites = PREFIXES.map(({ prefix, country, language }) => ({
    country_name: COUNTRY_NAMES[reader][country],
    country_code: country,
    country_language: language,
    locale_prefix: prefix,
    language_name: LANGUAGE_NAMES[reader][language],
    display_flag: prefix.includes("-") || prefix === "en",
  }));
  const austria = {
    country_name: AUSTRIA[reader],
    country_code: "AT",
    country_language: "de" as const,
    locale_prefix: "de-de",
    language_name: LANGUAGE_NAMES[reader].de,
    display_flag: true,
  };
  return [...sites, austria];
}

export const SITE_SELECTOR: Record<SeedLanguage, SiteSelectorItem[]> = Object.fromEntries(
  SEED_LANGUAGES.map((language) => [language, selectorFor(language)]),
) as Record<SeedLanguage, SiteSelectorItem[]>;
