import type { LocaleInfo } from "./locales";

/**
 * A date formatted by Intl, the first of the month written as French writes it ("1er décembre",
 * which Intl leaves as "1 décembre").
 */
export function formatDate(formatter: Intl.DateTimeFormat, time: number, language: string): string {
  if (language !== "fr") return formatter.format(time);
  return formatter
    .formatToParts(time)
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");
}

/**
 * A day as the page's language writes it in full ("14 septembre 2026"): a date ("2026-09-14",
 * taken as that day wherever the server runs) or a moment (ISO with offset, on the UTC day).
 */
export function fullDate(locale: LocaleInfo, value: string): string {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return value;
  return formatDate(
    new Intl.DateTimeFormat(locale.hrefLang, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
    time,
    locale.language,
  );
}

/** A moment (ISO with offset) as the page's language writes it, in the site's time zone: "27 novembre 2026 à 00:00". */
export function fullMoment(locale: LocaleInfo, value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return formatDate(
    new Intl.DateTimeFormat(locale.hrefLang, { dateStyle: "long", timeStyle: "short", timeZone: locale.timeZone }),
    time,
    locale.language,
  );
}
