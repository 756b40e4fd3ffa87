import type { LocaleInfo } from "../../lib/locales";
import { m } from "../../paraglide/messages.js";
import type { FinderQuery } from "./finder-query";
import type { FinderStatus, PlaceView } from "./finder-data";
import { distanceText, longDate, timeOfDay, weekdayName } from "./format";
import { isAlwaysOpen, openState, timeZoneOf, upcomingClosures, weekFrom, type DaySchedule } from "./opening-hours";
import type { Place, PlaceKind } from "../store-model/place";

/**
 * A place in words, in the page's language, written once on the server: hours, "open now",
 * distance, services, stock. The browser only lays the words out, so the finder's pages do not
 * ship every language's wording of every state (paraglide compiles all six into each message).
 */
const SERVICE_LABELS: Record<
  string,
  (inputs: Record<string, never>, options: { locale: LocaleInfo["language"] }) => string
> = {
  CLICK_AND_COLLECT: m.stores_service_click_and_collect,
  ERESERVATION: m.stores_service_ereservation,
  RETURNS: m.stores_service_returns,
  ALTERATIONS: m.stores_service_alterations,
};

function openNowText(
  place: Place,
  week: DaySchedule[],
  locale: LocaleInfo,
  now: Date,
  timeZone: string,
): PlaceView["openNow"] {
  const options = { locale: locale.language };
  if (isAlwaysOpen(place.openingHours) && !week[0]?.closure)
    return { text: m.stores_always_open({}, options), open: true };
  const state = openState(week, now, timeZone);
  if (state.open) return { text: m.stores_open_now({ time: timeOfDay(locale, state.closes) }, options), open: true };
  if (!state.next) return { text: m.stores_closed({}, options), open: false };
  const time = timeOfDay(locale, state.next.opens);
  return {
    text: state.next.isToday
      ? m.stores_closed_opens_today({ time }, options)
      : m.stores_closed_opens_on({ day: weekdayName(locale, state.next.weekday), time }, options),
    open: false,
  };
}

export function placeView(place: Place & { href: string | null }, locale: LocaleInfo, now: Date): PlaceView {
  const options = { locale: locale.language };
  const timeZone = timeZoneOf(place.address.countryCode);
  const week = weekFrom(place.openingHours, place.exceptionalClosures, now, timeZone);
  const stock = place.stock;
  return {
    id: place.id,
    kind: place.kind,
    name: place.name,
    href: place.href,
    address: place.address,
    phone: place.phone,
    distance:
      place.distance === null ? null : m.stores_distance({ distance: distanceText(locale, place.distance) }, options),
    carrier: place.carrier ? m.stores_carrier({ carrier: place.carrier }, options) : null,
    openNow: openNowText(place, week, locale, now, timeZone),
    week: week.map((day) => ({
      date: day.date,
      day: day.isToday
        ? m.stores_today({ day: weekdayName(locale, day.weekday) }, options)
        : weekdayName(locale, day.weekday),
      hours: day.closure
        ? m.stores_hours_closed_for({ reason: day.closure }, options)
        : day.ranges.length
          ? day.ranges
              .map((range) => `${timeOfDay(locale, range.opens)} – ${timeOfDay(locale, range.closes)}`)
              .join(", ")
          : m.stores_closed({}, options),
      isToday: day.isToday,
    })),
    closures: upcomingClosures(place.exceptionalClosures, now, timeZone).map((closure) => ({
      date: longDate(locale, closure.date),
      reason: closure.reason,
    })),
    services: place.services.flatMap((code) => (SERVICE_LABELS[code] ? [SERVICE_LABELS[code]({}, options)] : [])),
    stock: stock
      ? {
          inStock: stock.quantity > 0 && stock.status !== "UNAVAILABLE",
          text:
            stock.status === "UNAVAILABLE" || stock.quantity === 0
              ? m.stores_stock_none({}, options)
              : stock.status === "FEW_REMAINING"
                ? m.stores_stock_few({ count: stock.quantity }, options)
                : m.stores_stock_available({ count: stock.quantity }, options),
        }
      : null,
  };
}

const COUNTS: Record<PlaceKind, (inputs: { count: number }, options: { locale: LocaleInfo["language"] }) => string> = {
  stores: m.stores_count_stores,
  pickups: m.stores_count_pickups,
  lockers: m.stores_count_lockers,
};

const EMPTY_HINTS: Record<
  PlaceKind,
  (inputs: Record<string, never>, options: { locale: LocaleInfo["language"] }) => string
> = {
  stores: m.stores_none_stores,
  pickups: m.stores_none_pickups,
  lockers: m.stores_none_lockers,
};

/** What the list holds, said once above it; and the map's name. */
export function finderWords(
  kind: PlaceKind,
  query: FinderQuery,
  result: { ok: boolean; count: number },
  locale: LocaleInfo,
): { status: FinderStatus; mapLabel: string } {
  const options = { locale: locale.language };
  // "Near me" without a position searched the town typed beside it: said, then that search's words.
  if (query.by === "unlocated" && query.text) {
    const searched = finderWords(kind, { by: "text", text: query.text }, result, locale);
    return {
      ...searched,
      status: { ...searched.status, note: m.stores_near_me_kept_search({ place: query.text }, options) },
    };
  }
  const results = COUNTS[kind]({ count: result.count }, options);
  const mapLabel =
    query.by === "none" || query.by === "unlocated" || query.by === "invalid"
      ? m.stores_map_overview({}, options)
      : m.stores_map_results({ results }, options);
  if (query.by === "unlocated")
    return { status: { tone: "empty", text: m.stores_near_me_unavailable({}, options), hint: null }, mapLabel };
  if (query.by === "invalid")
    return { status: { tone: "empty", text: m.stores_position_invalid({}, options), hint: null }, mapLabel };
  if (!result.ok) return { status: { tone: "error", text: m.stores_unavailable({}, options), hint: null }, mapLabel };
  if (query.by === "none") return { status: { tone: "none", text: "", hint: null }, mapLabel };
  if (result.count === 0) {
    return {
      status: {
        tone: "empty",
        text:
          query.by === "text"
            ? m.stores_none_near({ place: query.text }, options)
            : m.stores_none_near_you({}, options),
        hint: EMPTY_HINTS[kind]({}, options),
      },
      mapLabel,
    };
  }
  return {
    status: {
      tone: "results",
      text:
        query.by === "text"
          ? m.stores_results_near({ results, place: query.text }, options)
          : m.stores_results_near_you({ results }, options),
      hint: null,
    },
    mapLabel,
  };
}
