import { describe, expect, test } from "vitest";
import {
  pickupPointsSchema,
  storeCountriesSchema,
  storeSchema,
  storesSchema,
} from "../../../app/features/store-model/schemas";
import { STORES } from "../../../mocks/data/stores";
import { mockApi } from "../../helpers/mock-api";

const api = mockApi();
const paris = STORES.find((store) => store.address.city.toLowerCase().includes("paris"))!;

describe("R7.05 R7.06 R7.07 R7.08 R3.10 store locator", () => {
  test("one store by id; with productId and size it carries that size's stock", async () => {
    const store = await api.client().call(`ecommerce/v2/storelocator/stores/${paris.storeId}`, { schema: storeSchema });
    expect(store).toMatchObject({ storeId: paris.storeId, stock: null });
    expect((await api.raw("GET", "/ecommerce/v2/storelocator/stores/999999")).status).toBe(404);
  });

  test("search by city sorts by distance; countryCode filters", async () => {
    const found = await api.client().call("ecommerce/v2/storelocator/stores", {
      query: { search: "Paris", countryCode: "FR" },
      schema: storesSchema,
    });
    expect(found.stores.length).toBeGreaterThan(0);
    const distances = found.stores.map((store) => store.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(found.stores.every((store) => store.address.countryCode === "FR")).toBe(true);
  });

  test("the mock geocodes a town in any language, a postcode or a position, and keeps the nearest within reach", async () => {
    const first = async (search: string, countryCode: string) =>
      (
        await api
          .client()
          .call("ecommerce/v2/storelocator/stores", { query: { search, countryCode }, schema: storesSchema })
      ).stores[0]!.name;
    expect(await first("Geneva", "CH")).toBe("Atelier Sept Genève Rues Basses");
    expect(await first("69100", "FR")).toMatch(/Lyon/); // Villeurbanne, next to Lyon
    expect(await first("W1U 5AP", "GB")).toMatch(/^Atelier Sept London/);
    expect(await first("47.21,-1.56", "FR")).toBe("Atelier Sept Nantes Crébillon");
    // "WV1" (Wolverhampton) is not in London's area "W": the mock does not know it.
    expect((await api.raw("GET", "/ecommerce/v2/storelocator/stores?search=WV1&countryCode=GB")).status).toBe(404);
    const lyon = await api
      .client()
      .call("ecommerce/v2/storelocator/stores", { query: { search: "Lyon", countryCode: "FR" }, schema: storesSchema });
    expect(lyon.stores.length).toBeLessThanOrEqual(10);
    expect(lyon.stores.every((store) => (store.distance ?? Infinity) <= 100)).toBe(true);
  });

  test("issue 49: a parcel locker or pickup point is listed only near the searched postcode, nearest first: none in Basel for Geneva's 1204", async () => {
    for (const kind of ["lockers", "pickups"] as const) {
      const near = await api.client().call(`ecommerce/v2/storelocator/${kind}`, {
        query: { search: "1204", countryCode: "CH" },
        schema: pickupPointsSchema,
      });
      expect(near.stores.length, kind).toBeGreaterThan(0);
      expect(near.stores.map((point) => point.address.city)).not.toContain("Basel");
      const distances = near.stores.map((point) => point.distance ?? Infinity);
      expect(
        distances.every((distance) => distance <= 30),
        kind,
      ).toBe(true);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(near.stores[0]!.address.city).toBe("Genève");
    }
    // A town with no point within reach is nothing found, not the nearest one far away.
    expect((await api.raw("GET", "/ecommerce/v2/storelocator/lockers?search=Lugano&countryCode=CH")).status).toBe(404);
  });

  test("a few typed letters do not stand for a place: “12” is not Paris's 75012", async () => {
    expect((await api.raw("GET", "/ecommerce/v2/storelocator/stores?search=12&countryCode=FR")).status).toBe(404);
  });

  test("nothing found is a 404 (the storefront reads it as an empty list), e.g. in a country without stores", async () => {
    expect((await api.raw("GET", "/ecommerce/v2/storelocator/stores?countryCode=DE")).status).toBe(404);
    expect((await api.raw("GET", "/ecommerce/v2/storelocator/stores?search=Atlantis")).status).toBe(404);
  });

  test("pickups, lockers and countries", async () => {
    expect(
      (
        await api
          .client()
          .call("ecommerce/v2/storelocator/pickups", { query: { countryCode: "FR" }, schema: pickupPointsSchema })
      ).stores.length,
    ).toBeGreaterThan(0);
    expect(
      (
        await api
          .client()
          .call("ecommerce/v2/storelocator/lockers", { query: { countryCode: "GB" }, schema: pickupPointsSchema })
      ).stores.every((point) => point.type === "LOCKER"),
    ).toBe(true);
    const countries = await api
      .client()
      .call("ecommerce/v2/storelocator/stores/countries", { schema: storeCountriesSchema });
    expect(countries.countries.map((entry) => entry.countryCode).sort()).toEqual(["CH", "FR", "GB"]);
  });
});
