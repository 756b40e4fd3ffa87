import { beforeAll, describe, expect, test } from "vitest";
import { shopDomainParamsSchema, cspRulesSchema } from "../../app/api/site-params";
import { createMockBackend, type MockBackend } from "../../mocks/backend";
import { FAULT_HEADER } from "../../mocks/faults";

const KEY = "test-key";
let backend: MockBackend;
beforeAll(() => {
  backend = createMockBackend({ subscriptionKey: KEY });
});

const call = (path: string, init: RequestInit & { fault?: unknown } = {}) => {
  const headers = new Headers(init.headers);
  headers.set("Ocp-Apim-Subscription-Key", KEY);
  if (init.fault) headers.set(FAULT_HEADER, JSON.stringify(init.fault));
  return backend.handle(new Request(`http://mock.backend.internal${path}`, { ...init, headers }));
};

describe("mock backend contract: site parameters and CSP", () => {
  test("R7.02 GET /web-domains/?domain= answers each of the seven domains with the storefront's schema", async () => {
    for (const domain of ["fr", "ch", "en", "es", "de", "it", "pl"]) {
      const response = await call(`/web-domains/?domain=${domain}`);
      expect(response.status).toBe(200);
      expect(shopDomainParamsSchema.parse(await response.json()).domain).toBe(domain);
    }
  });

  test("R7.02 an unknown domain is a 404 with a message; no domain lists them all", async () => {
    const missing = await call("/web-domains/?domain=xx");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "No web domain xx" });
    const all = (await (await call("/web-domains/")).json()) as unknown[];
    expect(all).toHaveLength(7);
  });

  test("R7.42 POST merge-csp answers a directive map; rulesType is required", async () => {
    const response = await call("/applications/front-ecommerce/rules/merge-csp", {
      method: "POST",
      body: JSON.stringify({ rulesType: "CSP" }),
    });
    expect(cspRulesSchema.parse(await response.json())["default-src"]).toEqual(["'self'"]);
    const refused = await call("/applications/front-ecommerce/rules/merge-csp", { method: "POST", body: "{}" });
    expect(refused.status).toBe(400);
  });

  test("the subscription key is required, as by the real gateway", async () => {
    const response = await backend.handle(new Request("http://mock.backend.internal/web-domains/?domain=fr"));
    expect(response.status).toBe(401);
  });

  test("unknown calls are a 404 naming the call", async () => {
    const response = await call("/nothing/here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "No mock route for GET /nothing/here" });
  });
});

