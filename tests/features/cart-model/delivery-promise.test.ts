import { describe, expect, test } from "vitest";
import { deliveryEstimates } from "../../../app/features/cart/delivery";
import { arrivalText, deliveryTime } from "../../../app/features/cart-model/delivery-promise";
import { chosenArrival } from "../../../app/features/checkout/delivery-arrival.server";
import { clearEdgeMemory } from "../../../app/lib/edge-cache.server";
import { LOCALES } from "../../../app/lib/locales";
import { m } from "../../../app/paraglide/messages.js";
import { SHIPPING_METHODS } from "../../../mocks/cart-engine";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";

const method = (key: "LM" | "NO" | "PR" | "EX", price: number, freeAbove: number | null) => ({
  key,
  name: key,
  shippingMethods: [{ id: key, name: key, carrier: "c", deliveryDays: [2, 4] as [number, number] }],
  shippingRate: { price: { centAmount: price }, freeAbove: freeAbove === null ? null : { centAmount: freeAbove } },
});
const cheapest = (estimates: ReturnType<typeof deliveryEstimates>) =>
  estimates.filter((estimate) => estimate.cheapest).map((estimate) => estimate.key);

describe("R9.07 the cheapest delivery: only a method strictly cheaper than every other (decision 174)", () => {
  test("a free parcel shop beside free home delivery: neither is called the cheapest", () => {
    // de-de, 60 € in the cart: home and parcel shop both free above 49 €, express paid.
    const estimates = deliveryEstimates(
      [method("NO", 495, 4900), method("PR", 395, 4900), method("EX", 995, null)],
      6000,
    );
    expect(estimates.filter((estimate) => estimate.free).map((estimate) => estimate.key)).toEqual(["NO", "PR"]);
    expect(cheapest(estimates)).toEqual([]);
  });

  test("below the threshold the parcel shop alone is the cheapest; the free store alone is, whatever its place", () => {
    expect(cheapest(deliveryEstimates([method("NO", 495, 4900), method("PR", 395, 4900)], 3000))).toEqual(["PR"]);
    expect(
      cheapest(deliveryEstimates([method("NO", 495, 4900), method("PR", 395, 4900), method("LM", 0, null)], 3000)),
    ).toEqual(["LM"]);
  });

  test("a single method is no cheapest of anything", () => {
    expect(cheapest(deliveryEstimates([method("NO", 495, 4900)], 3000))).toEqual([]);
  });
});

describe("issue 49: one delivery promise, in one wording per language", () => {
  test("working days, the same phrase in the cart, the footer and the help centre", () => {
    expect(deliveryTime([2, 4], "de")).toBe("in 2 bis 4 Werktagen");
    expect(deliveryTime([2, 4], "it")).toBe("in 2-4 giorni lavorativi");
    expect(deliveryTime([2, 4], "fr")).toBe("en 2 à 4 jours ouvrés");
    expect(deliveryTime([1, 1], "de")).toBe("in 1 Werktag");
    expect(deliveryTime([1, 1], "pl")).toBe("w ciągu 1 dnia roboczego");
    expect(deliveryTime([2, 3], "pl")).toBe("w ciągu 2–3 dni roboczych");
    expect(deliveryTime([0, 0], "en")).toBeNull();
    expect(m.cart_delivery_time({ time: deliveryTime([2, 4], "de")! }, { locale: "de" })).toBe(
      "Lieferung in 2 bis 4 Werktagen",
    );
  });

  test("working days count from the site's day: ordered at 00:30 on Friday in Berlin (Thursday in UTC), delivered Tuesday to Thursday", () => {
    const placed = new Date("2026-12-03T23:30:00Z");
    expect(arrivalText([2, 4], LOCALES["de-de"], placed)).toBe(
      m.checkout_delivery_between({ from: "Dienstag, 8. Dezember", to: "Donnerstag, 10. Dezember" }, { locale: "de" }),
    );
  });

  test("the overview and the confirmation say the chosen method's arrival, from the backend's promise for the delivery country", async () => {
    clearEdgeMemory();
    const backend = mockApi();
    const locale = LOCALES["it-it"];
    const context = testContext("/it-it", {
      api: backend.client({ store: locale.shopDomain, language: locale.hrefLang, session: backend.newSession() }),
    });
    // Monday 30 November 2026, 10:00 in Rome: home delivery's 2 to 4 working days.
    const placed = new Date("2026-11-30T09:00:00Z");
    const [first, last] = SHIPPING_METHODS.NO!.days;
    expect([first, last]).toEqual([2, 4]);
    expect(await chosenArrival(context, { method: "NO", country: "IT" }, placed, "http://localhost/it-it")).toBe(
      m.checkout_delivery_between({ from: "mercoledì 2 dicembre", to: "venerdì 4 dicembre" }, { locale: "it" }),
    );
    expect(await chosenArrival(context, { method: null, country: "IT" }, placed, "http://localhost/it-it")).toBeNull();
  });
});
