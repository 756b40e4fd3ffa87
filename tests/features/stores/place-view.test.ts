import { describe, expect, test } from "vitest";
import { placeView } from "../../../app/features/stores/place-view.server";
import type { Place } from "../../../app/features/store-model/place";
import { LOCALES } from "../../../app/lib/locales";
import { m } from "../../../app/paraglide/messages.js";

const place: Place & { href: string | null } = {
  id: "107",
  kind: "store",
  name: "Atelier Sept Lyon République",
  slug: "lyon-republique",
  address: { line1: "71 rue de la République", zipCode: "69002", city: "Lyon", countryCode: "FR" },
  coordinates: { lat: 45.7603, lon: 4.8357 },
  openingHours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "10:00", closes: "19:30" })),
  exceptionalClosures: [{ date: "2026-12-25", reason: "Noël" }],
  services: ["CLICK_AND_COLLECT", "UNKNOWN_SERVICE"],
  phone: null,
  carrier: null,
  stock: null,
  distance: 1.6,
  href: "/fr-fr/stores/france/lyon/lyon-republique-107/",
};
const fr = LOCALES["fr-fr"];
const monday = new Date("2026-12-21T10:00:00Z"); // 11:00 in Lyon

describe("a place in words, in the page's language", () => {
  test("R3.22 stock says available, few remaining or not in this store", () => {
    const stock = (status: "AVAILABLE" | "FEW_REMAINING" | "UNAVAILABLE", quantity: number) =>
      placeView({ ...place, stock: { sku: "S", quantity, status } }, fr, monday).stock;
    expect(stock("AVAILABLE", 5)).toEqual({
      inStock: true,
      text: m.stores_stock_available({ count: 5 }, { locale: "fr" }),
    });
    expect(stock("FEW_REMAINING", 1)).toEqual({
      inStock: true,
      text: m.stores_stock_few({ count: 1 }, { locale: "fr" }),
    });
    expect(stock("UNAVAILABLE", 0)).toEqual({ inStock: false, text: m.stores_stock_none({}, { locale: "fr" }) });
  });

  test("open now in the store's time, its week with the closure, services it has words for, the distance", () => {
    const view = placeView(place, fr, monday);
    // French writes times "19 h 30", "10 h", with no-break spaces (issue 49).
    expect(view.openNow).toEqual({
      open: true,
      text: m.stores_open_now({ time: "19\u00a0h\u00a030" }, { locale: "fr" }),
    });
    expect(view.week[0]).toMatchObject({ isToday: true, hours: "10\u00a0h – 19\u00a0h\u00a030" });
    expect(view.week[4]).toMatchObject({
      date: "2026-12-25",
      hours: m.stores_hours_closed_for({ reason: "Noël" }, { locale: "fr" }),
    });
    expect(view.services).toEqual([m.stores_service_click_and_collect({}, { locale: "fr" })]);
    expect(view.distance).toBe(
      m.stores_distance(
        { distance: new Intl.NumberFormat("fr-FR", { style: "unit", unit: "kilometer" }).format(1.6) },
        { locale: "fr" },
      ),
    );
    expect(placeView(place, LOCALES.en, monday).distance).toBe(
      m.stores_distance(
        { distance: new Intl.NumberFormat("en", { style: "unit", unit: "mile" }).format(1) },
        { locale: "en" },
      ),
    );
  });
});