describe("fault switch", () => {
  test("makes the named call answer a chosen status and message", async () => {
    const response = await call("/web-domains/?domain=fr", {
      fault: { call: "GET /web-domains/", status: 503, message: "Maintenance" },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "Maintenance" });
  });

  test("matches method and wildcards, leaves other calls alone", async () => {
    const fault = [{ call: "POST /applications/*", status: 500 }];
    expect((await call("/web-domains/?domain=fr", { fault })).status).toBe(200);
    const csp = await call("/applications/front-ecommerce/rules/merge-csp", {
      method: "POST",
      body: '{"rulesType":"CSP"}',
      fault,
    });
    expect(csp.status).toBe(500);
  });

  test("adds latency before answering", async () => {
    const started = performance.now();
    const response = await call("/web-domains/?domain=fr", { fault: { call: "* /web-domains/", latency: 120 } });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  test("is read from the mock-fault cookie too; a malformed switch is ignored and said so", async () => {
    const cookie = `mock-fault=${encodeURIComponent(JSON.stringify({ call: "GET /web-domains/", status: 418 }))}`;
    expect((await call("/web-domains/?domain=fr", { headers: { Cookie: cookie } })).status).toBe(418);
    const malformed = await call("/web-domains/?domain=fr", { headers: { [FAULT_HEADER]: "{nope" } });
    expect(malformed.status).toBe(200);
    expect(malformed.headers.get("X-Mock-Fault-Ignored")).toBe("malformed fault switch");
  });

  test("merge changes one answer's fields for one request (a site flag per test), and nothing else", async () => {
    const fault = {
      call: "GET /web-domains/",
      merge: JSON.parse(
        '{"params":{"flags":{"swiftAddToCart":false},"privateSales":null},"__proto__":{"polluted":true}}',
      ),
    };
    const switched = shopDomainParamsSchema.parse(await (await call("/web-domains/?domain=fr", { fault })).json());
    expect(switched.params.flags.swiftAddToCart).toBe(false);
    expect(switched.params.privateSales).toBeNull();
    expect(switched.params.flags.agec).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const untouched = shopDomainParamsSchema.parse(await (await call("/web-domains/?domain=fr")).json());
    expect(untouched.params.flags.swiftAddToCart).toBe(true);
    expect((await call("/web-domains/?domain=xx", { fault })).status).toBe(404);
  });
});

describe("issue 27: a customer's records are the customer's, not the browser's (decision 129)", () => {
  const as = async (session: string, world?: string) => {
    const { issueTokens } = await import("../../mocks/tokens");
    const { DEFAULT_JWT_SECRET } = await import("../../mocks/backend");
    const { accessToken } = await issueTokens(
      { customerId: "C100003", newCustomer: false },
      { accessSeconds: 900, refreshSeconds: 3600 },
      DEFAULT_JWT_SECRET,
    );
    return (path: string, init: RequestInit = {}) =>
      call(path, {
        ...init,
        headers: {
          Authorization: `Bearer ${accessToken}`,
          "X-Session-Id": session,
          "Content-Type": "application/json",
          ...(world ? { "X-Mock-World": world } : {}),
        },
      });
  };
  const address = {
    firstName: "Ana",
    lastName: "Ruiz",
    line1: "Calle Mayor 1",
    line2: null,
    line3: null,
    line4: null,
    zipCode: "28013",
    city: "Madrid",
    country: "ES",
    favorite: false,
    phoneNumber: null,
    phoneNumberCountry: null,
  };

  test("an address saved in one browser is there in another; carts stay each browser's own; another world is apart", async () => {
    const first = await as("browser-a");
    const second = await as("browser-b");
    const count = async (caller: typeof first) =>
      Object.keys(await (await caller("/customers-self/addresses/delivery")).json()).length;
    const before = await count(second);
    expect(
      (await first("/customers-self/addresses/deliveries", { method: "POST", body: JSON.stringify(address) })).status,
    ).toBeLessThan(300);
    expect(await count(second)).toBe(before + 1);
    const cart = await first("/carts", { method: "POST", body: JSON.stringify({ customerId: "C100003" }) });
    expect(cart.status).toBe(201);
    expect((await second("/carts-self")).status).toBe(404);
    const apart = await as("browser-c", "a-test-of-its-own");
    expect(await count(apart)).toBe(before);
  });
});

describe("the dev kit's admin hooks: resetting worlds, the fault tally", () => {
  const address = {
    firstName: "Léa",
    lastName: "Martin",
    line1: "1 rue de Rivoli",
    line2: null,
    line3: null,
    line4: null,
    zipCode: "75001",
    city: "Paris",
    country: "FR",
    favorite: false,
    phoneNumber: null,
    phoneNumberCountry: null,
  };
  /** A backend of its own (resets must not touch the other tests'), and Léa's calls in a world. */
  const setUp = async () => {
    const own = createMockBackend({ subscriptionKey: KEY });
    const { issueTokens } = await import("../../mocks/tokens");
    const { DEFAULT_JWT_SECRET } = await import("../../mocks/backend");
    const { accessToken } = await issueTokens(
      { customerId: "C100001", newCustomer: false },
      { accessSeconds: 900, refreshSeconds: 3600 },
      DEFAULT_JWT_SECRET,
    );
    const send = (path: string, init: RequestInit & { world?: string; session?: string } = {}) =>
      own.handle(
        new Request(`http://mock.backend.internal${path}`, {
          ...init,
          headers: {
            "Ocp-Apim-Subscription-Key": KEY,
            Authorization: `Bearer ${accessToken}`,
            "Content-Type": "application/json",
            "X-Session-Id": init.session ?? "browser-a",
            ...(init.world ? { "X-Mock-World": init.world } : {}),
            ...Object.fromEntries(new Headers(init.headers)),
          },
        }),
      );
    const addresses = async (world?: string) =>
      Object.keys(await (await send("/customers-self/addresses/delivery", { world })).json()).length;
    const addAddress = async (world?: string) =>
      expect(
        (await send("/customers-self/addresses/deliveries", { method: "POST", body: JSON.stringify(address), world }))
          .status,
      ).toBeLessThan(300);
    return { send, addresses, addAddress };
  };

  test("?world=NAME takes one world back to its seed, its sessions with it; ?all=true every world", async () => {
    const { send, addresses, addAddress } = await setUp();
    const seeded = await addresses("w-one");
    await addAddress("w-one");
    await addAddress("w-two");
    await addAddress();
    expect(await addresses("w-one")).toBe(seeded + 1);

    const one = await send("/__admin/reset?world=w-one", { method: "POST" });
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ world: "w-one", sessions: 1, worlds: 1 });
    expect(await addresses("w-one")).toBe(seeded);
    expect(await addresses("w-two")).toBe(seeded + 1);
    expect(await addresses()).toBe(seeded + 1);

    const all = await send("/__admin/reset?all=true", { method: "POST" });
    expect(await all.json()).toMatchObject({ all: true, worlds: 3 });
    expect(await addresses("w-two")).toBe(seeded);
    expect(await addresses()).toBe(seeded);
  });

  test("without a scope the caller's session goes, its world's records stay; a malformed world name is a 400", async () => {
    const { send, addresses, addAddress } = await setUp();
    const seeded = await addresses();
    await addAddress();
    const session = await send("/__admin/reset", { method: "POST" });
    expect(await session.json()).toEqual({ session: "browser-a", sessions: 1, worlds: 0 });
    expect(await addresses()).toBe(seeded + 1);
    expect((await send("/__admin/reset?world=no%20spaces", { method: "POST" })).status).toBe(400);
  });

  test("the admin hooks still want the subscription key, and a fault switch never reaches them", async () => {
    const { send } = await setUp();
    const keyless = createMockBackend({ subscriptionKey: KEY });
    const refused = await keyless.handle(
      new Request("http://mock.backend.internal/__admin/reset?all=true", { method: "POST" }),
    );
    expect(refused.status).toBe(401);
    const faulted = await send("/__admin/reset?all=true", {
      method: "POST",
      headers: { [FAULT_HEADER]: JSON.stringify({ call: "* /*", status: 500 }) },
    });
    expect(faulted.status).toBe(200);
  });

  test("GET /__admin/faults tallies, per session, the calls that carried rules and what each applying rule did", async () => {
    const { send } = await setUp();
    const rules = [
      { call: "GET /web-domains/", status: 409, share: 1 },
      { call: "* /cms/*", latency: 1 },
      { call: "* /*", status: 500, share: 0 },
    ];
    const faulted = { headers: { [FAULT_HEADER]: JSON.stringify(rules) }, session: "tallied" };
    await send("/web-domains/?domain=fr", faulted);
    await send("/web-domains/?domain=fr", faulted);
    await send("/carts/nope", faulted);
    await send("/web-domains/?domain=fr", { session: "tallied" });
    const tally = await (await send("/__admin/faults", { session: "tallied" })).json();
    expect(tally).toEqual({ calls: 3, applied: { "409 GET /web-domains/": 2 } });
    expect(await (await send("/__admin/faults", { session: "someone-else" })).json()).toEqual({
      calls: 0,
      applied: {},
    });
    await send("/__admin/reset", { method: "POST", session: "tallied" });
    expect(await (await send("/__admin/faults", { session: "tallied" })).json()).toEqual({ calls: 0, applied: {} });
  });
});
