import { describe, expect, test } from "vitest";
import { searchedQuery } from "../../../app/features/stores/finder-query";
import { parseFinderQuery } from "../../../app/features/stores/finder-query.server";
import { loadFinder } from "../../../app/features/stores/finder.server";
import { m } from "../../../app/paraglide/messages.js";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";

const backend = mockApi();
const es = { locale: "es" as const };

/** The Spanish checkout's pickup point finder at `search`. */
const pickups = (search: string) =>
  loadFinder(
    testContext("/es-es/order-delivery", { api: backend.client({ store: "es", language: "es-ES" }) }),
    new URL(`http://localhost:8787/es-es/order-delivery${search}`),
    { kind: "pickups", context: "CHECKOUT" },
  );

describe('issue 49: "near me" without a position never empties the list', () => {
  test("the search it runs is the town typed beside it, else none", () => {
    expect(searchedQuery(parseFinderQuery(new URLSearchParams("q=Madrid&near=me")))).toEqual({
      by: "text",
      text: "Madrid",
    });
    expect(searchedQuery(parseFinderQuery(new URLSearchParams("q=&near=me")))).toEqual({ by: "unlocated" });
    expect(searchedQuery({ by: "position", position: { lat: 40.42, lon: -3.7 } })).toEqual({
      by: "position",
      position: { lat: 40.42, lon: -3.7 },
    });
  });

  test("es-es pickup points: the list of the town typed stays, said to be that town's since no position came", async () => {
    const typed = await pickups("?q=Madrid");
    expect(typed.places.length).toBeGreaterThan(0);
    const unlocated = await pickups("?q=Madrid&near=me");
    expect(unlocated.places.map((place) => place.name)).toEqual(typed.places.map((place) => place.name));
    expect(unlocated.status).toEqual({
      ...typed.status,
      note: m.stores_near_me_kept_search({ place: "Madrid" }, es),
    });
    expect(unlocated.mapLabel).toBe(typed.mapLabel);
  });

  test("with nothing typed there is nothing to keep: it says a town or postcode is needed", async () => {
    const none = await pickups("?q=&near=me");
    expect(none.places).toEqual([]);
    expect(none.status).toEqual({ tone: "empty", text: m.stores_near_me_unavailable({}, es), hint: null });
  });
});
