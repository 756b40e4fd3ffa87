import { describe, expect, test } from "vitest";
import { z } from "zod";
import { placeOrder } from "../../../app/features/checkout/payment-actions.server";
import { m } from "../../../app/paraglide/messages.js";
import { PRODUCTS } from "../../../mocks/data/catalog/products";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { cartService } from "../../../app/features/cart/service.server";

const backend = mockApi();
const fr = { locale: "fr" as const };
const ordersSchema = z.array(z.object({ orderNumber: z.string() }));
const sku = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes)).find(
  (size) => size.stock >= 6 && size.availabilityCode === 2,
)!.sku;

/** Léa signed in with two of one size in her cart, through a client that keeps every call it makes. */
async function leaWithTwo() {
  const session = backend.newSession();
  const pair = await backend.signIn("C100001");
  const sent: string[] = [];
  const api = backend.client({ session, store: "fr", token: pair.accessToken }, (request, passOn) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return passOn(request);
  });
  const first = testContext("/fr-fr/order-payment", { api, tokens: pair });
  await cartService(first).add(sku);
  const added = await cartService(first).add(sku);
  if (!added.ok) throw new Error(added.message);
  const context = () =>
    testContext("/fr-fr/order-payment", { api, tokens: pair, cookies: { as_cart_id_fr: added.cart.id } });
  return { session, pair, sent, context, cart: added.cart };
}

describe("R8.07 R4.10 the order refused for stock (412 on validate)", () => {
  test("the cart and its stock are refreshed, then the refusal is said, naming the line that changed; nothing is ordered", async () => {
    const lea = await leaWithTwo();
    const line = lea.cart.lineItems.find((entry) => entry.sku === sku)!;
    expect(line.quantity).toBe(2);
    const ordersBefore = await lea.context().api.call("customers-self/orders", { schema: ordersSchema });
    // Only one left by the time the order is validated.
    const admin = await backend.raw("PUT", `/__admin/stock/${sku}`, { session: lea.session }, { stock: 1 });
    expect(admin.status).toBe(200);
    lea.sent.length = 0;

    const context = lea.context();
    const placed = await placeOrder(context, undefined, fr);

    expect(lea.sent.filter((call) => !call.startsWith("GET "))).toEqual([
      `POST /carts-self/${lea.cart.id}/validate`,
      `PUT /carts/${lea.cart.id}/refresh`,
    ]);
    expect(placed).toEqual({
      answer: { intent: "pay", ok: false, message: m.checkout_stock_changed({ lines: line.name }, fr) },
      status: 412,
    });
    const refreshed = (await cartService(lea.context()).read())!;
    expect(refreshed.lineItems.find((entry) => entry.sku === sku)).toMatchObject({ quantity: 1 });
    expect(refreshed.orderNumber ?? null).toBeNull();
    expect(await lea.context().api.call("customers-self/orders", { schema: ordersSchema })).toEqual(ordersBefore);
  });
});
