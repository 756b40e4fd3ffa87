import { formatSiteDate, wallClockTime } from "../../lib/dates";
import type { LocaleInfo } from "../../lib/locales";

/**
 * Store-locator wording through Intl, in the page's language: weekdays, times, dates, distances
 * and country names. Hours arrive as "HH:MM" in the place's own time, so they are written as
 * such, never moved into the reader's time zone; days are calendar days.
 */

/** Weekday 1 (Monday) to 7 (Sunday) by name: January 2024 began on a Monday, so its n-th day is weekday n. */
export function weekdayName(locale: LocaleInfo, weekday: number): string {
  return formatSiteDate(locale, `2024-01-0${weekday}`, { weekday: "long" });
}

export function timeOfDay(locale: LocaleInfo, time: string): string {
  return wallClockTime(locale, time);
}

export function longDate(locale: LocaleInfo, isoDate: string): string {
  return formatSiteDate(locale, isoDate, { weekday: "long", day: "numeric", month: "long" });
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
