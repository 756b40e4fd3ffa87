import { describe, expect, test } from "vitest";
import { createApiClient } from "../../../app/api/client.server";
import { loadFinder } from "../../../app/features/stores/finder.server";
import { loadStorePage } from "../../../app/features/stores/store-page.server";
import { PRODUCTS } from "../../../mocks/data/catalog/products";
import { m } from "../../../app/paraglide/messages.js";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { storeService } from "../../../app/features/stores/stores.server";

const backend = mockApi();
const fr = { locale: "fr" as const };
const context = (path: string, store = "fr", language = "fr-FR") =>
  testContext(path, { api: backend.client({ store, language }) });
const finder = (path: string, store = "fr") =>
  loadFinder(context(path, store), new URL(`http://localhost:8787${path}`), {
    kind: "stores",
    context: "STORE_LOCATOR",
  });
const storePage = (path: string, storeId: string | null) =>
  loadStorePage(context(path), new URL(`http://localhost:8787${path}`), storeId);
const names = (data: Awaited<ReturnType<typeof finder>>) => data.places.map((place) => place.name);

/**
 * A context whose store-locator calls are kept and answered by `answer`; every other call goes
 * to the mock backend.
 */
function recording(answer: (request: Request) => Promise<Response> | Response) {
  const sent: URL[] = [];
  const context = testContext("/fr-fr/stores", {
    api: createApiClient({
      baseUrl: "http://mock.backend.internal/",
      fetcher: async (request) => {
        const url = new URL(request.url);
        if (!url.pathname.includes("storelocator")) return backend.backend.handle(request);
        sent.push(url);
        return answer(request);
      },
      subscriptionKey: "contract-key",
      timeoutMs: 1000,
      acceptLanguage: "fr-FR",
      store: "fr",
      sessionId: "s",
      deviceChannel: "SD",
    }),
  });
  return { sent, context };
}

/** A client whose every call fails as the backend would when down. */
const down = () =>
  testContext("/fr-fr/stores", {
    api: createApiClient({
      baseUrl: "http://mock.backend.internal/",
      fetcher: async () => new Response("Service Unavailable", { status: 503 }),
      subscriptionKey: "k",
      timeoutMs: 1000,
      acceptLanguage: "fr-FR",
      store: "fr",
      sessionId: "s",
      deviceChannel: "SD",
    }),
  });

