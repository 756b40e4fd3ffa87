import { describe, expect, test } from "vitest";
import { ApiError } from "../../../app/api/errors";
import { loadShell } from "../../../app/features/shell/shell.server";
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
    const shell = await loadShell(new Request("http://localhost:8787/fr-fr"), context);
    expect(shell).toMatchObject({ header: null, footer: null, siteSelector: [], segmentationTitles: {}, cart: null, signedIn: false });
  });

  test("R4.02 personal data, wishlist and stock alerts are asked only for a signed-in session", async () => {
    const anonymous = shellWithFailingBackend(false);
    await loadShell(new Request("http://localhost:8787/fr-fr"), anonymous.context);
    const personal = (paths: string[]) => paths.filter((path) => /accounts-self|wishlist|product-stock-alert/.test(path));
    expect(personal(anonymous.api.calls.map((call) => call.path))).toEqual([]);

    const signedIn = shellWithFailingBackend(true);
    const shell = await loadShell(new Request("http://localhost:8787/fr-fr"), signedIn.context);
    expect(personal(signedIn.api.calls.map((call) => call.path)).sort()).toEqual([
      "accounts-self/",
      "customers-self/knowledges/product-stock-alert",
      "customers-self/knowledges/wishlist/",
    ]);
    // Wishlist and alert reads are empty on failure (spec 8).
    expect(shell).toMatchObject({ wishlist: [], alerts: [], customer: null, signedIn: true });
  });
});
