import { describe, expect, test } from "vitest";
import {
  pickupPointsSchema,
  storeCountriesSchema,
  storeSchema,
  storesSchema,
} from "../../../app/features/stores/schemas";
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
    expect(lyon.stores.every((store) => (store.distance ?? Infinity) <= 200)).toBe(true);
  });

  test("R8.12 nothing found is a 404 (read as an empty list), e.g. in a country without stores", async () => {
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
