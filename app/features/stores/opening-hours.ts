import type { OpeningHours } from "../store-model/schemas";

/**
 * Opening hours as a shopper reads them: the coming seven days from today (in the place's own
 * time zone, whatever the server's), each with its ranges or the exceptional closure that
 * replaces them, and whether the place is open now. `now` comes from the loader, so the server
 * and the browser render the same week.
 */
export interface TimeRange {
  opens: string;
  closes: string;
}

export interface DaySchedule {
  /** YYYY-MM-DD in the place's time zone. */
  date: string;
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
  isToday: boolean;
  ranges: TimeRange[];
  /** The reason the place is exceptionally closed that day, if it is. */
  closure: string | null;
}

export type OpenState =
  | { open: true; closes: string }
  | { open: false; next: { weekday: number; isToday: boolean; opens: string } | null };

const TIME_ZONE_BY_COUNTRY: Record<string, string> = {
  FR: "Europe/Paris",
  CH: "Europe/Zurich",
  GB: "Europe/London",
  BE: "Europe/Brussels",
  LU: "Europe/Luxembourg",
  MC: "Europe/Monaco",
};

export function timeZoneOf(countryCode: string): string {
  return TIME_ZONE_BY_COUNTRY[countryCode] ?? "Europe/Paris";
}

/** Year, month, day, "HH:MM" of an instant in a time zone. */
function localParts(now: Date, timeZone: string): { year: number; month: number; day: number; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    time: `${parts.hour}:${parts.minute}`,
  };
}

export function weekFrom(
  hours: OpeningHours,
  closures: { date: string; reason: string }[],
  now: Date,
  timeZone: string,
): DaySchedule[] {
  const today = localParts(now, timeZone);
  return Array.from({ length: 7 }, (_, offset) => {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const isoDate = date.toISOString().slice(0, 10);
    const weekday = date.getUTCDay() || 7;
    const closure = closures.find((entry) => entry.date === isoDate)?.reason ?? null;
    const ranges =
      closure === null
        ? hours.filter((entry) => entry.day === weekday).map(({ opens, closes }) => ({ opens, closes }))
        : [];
    return {
      date: isoDate,
      weekday,
      isToday: offset === 0,
      ranges: ranges.sort((a, b) => a.opens.localeCompare(b.opens)),
      closure,
    };
  });
}

export function openState(week: DaySchedule[], now: Date, timeZone: string): OpenState {
  const { time } = localParts(now, timeZone);
  const today = week[0];
  const current = today?.ranges.find((range) => range.opens <= time && time < range.closes);
  if (current) return { open: true, closes: current.closes };
  const laterToday = today?.ranges.find((range) => range.opens > time);
  if (today && laterToday)
    return { open: false, next: { weekday: today.weekday, isToday: true, opens: laterToday.opens } };
  const nextDay = week.slice(1).find((day) => day.ranges.length);
  return {
    open: false,
    next: nextDay ? { weekday: nextDay.weekday, isToday: false, opens: nextDay.ranges[0]!.opens } : null,
  };
}

/** Open round the clock every day (lockers): said once instead of seven times. */
export function isAlwaysOpen(hours: OpeningHours): boolean {
  return [1, 2, 3, 4, 5, 6, 7].every((day) =>
    hours.some((entry) => entry.day === day && entry.opens === "00:00" && entry.closes >= "23:59"),
  );
}

/** Closures still to come, soonest first. */
export function upcomingClosures(
  closures: { date: string; reason: string }[],
  now: Date,
  timeZone: string,
): { date: string; reason: string }[] {
  const { year, month, day } = localParts(now, timeZone);
  const today = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return closures.filter((entry) => entry.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}
