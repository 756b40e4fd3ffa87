import { describe, expect, test } from "vitest";
import { stockAlertAction, wishlistAction } from "../../../app/features/wishlist/actions.server";
import { m } from "../../../app/paraglide/messages.js";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { accountService } from "../../../app/features/account/account.server";
import { catalogService } from "../../../app/features/catalog-model/catalog.server";

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

describe("R8.14 the wishlist and stock alerts when the backend fails", () => {
  /** A signed-in context whose wishlist and stock-alert calls fail as an outage would; the rest is the mock's. */
  async function knowledgesDown() {
    const session = backend.newSession();
    const tokens = await backend.signIn("C100001");
    return testContext("/en/resources/wishlist", {
      tokens,
      api: backend.client({ session, store: "en", language: "en-GB", token: tokens.accessToken }, (request, passOn) =>
        new URL(request.url).pathname.startsWith("/customers-self/knowledges/")
          ? new Response("Service Unavailable", { status: 503 })
          : passOn(request),
      ),
    });
  }

  test("reads are empty; an add or a delete fails and says so (503), never taken as done", async () => {
    const context = await knowledgesDown();
    expect(await accountService(context).wishlist()).toEqual([]);
    expect(await accountService(context).stockAlerts("001")).toEqual([]);
    for (const intent of ["add", "remove"])
      expect(
        await wishlistAction(
          post("/en/resources/wishlist", { intent, productId: "1000003", optionId: "100000301" }),
          context,
        ),
        intent,
      ).toMatchObject({ data: { ok: false, message: m.wishlist_failed({}, en) }, init: { status: 503 } });
    const size = (await catalogService(context).product("1000003"))!.options[0]!.sizes[0]!;
    expect(
      await stockAlertAction(
        post("/en/resources/stock-alerts", {
          intent: "stock-alert",
          sku: size.sku,
          productId: "1000003",
          optionId: "100000301",
        }),
        context,
      ),
    ).toMatchObject({ data: { ok: false, message: m.product_alert_failed({}, en) }, init: { status: 503 } });
    expect(await accountService(context).deleteStockAlert(size.sku, "001")).toMatchObject({ ok: false });
  });
});
