import type { LocaleInfo } from "./locales";

/**
 * Every date and time a page shows is written here, in the site's time zone (`LocaleInfo.timeZone`),
 * never in the zone of the machine that renders it: a server runs in UTC and a shopper's browser
 * anywhere, so an order paid at 00:18 in Berlin on 29 November is "29. November" on both (no
 * hydration mismatch, no day early). French ways Intl does not follow are applied to every
 * format: "1er décembre", "23 h 59".
 */

/** A calendar day ("2026-09-14"): the same day in every zone, whatever the machine. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What can be dated: a calendar day, a moment (ISO with offset), or a time in milliseconds. */
export type DateValue = string | number | Date;

/**
 * The instant `value` stands for. A calendar day is taken at noon UTC: every European site's zone
 * (UTC-1 to UTC+3) is still on that day then, so the day written is the day given.
 */
function instantOf(value: DateValue): number {
  if (typeof value === "number") return value;
  if (value instanceof Date) return value.getTime();
  const day = CALENDAR_DAY.exec(value);
  if (day) return Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12);
  return Date.parse(value);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language tag, zone and options: Intl's are costly to build and hold no state. */
function formatterFor(tag: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Intl's parts as the language writes them. French: the first of the month is "1er", and a time
 * is "9 h", "23 h 59" (the hour without its leading zero, "h", the minutes unless on the hour).
 */
function written(parts: Intl.DateTimeFormatPart[], language: string): string {
  if (language !== "fr") return parts.map((part) => part.value).join("");
  let text = "";
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    const next = parts[index + 1];
    const minute = parts[index + 2];
    if (part.type === "day" && part.value === "1") text += "1er";
    else if (part.type === "hour" && next?.type === "literal" && minute?.type === "minute") {
      // No-break spaces: "23 h 59" never breaks across two lines.
      text += `${Number(part.value)}\u00a0h${minute.value === "00" ? "" : `\u00a0${minute.value}`}`;
      index += 2;
    } else text += part.value;
  }
  return text;
}

/**
 * The one way a date is written: `value` (a calendar day, a moment or a time) in the site's time
 * zone, in the page's language, with the fields of `options` (no `timeZone`: the site's is used).
 * An unreadable value is given back as it came.
 */
export function formatSiteDate(
  locale: LocaleInfo,
  value: DateValue,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): string {
  const time = instantOf(value);
  if (Number.isNaN(time)) return String(value);
  return written(formatterFor(locale.hrefLang, locale.timeZone, options).formatToParts(time), locale.language);
}

/** A day as the page's language writes it in full ("14 septembre 2026", "29. November 2026"). */
export function fullDate(locale: LocaleInfo, value: DateValue): string {
  return formatSiteDate(locale, value, { day: "numeric", month: "long", year: "numeric" });
}

/** A moment with its time: "27 novembre 2026 à 0 h", "30. November 2026 um 23:59". */
export function fullMoment(locale: LocaleInfo, value: DateValue): string {
  return formatSiteDate(locale, value, { dateStyle: "long", timeStyle: "short" });
}

/**
 * A wall-clock time given as "HH:MM" (a store's opening hours, in the store's own time) as the
 * page's language writes it: "10:00", "10 h"; never moved into another zone. An unreadable one
 * is given back as it came.
 */
export function wallClockTime(locale: LocaleInfo, time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return time;
  const parts = formatterFor(locale.hrefLang, "UTC", { hour: "numeric", minute: "2-digit" }).formatToParts(
    Date.UTC(2024, 0, 1, hours, minutes),
  );
  return written(parts, locale.language);
}

/** Today's calendar day on the site ("2026-11-29" at 00:18 in Berlin, while UTC is still on the 28th). */
export function siteToday(locale: LocaleInfo, now: Date): string {
  const parts = formatterFor("en-CA", locale.timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return `${field("year")}-${field("month")}-${field("day")}`;
}
