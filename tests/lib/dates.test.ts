import { afterEach, describe, expect, test } from "vitest";
import { arrivalText } from "../../app/features/checkout/delivery.server";
import { editorialPageSchema } from "../../app/features/catalog-model/schemas";
import { editorialView } from "../../app/features/catalog/editorial-view";
import { orderListEntry } from "../../app/features/orders/order-view.server";
import { orderListItemSchema } from "../../app/features/orders/schemas";
import { longDate, timeOfDay, weekdayName } from "../../app/features/stores/format";
import { formatSiteDate, fullDate, fullMoment, siteToday, wallClockTime } from "../../app/lib/dates";
import { LOCALES } from "../../app/lib/locales";
import { m } from "../../app/paraglide/messages.js";

/** 00:18 in Berlin on Sunday 29 November 2026: still Saturday the 28th in UTC, where servers run. */
const PAID_AFTER_MIDNIGHT = "2026-11-28T23:18:00Z";
const de = LOCALES["de-de"];
const fr = LOCALES["fr-fr"];

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe("issue 49: every date in the site's time zone", () => {
  test("an order paid at 00:18 in Berlin on 29 November says 29. November, in the list and on its page", () => {
    expect(fullDate(de, PAID_AFTER_MIDNIGHT)).toBe("29. November 2026");
    const order = orderListItemSchema.parse({
      orderNumber: "AS26000001",
      createdAt: PAID_AFTER_MIDNIGHT,
      status: "CONFIRMED",
      totalPrice: { centAmount: 5499, currencyCode: "EUR" },
      itemCount: 1,
      shippingMethodKey: "NO",
    });
    expect(orderListEntry(order, de).placedOn).toBe("29. November 2026");
    // The English site's zone (London) is still on the 28th: each site its own.
    expect(orderListEntry(order, LOCALES.en).placedOn).toBe("November 28, 2026");
  });

  test("the same words whatever zone the machine runs in (server in UTC, a browser anywhere: no hydration mismatch)", () => {
    const written = () => [
      fullDate(de, PAID_AFTER_MIDNIGHT),
      fullMoment(de, PAID_AFTER_MIDNIGHT),
      fullDate(fr, "2026-12-01"),
      formatSiteDate(LOCALES["pl-pl"], Date.parse(PAID_AFTER_MIDNIGHT), { weekday: "long" }),
    ];
    process.env.TZ = "UTC";
    const inUtc = written();
    process.env.TZ = "America/Los_Angeles";
    expect(written()).toEqual(inUtc);
    process.env.TZ = "Pacific/Auckland";
    expect(written()).toEqual(inUtc);
    expect(inUtc).toEqual(["29. November 2026", "29. November 2026 um 00:18", "1er décembre 2026", "niedziela"]);
  });

  test("a calendar day (a birthday, a pickup deadline) is that day on every site", () => {
    for (const locale of Object.values(LOCALES)) expect(fullDate(locale, "2026-12-24")).toMatch(/24/);
    expect(fullDate(LOCALES.en, "2026-12-24")).toBe("December 24, 2026");
    expect(fullDate(fr, "2026-12-01")).toBe("1er décembre 2026");
  });

  test("an editorial page's publication day is written by the server, in the site's zone", () => {
    const page = editorialPageSchema.parse({
      type: "blog",
      id: "B1",
      slug: "winter",
      title: "Winter",
      intro: "",
      publishedAt: PAID_AFTER_MIDNIGHT,
      blocks: [],
    });
    expect(editorialView(page, de).published).toBe("29. November 2026");
    expect(editorialView({ ...page, publishedAt: null }, de).published).toBeNull();
  });

  test("delivery dates count from the site's today: after midnight in Berlin, Wednesday is already today", () => {
    // 00:30 in Berlin on Wednesday 2 December; UTC is still on Tuesday the 1st.
    const now = new Date("2026-12-01T23:30:00Z");
    expect(siteToday(de, now)).toBe("2026-12-02");
    expect(arrivalText([1, 1], de, now)).toBe(
      m.checkout_delivery_on({ date: "Donnerstag, 3. Dezember" }, { locale: "de" }),
    );
  });

  test("French writes times 23 h 59 and 0 h, other languages as Intl does", () => {
    expect(fullMoment(fr, "2026-11-30T23:59:59+01:00")).toBe("30 novembre 2026 à 23\u00a0h\u00a059");
    expect(fullMoment(LOCALES["fr-ch"], "2026-11-27T00:00:00+01:00")).toBe("27 novembre 2026 à 0\u00a0h");
    expect(wallClockTime(fr, "09:05")).toBe("9\u00a0h\u00a005");
    expect(wallClockTime(fr, "10:00")).toBe("10\u00a0h");
    expect(wallClockTime(de, "23:59")).toBe("23:59");
    expect(wallClockTime(fr, "soon")).toBe("soon");
  });

  test("store hours and days stay the store's own: never moved by a zone", () => {
    expect(timeOfDay(de, "09:30")).toBe("9:30");
    expect(timeOfDay(fr, "19:30")).toBe("19\u00a0h\u00a030");
    expect(weekdayName(fr, 1)).toBe("lundi");
    expect(weekdayName(LOCALES.en, 7)).toBe("Sunday");
    expect(longDate(fr, "2026-12-25")).toBe("vendredi 25 décembre");
  });
});
