import { describe, expect, test } from "vitest";
import { isAlwaysOpen, openState, upcomingClosures, weekFrom } from "../../../app/features/stores/opening-hours";

const WEEKDAYS = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "10:00", closes: "19:30" }));
const LUNCH = [
  { day: 1, opens: "14:00", closes: "19:00" },
  { day: 1, opens: "09:00", closes: "12:30" },
];
const CLOSURES = [
  { date: "2026-12-25", reason: "Noël" },
  { date: "2027-01-01", reason: "Jour de l’an" },
];

describe("opening hours as a shopper reads them", () => {
  test("the week starts today in the store's own time zone, whatever the server's", () => {
    // 23:30 UTC on Sunday 22 November is already Monday in Paris, still Sunday in London.
    const now = new Date("2026-11-22T23:30:00Z");
    expect(weekFrom(WEEKDAYS, [], now, "Europe/Paris")[0]).toMatchObject({
      date: "2026-11-23",
      weekday: 1,
      isToday: true,
    });
    expect(weekFrom(WEEKDAYS, [], now, "Europe/London")[0]).toMatchObject({
      date: "2026-11-22",
      weekday: 7,
      ranges: [],
    });
    expect(weekFrom(WEEKDAYS, [], now, "Europe/Paris").map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test("an exceptional closure replaces that day's hours; ranges come in order", () => {
    const week = weekFrom(
      [...WEEKDAYS.filter((entry) => entry.day !== 1), ...LUNCH],
      CLOSURES,
      new Date("2026-12-21T09:00:00Z"),
      "Europe/Paris",
    );
    expect(week[0]!.ranges).toEqual([
      { opens: "09:00", closes: "12:30" },
      { opens: "14:00", closes: "19:00" },
    ]);
    expect(week[4]).toMatchObject({ date: "2026-12-25", closure: "Noël", ranges: [] });
  });

  test("open now until closing; else when it opens next (later today, or another day)", () => {
    const week = (now: Date) =>
      weekFrom([...WEEKDAYS.filter((entry) => entry.day !== 1), ...LUNCH], [], now, "Europe/Paris");
    const at = (iso: string) => openState(week(new Date(iso)), new Date(iso), "Europe/Paris");
    expect(at("2026-11-23T09:00:00Z")).toEqual({ open: true, closes: "12:30" }); // 10:00 in Paris
    expect(at("2026-11-23T12:00:00Z")).toEqual({ open: false, next: { weekday: 1, isToday: true, opens: "14:00" } });
    expect(at("2026-11-23T19:00:00Z")).toEqual({ open: false, next: { weekday: 2, isToday: false, opens: "10:00" } });
    expect(at("2026-11-28T19:00:00Z")).toEqual({ open: false, next: { weekday: 1, isToday: false, opens: "09:00" } }); // Saturday evening: Monday
    expect(openState(weekFrom([], [], new Date(), "Europe/Paris"), new Date(), "Europe/Paris")).toEqual({
      open: false,
      next: null,
    });
  });

  test("round-the-clock places are said once; closures still to come, soonest first", () => {
    expect(isAlwaysOpen([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: "00:00", closes: "23:59" })))).toBe(true);
    expect(isAlwaysOpen(WEEKDAYS)).toBe(false);
    expect(upcomingClosures([...CLOSURES].reverse(), new Date("2026-12-26T10:00:00Z"), "Europe/Paris")).toEqual([
      CLOSURES[1],
    ]);
  });
});
