import { describe, expect, test } from "vitest";
import { stockAlertAction, wishlistAction } from "../../../app/features/wishlist/actions.server";
import { m } from "../../../app/paraglide/messages.js";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";

const backend = mockApi();
const en = { locale: "en" as const };
const post = (path: string, body: Record<string, string>) =>
  new Request(`http://localhost:8787${path}.data`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

async function signedInContext() {
  const tokens = await backend.signIn("C100001");
  return testContext("/en/resources/wishlist", {
    tokens,
    api: backend.client({ session: backend.newSession(), store: "en", token: tokens.accessToken }),
  });
}

describe("customer writes: a product the catalogue does not know is the form's mistake, never an outage", () => {
  test("adding an unknown product to the wishlist is a 404 that says so (it was a 503)", async () => {
    const answer = await wishlistAction(
      post("/en/resources/wishlist", { intent: "add", productId: "9999999", optionId: "999999901" }),
      await signedInContext(),
    );
    expect(answer).toMatchObject({ data: { ok: false, message: m.product_not_found({}, en) }, init: { status: 404 } });
  });

  test("removing a product that is no longer in the wishlist is done, not an error", async () => {
    const answer = await wishlistAction(
      post("/en/resources/wishlist", { intent: "remove", productId: "1000003", optionId: "100000301" }),
      await signedInContext(),
    );
    expect(answer).toMatchObject({ data: { ok: true }, init: { status: 200 } });
  });

  test("a stock alert for a size the product does not have is a 404", async () => {
    const answer = await stockAlertAction(
      post("/en/resources/stock-alerts", {
        intent: "stock-alert",
        sku: "nope",
        productId: "1000003",
        optionId: "100000301",
      }),
      await signedInContext(),
    );
    expect(answer).toMatchObject({ data: { ok: false, message: m.product_not_found({}, en) }, init: { status: 404 } });
    const unknown = await stockAlertAction(
      post("/en/resources/stock-alerts", {
        intent: "stock-alert",
        sku: "1",
        productId: "9999999",
        optionId: "999999901",
      }),
      await signedInContext(),
    );
    expect(unknown).toMatchObject({ init: { status: 404 } });
  });
});
