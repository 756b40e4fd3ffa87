import { beforeAll, describe, expect, test } from "vitest";
import { shopDomainParamsSchema, cspRulesSchema } from "../../app/features/site/schemas";
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
    const response = await call("/applications/front-ecommerce/rules/merge-csp", { method: "POST", body: JSON.stringify({ rulesType: "CSP" }) });
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
    const response = await call("/web-domains/?domain=fr", { fault: { call: "GET /web-domains/", status: 503, message: "Maintenance" } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "Maintenance" });
  });

  test("matches method and wildcards, leaves other calls alone", async () => {
    const fault = [{ call: "POST /applications/*", status: 500 }];
    expect((await call("/web-domains/?domain=fr", { fault })).status).toBe(200);
    const csp = await call("/applications/front-ecommerce/rules/merge-csp", { method: "POST", body: '{"rulesType":"CSP"}', fault });
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
    const fault = { call: "GET /web-domains/", merge: JSON.parse('{"params":{"flags":{"swiftAddToCart":false},"privateSales":null},"__proto__":{"polluted":true}}') };
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
