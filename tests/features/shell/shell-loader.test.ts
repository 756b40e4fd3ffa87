import { FLASH_FORMS } from "../../../app/routing/flash-forms.server";
import { describe, expect, test } from "vitest";
import { ApiError } from "../../../app/api/errors";
import { loadShell } from "../../../app/features/shell/shell.server";
import { clearEdgeMemory } from "../../../app/lib/edge-cache.server";
import { fakeApi } from "../../helpers/fake-api";
import { testContext } from "../../helpers/request-context";
import { signedInTokens } from "../../helpers/tokens";

/** Every backend read of the shell fails: what still renders, and what was asked. */
function shellWithFailingBackend(signedIn: boolean) {
  const api = fakeApi((call) => new ApiError(500, `down: ${call.path}`, call.path));
  const context = testContext("/fr-fr", { api, tokens: signedIn ? signedInTokens() : {} });
  return { context, api };
}

describe("R4.02 R6.02 R8.15 the shell at start-up", () => {
  test("R8.15 CMS and segmentation failures are swallowed: the shell renders without them", async () => {
    const { context } = shellWithFailingBackend(false);
    const shell = await loadShell(new Request("http://localhost:8787/fr-fr"), context, FLASH_FORMS);
    expect(shell).toMatchObject({
      header: null,
      footer: null,
      siteSelector: [],
      segmentationTitles: {},
      cart: null,
      signedIn: false,
    });
  });

  test("R4.02 personal data, wishlist and stock alerts are asked only for a signed-in session", async () => {
    const anonymous = shellWithFailingBackend(false);
    await loadShell(new Request("http://localhost:8787/fr-fr"), anonymous.context, FLASH_FORMS);
    const personal = (paths: string[]) =>
      paths.filter((path) => /accounts-self|wishlist|product-stock-alert/.test(path));
    expect(personal(anonymous.api.calls.map((call) => call.path))).toEqual([]);

    const signedIn = shellWithFailingBackend(true);
    const shell = await loadShell(new Request("http://localhost:8787/fr-fr"), signedIn.context, FLASH_FORMS);
    expect(personal(signedIn.api.calls.map((call) => call.path)).sort()).toEqual([
      "accounts-self/",
      "customers-self/knowledges/product-stock-alert",
      "customers-self/knowledges/wishlist/",
    ]);
    // Wishlist and alert reads are empty on failure (spec 8).
    expect(shell).toMatchObject({ wishlist: [], alerts: [], customer: null, signedIn: true });
  });
});

describe("R7.38 R3.01 CMS reads: include[], only and the commercial operation", () => {
  const entries = { entries: [] };
  const cmsCalls = (calls: { path: string; query?: Record<string, unknown> }[]) =>
    calls.filter((call) => call.path.startsWith("cms/v3/"));

  test("each CMS call asks for its references or fields and names the site's commercial operation, which keys the cache", async () => {
    clearEdgeMemory();
    const api = fakeApi((call) =>
      call.path === "cms/v3/assets"
        ? { data: { assets: [] } }
        : call.path.startsWith("cms/")
          ? { data: entries }
          : new ApiError(404, "none", call.path),
    );
    const base = testContext("/fr-fr", { api });
    const site = await base.siteParams();
    // As a request without the fault switch: the edge cache is in use.
    const withOperation = (version: string) => ({
      ...base,
      bypassCache: false,
      siteParams: async () => ({ ...site, params: { ...site.params, commercialOperation: { version } } }),
    });

    await loadShell(new Request("http://localhost:8787/fr-fr"), withOperation("2026-winter"), FLASH_FORMS);
    const first = cmsCalls(api.calls);
    expect(first.map((call) => call.path).sort()).toEqual([
      "cms/v3/assets",
      "cms/v3/content_types/footer_layout/entries",
      "cms/v3/content_types/header_layout/entries",
      "cms/v3/content_types/site_selector_component/entries",
    ]);
    for (const call of first) expect(call.query?.commercial_operation).toBe("2026-winter");
    expect(first.find((call) => call.path.includes("header_layout"))?.query?.["include[]"]).toContain(
      "navigation_modular",
    );
    expect(first.find((call) => call.path.includes("site_selector"))?.query?.["only[BASE][]"]).toEqual([
      "content_type",
      "locale",
      "items",
    ]);
    expect(first.find((call) => call.path === "cms/v3/assets")?.query?.folder).toBe("flags");

    // The same operation is served from the cache; a new one asks again.
    await loadShell(new Request("http://localhost:8787/fr-fr"), withOperation("2026-winter"), FLASH_FORMS);
    expect(cmsCalls(api.calls)).toHaveLength(4);
    await loadShell(new Request("http://localhost:8787/fr-fr"), withOperation("2026-black-friday"), FLASH_FORMS);
    expect(cmsCalls(api.calls)).toHaveLength(8);
    expect(
      cmsCalls(api.calls)
        .slice(4)
        .every((call) => call.query?.commercial_operation === "2026-black-friday"),
    ).toBe(true);
  });
});