describe("R7.06 R3.10 the place finder searches the store locator", () => {
  test("the three stores nearest to Lyon come first, nearest first, with hours, services and links to their pages", async () => {
    const data = await finder("/fr-fr/stores?q=Lyon");
    expect(names(data).slice(0, 3)).toEqual([
      "Atelier Sept Lyon République",
      "Atelier Sept Lyon Part-Dieu",
      "Atelier Sept Grenoble Félix-Poulat",
    ]);
    const distances = data.found.map((place) => place.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(data.status).toEqual({
      tone: "results",
      text: m.stores_results_near(
        { results: m.stores_count_stores({ count: data.places.length }, fr), place: "Lyon" },
        fr,
      ),
      hint: null,
    });
    expect(data.places[0]).toMatchObject({
      href: "/fr-fr/stores/france/lyon/lyon-republique-107/",
      services: expect.arrayContaining([m.stores_service_click_and_collect({}, fr)]),
    });
    expect(data.places[0]!.week).toHaveLength(7);
    expect(data.places[0]!.openNow.text).not.toBe("");
    expect(data.map?.pins.slice(0, 3).map((pin) => pin.number)).toEqual([1, 2, 3]);
  });

  test("a postcode finds its town; a position sorts by the distance from it", async () => {
    expect(names(await finder("/fr-fr/stores?q=69003"))[0]).toMatch(/^Atelier Sept Lyon/);
    expect(names(await finder("/fr-ch/stores?q=1003", "ch"))[0]).toBe("Atelier Sept Lausanne Rue de Bourg");
    expect(names(await finder("/en/stores?q=M2%201AA", "en"))[0]).toBe("Atelier Sept Manchester King Street");
    const near = await finder("/fr-fr/stores?near=45.19,5.73");
    expect(names(near)[0]).toBe("Atelier Sept Grenoble Félix-Poulat");
    expect(near.found[0]!.distance).toBeLessThan(1);
  });

  test("R8.12 a store-locator 404 is an empty list, never an error; an outage is said apart", async () => {
    const atlantis = await finder("/fr-fr/stores?q=Atlantis");
    expect(atlantis).toMatchObject({
      places: [],
      status: {
        tone: "empty",
        text: m.stores_none_near({ place: "Atlantis" }, fr),
        hint: m.stores_none_stores({}, fr),
      },
    });
    expect(await finder("/fr-fr/stores?near=10,-30")).toMatchObject({
      places: [],
      status: { tone: "empty", text: m.stores_none_near_you({}, fr) },
    });
    expect(await finder("/fr-fr/stores?near=junk")).toMatchObject({
      query: { by: "invalid" },
      status: { text: m.stores_position_invalid({}, fr) },
    });
    const failing = await loadFinder(down(), new URL("http://localhost:8787/fr-fr/stores?q=Lyon"), {
      kind: "stores",
      context: "STORE_LOCATOR",
    });
    expect(failing).toMatchObject({ places: [], status: { tone: "error", text: m.stores_unavailable({}, fr) } });
  });

  test("R8.12 every store-locator 404 is an empty result: stores, pickup points, lockers, countries, and one store", async () => {
    const notFound = () => Response.json({ message: "No store found" }, { status: 404 });
    const { sent, context } = recording(notFound);
    const lyon = { by: "text", text: "Lyon" } as const;
    for (const kind of ["stores", "pickups", "lockers"] as const)
      expect(await storeService(context).search(kind, lyon, { context: "CHECKOUT" }), kind).toEqual({
        ok: true,
        places: [],
      });
    expect(await storeService(context).directory()).toEqual([]);
    expect(await storeService(context).store("107", null)).toBeNull();
    expect(sent.map((url) => url.pathname)).toEqual([
      "/ecommerce/v2/storelocator/stores",
      "/ecommerce/v2/storelocator/pickups",
      "/ecommerce/v2/storelocator/lockers",
      "/ecommerce/v2/storelocator/stores/countries",
      "/ecommerce/v2/storelocator/stores/107",
    ]);
    // A country listed with stores whose own list then answers 404: left out, not an error.
    const listed = recording((request) =>
      new URL(request.url).pathname.endsWith("/countries")
        ? Response.json({ countries: [{ countryCode: "FR", storeCount: 3 }] })
        : notFound(),
    );
    expect(await storeService(listed.context).directory()).toEqual([]);
    expect(listed.sent.map((url) => url.pathname)).toEqual([
      "/ecommerce/v2/storelocator/stores/countries",
      "/ecommerce/v2/storelocator/stores",
    ]);
  });

  test("pickup points and lockers through the same finder; without a place, none are listed", async () => {
    const ctx = context("/fr-fr/order/delivery");
    const url = (query: string) => new URL(`http://localhost:8787/fr-fr/order/delivery${query}`);
    const pickups = await loadFinder(ctx, url("?q=Lyon"), { kind: "pickups", context: "CHECKOUT" });
    expect(pickups.places.length).toBeGreaterThan(0);
    expect(pickups.places.every((place) => place.kind === "pickup" && place.carrier && place.href === null)).toBe(true);
    const lockers = await loadFinder(ctx, url("?q=Paris"), { kind: "lockers", context: "CHECKOUT" });
    expect(lockers.places.length).toBeGreaterThan(0);
    expect(lockers.status.text).toBe(
      m.stores_results_near(
        { results: m.stores_count_lockers({ count: lockers.places.length }, fr), place: "Paris" },
        fr,
      ),
    );
    expect(await loadFinder(ctx, url(""), { kind: "lockers", context: "CHECKOUT" })).toMatchObject({
      places: [],
      status: { tone: "none" },
    });
  });

  test("the stock of one size in each store, when a product and a size are asked", async () => {
    const product = PRODUCTS[0]!;
    const size = product.options[0]!.sizes[0]!;
    const data = await finder(`/fr-fr/stores?q=Paris&productId=${product.productId}&size=${size.sku}`);
    expect(data.product?.text).toContain(product.name.fr);
    expect(data.product?.text).toContain(size.label);
    expect(data.found.every((place) => place.stock?.sku === size.sku)).toBe(true);
    expect(data.places.every((place) => place.stock !== null)).toBe(true);
    expect(data.places[0]!.href).toContain(`?productId=${product.productId}&size=${size.sku}`);
    // An unknown product asks for nothing: the stores show, without a stock line.
    const unknown = await finder("/fr-fr/stores?q=Paris&productId=999999&size=X");
    expect(unknown.product).toBeNull();
  });
});

describe("R7.08 R7.06 every store, by country", () => {
  test("the site's own country first, then the others; every store once", async () => {
    const countries = await storeService(context("/en/stores/all", "en", "en-GB")).directory();
    expect(countries.map((entry) => entry.countryCode)).toEqual(["GB", "CH", "FR"]);
    expect(countries.flatMap((entry) => entry.stores).length).toBe(39);
  });
});

describe("R2.5.02 a store's page", () => {
  test("by id or by another name it moves permanently to its canonical URL, keeping the stock asked", async () => {
    const moved = await storePage("/fr-fr/stores/107?productId=1001&size=M", "107").catch((error: unknown) => error);
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get("Location")).toBe(
      "/fr-fr/stores/france/lyon/lyon-republique-107/?productId=1001&size=M",
    );
    const renamed = (await storePage("/fr-fr/stores/france/lyon/old-name-107", "107").catch(
      (error: unknown) => error,
    )) as Response;
    expect(renamed.headers.get("Location")).toBe("/fr-fr/stores/france/lyon/lyon-republique-107/");
  });

  test("at its canonical URL it answers the store in words, with its map; an unknown store is the 404 page", async () => {
    const data = await storePage("/fr-fr/stores/france/lyon/lyon-republique-107/", "107");
    expect(data).toMatchObject({
      store: { storeId: "107", name: "Atelier Sept Lyon République" },
      canonicalPath: "/fr-fr/stores/france/lyon/lyon-republique-107/",
    });
    expect(data.map?.pins).toHaveLength(1);
    expect(data).toMatchObject({
      countryName: "France",
      view: { week: expect.any(Array), closures: expect.any(Array), stock: null },
    });
    for (const [path, id] of [
      ["/fr-fr/stores/999999", "999999"],
      ["/fr-fr/stores/x/y/z", null],
    ] as const) {
      const missing = await storePage(path, id).catch((error: unknown) => error);
      expect(missing).toMatchObject({ init: { status: 404 } });
    }
  });
});

