import { formatSiteDate, siteToday } from "../../lib/dates";
import type { Language, LocaleInfo } from "../../lib/locales";
import { m } from "../../paraglide/messages.js";

/**
 * A shipping method's delivery promise, the one source of every "delivered in" a site says
 * (decision 174): its working days, fewest and most, as the backend gives them (`deliveryDays`
 * of GET /deliveries/shipping-methods). The cart, the checkout's steps, the confirmation, the
 * footer and the help centre all word it with the functions below, so no page can promise
 * another delay or say it in other words.
 */
export type DeliveryDays = readonly [number, number];

/**
 * The promise as a phrase ("en 2 à 4 jours ouvrés", "in 2 bis 4 Werktagen", "w ciągu 1 dnia
 * roboczego"), written to follow a verb or a noun of delivery. None for a delivery by e-mail.
 */
export function deliveryTime(days: DeliveryDays, language: Language): string | null {
  if (days[1] <= 0) return null;
  const options = { locale: language };
  return days[0] === days[1]
    ? m.delivery_time_days({ count: days[1] }, options)
    : m.delivery_time_range({ min: days[0], max: days[1] }, options);
}

/** The calendar day `days` working days after `day` (weekends skipped). */
function workingDaysAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * When a parcel sent at `from` (now, or when the order was placed) arrives: the promise's days
 * counted in working days from the site's calendar day then (its time zone, not the server's),
 * as one date or a range. E-mail delivery says it is sent by e-mail.
 */
export function arrivalText(days: DeliveryDays | null, locale: LocaleInfo, from: Date): string | null {
  if (!days) return null;
  const options = { locale: locale.language };
  if (days[1] === 0) return m.checkout_delivery_email({}, options);
  const today = siteToday(locale, from);
  const arrival = (count: number) =>
    formatSiteDate(locale, workingDaysAfter(today, count), { weekday: "long", day: "numeric", month: "long" });
  const [first, last] = [arrival(days[0]), arrival(days[1])];
  return first === last
    ? m.checkout_delivery_on({ date: first }, options)
    : m.checkout_delivery_between({ from: first, to: last }, options);
}
