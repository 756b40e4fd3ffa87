import { describe, expect, test, vi } from "vitest";
import type { ApiClient } from "../../app/api/client.server";
import { buildCsp, createNonce, FALLBACK_CSP_RULES, loadCspRules } from "../../workers/csp";
import { clearEdgeMemory, SHARED_SCOPE } from "../../app/lib/edge-cache.server";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((part) => {
      const [name, ...sources] = part.split(" ");
      return [name, sources];
    }),
  );

describe("R7.42 content-security policy from merged rules plus a nonce", () => {
  test("joins the backend's directives and adds the nonce to script-src", () => {
    const policy = directives(
      buildCsp(
        {
          "default-src": ["'self'"],
          "script-src": ["'self'", "https://tags.example"],
          "img-src": ["https://img.example"],
        },
        { nonce: "abc", secureOrigin: true },
      ),
    );
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["script-src"]).toEqual(["'self'", "https://tags.example", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy["img-src"]).toEqual(["https://img.example"]);
  });

  test("scripts never get 'unsafe-inline', even when the backend asks for it", () => {
    const policy = buildCsp({ "script-src": ["'unsafe-inline'", "'nonce-old'"] }, { nonce: "n1", secureOrigin: true });
    expect(directives(policy)["script-src"]).toEqual(["'self'", "'nonce-n1'", "'strict-dynamic'"]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  test("scripts run only with the nonce or when a nonced script loaded them ('strict-dynamic'); violations are reported to our endpoint", () => {
    const policy = directives(
      buildCsp(
        {
          "script-src": ["https://www.googletagmanager.com", "'strict-dynamic'"],
          "report-uri": ["https://elsewhere.example/r"],
        },
        { nonce: "n2", secureOrigin: true, reportPath: "/csp-report" },
      ),
    );
    expect(policy["script-src"]).toEqual([
      "'self'",
      "https://www.googletagmanager.com",
      "'nonce-n2'",
      "'strict-dynamic'",
    ]);
    expect(policy["report-uri"]).toEqual(["/csp-report"]);
    expect(policy["report-to"]).toEqual(["csp"]);
  });

  test("missing protective directives are filled from the strict defaults", () => {
    const policy = directives(buildCsp({ "img-src": ["*"] }, { nonce: "n", secureOrigin: true }));
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
  });

  test("plain-http local runs drop upgrade-insecure-requests", () => {
    const rules = { "default-src": ["'self'"], "upgrade-insecure-requests": [] };
    expect(buildCsp(rules, { nonce: "n", secureOrigin: true })).toContain("upgrade-insecure-requests");
    expect(buildCsp(rules, { nonce: "n", secureOrigin: false })).not.toContain("upgrade-insecure-requests");
  });

  test("a fresh nonce per response", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  test("R8.17 no secure random generator raises an error", () => {
    vi.stubGlobal("crypto", undefined);
    try {
      expect(() => createNonce()).toThrow("No secure random generator available");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test("rules are fetched once per scope and cached; a failure falls back to the strict policy", async () => {
    clearEdgeMemory();
    const call = vi.fn().mockResolvedValue({ "default-src": ["'self'"] });
    const context = (scope: string, api: ApiClient = { call } as unknown as ApiClient) => ({
      api,
      bypassCache: false,
      cacheScope: async () => scope,
      waitUntil: () => {},
    });
    await loadCspRules(context(SHARED_SCOPE), "http://x/");
    await loadCspRules(context(SHARED_SCOPE), "http://x/");
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![1]).toMatchObject({ method: "POST", body: { rulesType: "CSP" } });
    // Asked with a customer's token (every call carries it), the answer is that customer's own.
    await loadCspRules(context("customer-1"), "http://x/");
    expect(call).toHaveBeenCalledTimes(2);
    clearEdgeMemory();
    const failing = { call: vi.fn().mockRejectedValue(new Error("down")) } as unknown as ApiClient;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await loadCspRules(context(SHARED_SCOPE, failing), "http://x/")).toBe(FALLBACK_CSP_RULES);
  });
});
