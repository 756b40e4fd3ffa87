import type { BrowserContext } from "@playwright/test";

/** Switches site parameters for this browser context only: the mock merges them into GET /web-domains/ (README, fault switch). */
export async function withSiteParams(context: BrowserContext, params: Record<string, unknown>) {
  const rule = { call: "GET /web-domains/", merge: { params } };
  await context.addCookies([
    { name: "mock-fault", value: encodeURIComponent(JSON.stringify(rule)), url: "http://localhost:8787" },
  ]);
}
