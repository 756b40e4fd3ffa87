import { describe, expect, test } from "vitest";
import { loadBilling } from "../../../app/features/checkout/billing.server";
import { savedAddresses } from "../../../app/features/checkout/delivery.server";
import { PRODUCTS } from "../../../mocks/data/catalog/products";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { cartService } from "../../../app/features/cart/service.server";

const backend = mockApi();
const sku = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes)).find(
  (size) => size.stock >= 6 && size.availabilityCode === 2,
)!.sku;

/** Léa's context, through a client that keeps every call's URL and can make one call fail. */
async function lea(failing?: RegExp, customerId = "C100001") {
  const session = backend.newSession();
  const pair = await backend.signIn(customerId);
  const sent: URL[] = [];
  const api = backend.client({ session, store: "fr", token: pair.accessToken }, (request, passOn) => {
    const url = new URL(request.url);
    sent.push(url);
    if (failing?.test(url.pathname)) return new Response("Service Unavailable", { status: 503 });
    return passOn(request);
  });
  const first = testContext("/fr-fr/order-billing", { api, tokens: pair });
  const added = await cartService(first).add(sku);
  if (!added.ok) throw new Error(added.message);
  return {
    sent,
    context: testContext("/fr-fr/order-billing", { api, tokens: pair, cookies: { as_cart_id_fr: added.cart.id } }),
  };
}

describe("R7.10 the checkout's saved addresses in the delivery country", () => {
  test("come from GET /customers-self/addresses?country=, only that country's, the favourite first", async () => {
    const { sent, context } = await lea();
    const addresses = await savedAddresses(context, "FR");
    const call = sent.find((url) => url.pathname === "/customers-self/addresses");
    expect(call?.searchParams.get("country")).toBe("FR");
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((address) => address.country === "FR")).toBe(true);
    expect(addresses.findIndex((address) => address.favorite)).toBeLessThanOrEqual(0);
  });

  test("an empty list on error", async () => {
    const { context } = await lea(/^\/customers-self\/addresses$/);
    expect(await savedAddresses(context, "FR")).toEqual([]);
  });
});

describe("R8.13 the billing step's read of the account's billing address", () => {
  test("prefills the form; a customer with none (404) gets the blank form; a failing read is rethrown, never a blank form", async () => {
    expect((await loadBilling((await lea()).context)).values).toMatchObject({
      address1: "12 RUE DES MARTYRS",
      zipCode: "75009",
    });
    expect((await loadBilling((await lea(undefined, "C100003")).context)).values.address1).toBeUndefined();
    const failing = await lea(/^\/customers-self\/addresses\/billing$/);
    // The step's 503 page ("try again in a moment"), never a 500 nor a blank form.
    await expect(loadBilling(failing.context)).rejects.toMatchObject({ init: { status: 503 } });
  });
});
