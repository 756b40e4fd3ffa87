import { formatDate } from "../../lib/dates";
import type { LocaleInfo } from "../../lib/locales";

/**
 * Store-locator wording through Intl, in the page's language: weekdays, times, dates, distances
 * and country names. Hours arrive as "HH:MM" in the place's own time, so they are formatted as
 * such (UTC), never moved into the reader's time zone.
 */
const MONDAY_2024 = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

export function weekdayName(locale: LocaleInfo, weekday: number): string {
  return new Intl.DateTimeFormat(locale.hrefLang, { weekday: "long", timeZone: "UTC" }).format(
    MONDAY_2024 + (weekday - 1) * DAY_MS,
  );
}

export function timeOfDay(locale: LocaleInfo, time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return time;
  return new Intl.DateTimeFormat(locale.hrefLang, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    Date.UTC(2024, 0, 1, hours, minutes),
  );
}

export function longDate(locale: LocaleInfo, isoDate: string): string {
  const date = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date)
    ? isoDate
    : formatDate(
        new Intl.DateTimeFormat(locale.hrefLang, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
        date,
        locale.language,
      );
}

/** Miles on the British site, kilometres elsewhere; metres under one kilometre. */
export function distanceText(locale: LocaleInfo, km: number): string {
  if (locale.site === "GB") {
    return new Intl.NumberFormat(locale.hrefLang, { style: "unit", unit: "mile", maximumFractionDigits: 1 }).format(
      km / 1.609344,
    );
  }
  if (km < 1)
    return new Intl.NumberFormat(locale.hrefLang, { style: "unit", unit: "meter", maximumFractionDigits: 0 }).format(
      Math.round(km * 10) * 100,
    );
  return new Intl.NumberFormat(locale.hrefLang, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 }).format(
    km,
  );
}
