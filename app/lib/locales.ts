/**
 * The twelve locale prefixes of the storefront and everything that derives from them
 * (spec 2.1, 3 "Domain properties per locale", 9). Every other module asks this one.
 */

export const LOCALE_PREFIXES = [
  "fr-fr",
  "fr",
  "fr-ch",
  "en",
  "es-es",
  "es",
  "de-de",
  "de",
  "it-it",
  "it",
  "pl-pl",
  "pl",
] as const;

export type LocalePrefix = (typeof LOCALE_PREFIXES)[number];

/** The six languages we have messages for (paraglide locales). */
export const LANGUAGES = ["fr", "en", "es", "de", "it", "pl"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The seven country sites, each with its own shop domain parameters. */
export const SITES = ["FR", "CH", "GB", "ES", "DE", "IT", "PL"] as const;
export type Site = (typeof SITES)[number];

/** Stores, and so store pages, exist for these sites only (R9.10). */
export const SITES_WITH_STORES: readonly Site[] = ["FR", "CH", "GB"];

/** Shop domain codes as the backend knows them (GET /web-domains/). */
export const SHOP_DOMAIN_BY_SITE: Record<Site, string> = {
  FR: "fr",
  CH: "ch",
  GB: "en",
  ES: "es",
  DE: "de",
  IT: "it",
  PL: "pl",
};

export const CURRENCY_BY_SITE: Record<Site, "EUR" | "CHF" | "GBP" | "PLN"> = {
  FR: "EUR",
  CH: "CHF",
  // The international English site sells in euros (spec 3: "DE FR ES IT GB euro").
  GB: "EUR",
  ES: "EUR",
  DE: "EUR",
  IT: "EUR",
  PL: "PLN",
};

/** Where each site's clock runs: the time a sale opens is said in the shopper's country's time. */
const TIME_ZONE_BY_SITE: Record<Site, string> = {
  FR: "Europe/Paris",
  CH: "Europe/Zurich",
  GB: "Europe/London",
  ES: "Europe/Madrid",
  DE: "Europe/Berlin",
  IT: "Europe/Rome",
  PL: "Europe/Warsaw",
};

export type SizingRegion = "IT" | "EUR";

export interface LocaleInfo {
  prefix: LocalePrefix;
  language: Language;
  site: Site;
  shopDomain: string;
  /** BCP 47 tag used for hreflang, Accept-Language and Intl. */
  hrefLang: string;
  /** ISO 3166 alpha-2 of the site's country. */
  iso2: string;
  /** ISO 639-2 code of the language (legal notices, offers). */
  iso3: string;
  currency: "EUR" | "CHF" | "GBP" | "PLN";
  sizingRegion: SizingRegion;
  /** Short prefixes (fr, es, de, it, pl) stand for their language's main site. */
  isShort: boolean;
  /** The help centre's path word in this language (spec 2.2). */
  helpSegment: string;
  /** The site's IANA time zone. */
  timeZone: string;
}

const HELP_SEGMENT: Record<Language, string> = {
  fr: "aide",
  en: "help",
  es: "ayuda",
  de: "hilfe",
  it: "aiuto",
  pl: "pomoc",
};

const ISO3: Record<Language, string> = {
  fr: "fra",
  en: "eng",
  es: "spa",
  de: "deu",
  it: "ita",
  pl: "pol",
};

const SITE_BY_PREFIX: Record<LocalePrefix, Site> = {
  "fr-fr": "FR",
  fr: "FR",
  "fr-ch": "CH",
  en: "GB",
  "es-es": "ES",
  es: "ES",
  "de-de": "DE",
  de: "DE",
  "it-it": "IT",
  it: "IT",
  "pl-pl": "PL",
  pl: "PL",
};

function describe(prefix: LocalePrefix): LocaleInfo {
  const [lang, region] = prefix.split("-") as [Language, string | undefined];
  const site = SITE_BY_PREFIX[prefix];
  return {
    prefix,
    language: lang,
    site,
    shopDomain: SHOP_DOMAIN_BY_SITE[site],
    hrefLang: region ? `${lang}-${region.toUpperCase()}` : lang,
    iso2: site,
    iso3: ISO3[lang],
    currency: CURRENCY_BY_SITE[site],
    sizingRegion: prefix === "it-it" ? "IT" : "EUR",
    isShort: !region && prefix !== "en",
    helpSegment: HELP_SEGMENT[lang],
    timeZone: TIME_ZONE_BY_SITE[site],
  };
}

export const LOCALES: Record<LocalePrefix, LocaleInfo> = Object.fromEntries(
  LOCALE_PREFIXES.map((prefix) => [prefix, describe(prefix)]),
) as Record<LocalePrefix, LocaleInfo>;

export const DEFAULT_LOCALE: LocalePrefix = "en";

export function isLocalePrefix(value: unknown): value is LocalePrefix {
  return typeof value === "string" && (LOCALE_PREFIXES as readonly string[]).includes(value);
}

/** The locale named by the first path segment, if it is one of ours. */
export function localeFromPath(pathname: string): LocaleInfo | undefined {
  const first = pathname.split("/")[1]?.toLowerCase();
  return isLocalePrefix(first) ? LOCALES[first] : undefined;
}

/** Replaces the locale prefix of a pathname (or adds one), for alternates and switches. */
export function withLocale(pathname: string, target: LocalePrefix): string {
  const current = localeFromPath(pathname);
  const rest = current ? pathname.slice(current.prefix.length + 1) : pathname;
  const translated = current ? translateHelpPath(rest, current, LOCALES[target]) : rest;
  return `/${target}${translated === "/" ? "" : translated}`;
}

/**
 * The help centre has one word per language and no page on short prefixes (spec 2.2),
 * so an alternate of /fr-fr/aide/livraison is /en/help/livraison and /fr/aide.
 */
function translateHelpPath(rest: string, from: LocaleInfo, to: LocaleInfo): string {
  const segments = rest.split("/");
  if (segments[1] !== from.helpSegment) return rest;
  const page = to.isShort ? [] : segments.slice(2).filter(Boolean);
  return ["", to.helpSegment, ...page].join("/");
}

/** Parses one Accept-Language header into tags, highest quality first. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, position) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: (tag ?? "").trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, position };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
    .map((entry) => entry.tag);
}

/**
 * Country popin rule (spec 4): a bare language becomes language-language; en (any English)
 * becomes the international English site; fr-be and lb-lb map to fr-fr; anything we do
 * not manage falls back to English.
 */
export function proposedLocaleFor(browserTag: string): LocalePrefix {
  const tag = browserTag.toLowerCase().replace("_", "-");
  const [lang, region] = tag.split("-");
  if (lang === "en") return "en";
  const full = region ? `${lang}-${region}` : `${lang}-${lang}`;
  if (full === "fr-be" || full === "lb-lb" || full === "lb-lu") return "fr-fr";
  if (isLocalePrefix(full)) return full;
  return "en";
}

/**
 * The locale for a request to "/": the locale cookie when valid, else the first
 * Accept-Language tag we serve, else English.
 */
export function chooseLocale(cookieLocale: string | undefined, acceptLanguage: string | null): LocalePrefix {
  if (isLocalePrefix(cookieLocale)) return cookieLocale;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    if (isLocalePrefix(tag)) return tag;
    const lang = tag.split("-")[0];
    if (lang === "en") return "en";
    if (isLocalePrefix(lang)) return lang;
  }
  return DEFAULT_LOCALE;
}