describe("R7.06 R7.07 the store locator's query as the spec names it", () => {
  test("stores send extras and their context; pickups and lockers send extras and no context", async () => {
    const { sent, context } = recording(() => Response.json({ stores: [] }));
    await loadFinder(context, new URL("http://localhost:8787/fr-fr/stores?q=Lyon"), {
      kind: "stores",
      context: "STORE_LOCATOR",
    });
    await loadFinder(context, new URL("http://localhost:8787/fr-fr/order-delivery?q=Lyon"), {
      kind: "pickups",
      context: "CHECKOUT",
    });
    await loadFinder(context, new URL("http://localhost:8787/fr-fr/order-delivery?q=Lyon"), {
      kind: "lockers",
      context: "CHECKOUT",
    });
    const [stores, pickups, lockers] = sent;
    expect(stores!.pathname).toMatch(/storelocator\/stores$/);
    expect(Object.fromEntries(stores!.searchParams)).toMatchObject({
      search: "Lyon",
      countryCode: "FR",
      context: "STORE_LOCATOR",
      extras: "openingHours,exceptionalClosures,services",
    });
    expect(stores!.searchParams.get("deliveryCountries")).toContain("FR");
    for (const point of [pickups!, lockers!]) {
      expect(Object.fromEntries(point.searchParams)).toMatchObject({
        search: "Lyon",
        countryCode: "FR",
        extras: "openingHours",
      });
      expect(point.searchParams.has("context")).toBe(false);
    }
    expect(pickups!.pathname).toMatch(/storelocator\/pickups$/);
    expect(lockers!.pathname).toMatch(/storelocator\/lockers$/);
  });
});

describe("R7.05 one store: GET storelocator/stores/{storeId} with the product, the size and the context", () => {
  const product = PRODUCTS[0]!;
  const size = product.options[0]!.sizes[0]!;
  const canonical = "http://localhost:8787/fr-fr/stores/france/lyon/lyon-republique-107/";

  test("the store page asks the backend for its store with the size asked, and shows that size's stock there", async () => {
    const { sent, context } = recording((request) => backend.backend.handle(request));
    const data = await loadStorePage(
      context,
      new URL(`${canonical}?productId=${product.productId}&size=${size.sku}`),
      "107",
    );
    expect(sent.map((url) => url.pathname)).toEqual(["/ecommerce/v2/storelocator/stores/107"]);
    expect(Object.fromEntries(sent[0]!.searchParams)).toEqual({
      productId: product.productId,
      size: size.sku,
      context: "STORE_LOCATOR",
    });
    expect(data.store).toMatchObject({ storeId: "107", stock: { sku: size.sku } });
    expect(data.view.stock).not.toBeNull();
    expect(data.product?.text).toContain(size.label);
  });

  test("without a size asked only the context is sent and no stock is shown; a store the backend does not know is the 404 page", async () => {
    const { sent, context } = recording((request) => backend.backend.handle(request));
    const data = await loadStorePage(context, new URL(canonical), "107");
    expect(Object.fromEntries(sent[0]!.searchParams)).toEqual({ context: "STORE_LOCATOR" });
    expect(data.view.stock).toBeNull();
    const missing = await loadStorePage(context, new URL("http://localhost:8787/fr-fr/stores/999999"), "999999").catch(
      (error: unknown) => error,
    );
    expect(sent.at(-1)!.pathname).toBe("/ecommerce/v2/storelocator/stores/999999");
    expect(missing).toMatchObject({ init: { status: 404 } });
  });
});
