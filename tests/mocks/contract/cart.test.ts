import { describe, expect, test } from "vitest";
import {
  cartSchema,
  providerPaymentAnswerSchema,
  shippingMethodsSchema,
} from "../../../app/features/cart-model/schemas";
import { z } from "zod";
import { ORDER_STATUSES, orderListItemSchema } from "../../../app/features/orders/schemas";
import { PRODUCTS } from "../../../mocks/data/catalog";
import { PARIS_CART_ADDRESS } from "../../helpers/cart-address";
import { mockApi, type Caller } from "../../helpers/mock-api";

/** The mock's order list, held to the statuses and keys it must answer (the storefront's own schema tolerates more). */
const ordersSchema = z.array(
  orderListItemSchema.extend({ status: z.enum(ORDER_STATUSES), shippingMethodKey: z.string() }),
);

const api = mockApi();
const sizes = PRODUCTS.flatMap((product) =>
  product.options.flatMap((option) => option.sizes.map((size) => ({ product, option, size }))),
);
const inStock = sizes.filter((entry) => entry.size.stock >= 5 && entry.size.availabilityCode === 2);
const skuA = inStock[0]!.size.sku;
const skuB = inStock.find((entry) => entry.product.productId !== inStock[0]!.product.productId)!.size.sku;
const unavailable = sizes.find((entry) => entry.size.stock === 0)!.size.sku;

const address = PARIS_CART_ADDRESS;

async function anonymousCart(caller: Caller = { session: api.newSession() }) {
  const created = await api.raw("POST", "/carts", caller, undefined, cartSchema);
  return { caller, cart: created.parsed!, status: created.status };
}

async function signedIn(customerId: string, session = api.newSession()) {
  const { accessToken } = await api.signIn(customerId);
  return { token: accessToken, session };
}

const add = (caller: Caller, cartId: string, sku: string, version: number) =>
  api.raw("POST", `/carts/${cartId}/products/${sku}?version=${version}`, caller, undefined, cartSchema);

describe("R7.21 cart creation and reading", () => {
  test("an anonymous cart starts empty at version 0, in the site's currency", async () => {
    const { cart, status } = await anonymousCart({ session: api.newSession(), store: "ch" });
    expect(status).toBe(201);
    expect(cart).toMatchObject({ version: 0, lineItems: [], totalPrice: { centAmount: 0, currencyCode: "CHF" } });
  });

  test("a signed-in customer who already has a cart gets 406, and GET /carts-self finds it", async () => {
    const caller = await signedIn("C100001");
    const first = await api.raw(
      "POST",
      "/carts",
      caller,
      {
        customerId: "C100001",
        loyaltyCardId: "2900012345678",
        loyaltySeniority: 7,
        loyaltyType: "FID",
        email: "lea.martin@example.com",
      },
      cartSchema,
    );
    expect(first.status).toBe(201);
    expect((await api.raw("POST", "/carts", caller, {})).status).toBe(406);
    const own = await api.raw("GET", "/carts-self", caller, undefined, cartSchema);
    expect(own.parsed?.id).toBe(first.parsed?.id);
  });

  test("an unknown cart: 404 'No cart found for id {id}'", async () => {
    expect(await api.raw("GET", "/carts/cart-nope", { session: api.newSession() })).toMatchObject({
      status: 404,
      body: { message: "No cart found for id cart-nope" },
    });
  });

  test("carts are per session: another session never sees them", async () => {
    const { cart } = await anonymousCart();
    expect((await api.raw("GET", `/carts/${cart.id}`, { session: api.newSession() })).status).toBe(404);
  });
});

describe("R7.22 R7.24 R3.11 lines, versions and totals", () => {
  test("each change increments the version and totals are computed from the lines", async () => {
    const { caller, cart } = await anonymousCart();
    const one = (await add(caller, cart.id, skuA, 0)).parsed!;
    const two = (await add(caller, cart.id, skuA, 1)).parsed!;
    expect([one.version, two.version]).toEqual([1, 2]);
    expect(two.lineItems).toHaveLength(1);
    const line = two.lineItems[0]!;
    expect(line.quantity).toBe(2);
    expect(line.totalPrice.centAmount).toBe(line.catalogPrice.price.centAmount * 2);
    expect(two.totalPrice.centAmount).toBe(line.totalPrice.centAmount);
    expect(line.availableQuantity).toBeGreaterThanOrEqual(5);
    expect(line.name).toBeTruthy();
  });

  test("a stale version is a 409", async () => {
    const { caller, cart } = await anonymousCart();
    await add(caller, cart.id, skuA, 0);
    expect((await add(caller, cart.id, skuB, 0)).status).toBe(409);
    expect((await add(caller, cart.id, skuB, 1)).status).toBe(200);
  });

  test("quantity stays within availableQuantity; delete removes the line", async () => {
    const { caller, cart } = await anonymousCart();
    const added = (await add(caller, cart.id, skuA, 0)).parsed!;
    const line = added.lineItems[0]!;
    expect(
      (
        await api.raw(
          "PUT",
          `/carts/${cart.id}/products/${line.lineId}/quantity/${line.availableQuantity + 1}?version=1`,
          caller,
        )
      ).status,
    ).toBe(400);
    const three = await api.raw(
      "PUT",
      `/carts/${cart.id}/products/${line.lineId}/quantity/3?version=1`,
      caller,
      undefined,
      cartSchema,
    );
    expect(three.parsed?.lineItems[0]?.quantity).toBe(3);
    const removed = await api.raw(
      "DELETE",
      `/carts/${cart.id}/products/${line.lineId}?version=2`,
      caller,
      undefined,
      cartSchema,
    );
    expect(removed.parsed?.lineItems).toEqual([]);
  });

  test("an unavailable sku is refused and says why", async () => {
    const { caller, cart } = await anonymousCart();
    const refused = await add(caller, cart.id, unavailable, 0);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(unavailable);
  });

  test("R7.23 a products-list add that leaves skus out answers 206 with productsNotAdded", async () => {
    const { caller, cart } = await anonymousCart();
    const partial = await api.raw(
      "POST",
      `/carts/${cart.id}/products-list/?version=0`,
      caller,
      { skus: [skuA, unavailable] },
      cartSchema,
    );
    expect(partial.status).toBe(206);
    expect(partial.parsed).toMatchObject({ productsNotAdded: true, skusNotAdded: [unavailable] });
    const full = await api.raw(
      "POST",
      `/carts/${cart.id}/products-list/?version=1`,
      caller,
      { skus: [skuB] },
      cartSchema,
    );
    expect(full.status).toBe(200);
    expect(full.parsed?.productsNotAdded).toBe(false);
  });

  test("R7.21 DELETE a cart, then it is not found", async () => {
    const { caller, cart } = await anonymousCart();
    expect((await api.raw("DELETE", `/carts/${cart.id}?version=0`, caller)).status).toBe(204);
    expect((await api.raw("GET", `/carts/${cart.id}`, caller)).status).toBe(404);
  });
});

describe("R7.28 R7.29 promo codes and loyalty offers", () => {
  test("WELCOME10 takes 10 % off; removing it restores the total", async () => {
    const { caller, cart } = await anonymousCart();
    const withLine = (await add(caller, cart.id, skuA, 0)).parsed!;
    const promo = (
      await api.raw("POST", `/carts/${cart.id}/promo-code/WELCOME10?version=1`, caller, undefined, cartSchema)
    ).parsed!;
    expect(promo.discounts[0]?.amount.centAmount).toBe(Math.round(withLine.totalPrice.centAmount / 10));
    expect(promo.totalPrice.centAmount).toBe(withLine.totalPrice.centAmount - promo.discounts[0]!.amount.centAmount);
    const removed = (
      await api.raw("DELETE", `/carts/${cart.id}/promo-code/WELCOME10?version=2`, caller, undefined, cartSchema)
    ).parsed!;
    expect(removed.totalPrice.centAmount).toBe(withLine.totalPrice.centAmount);
    expect((await api.raw("POST", `/carts/${cart.id}/promo-code/NOPE?version=3`, caller)).status).toBe(400);
  });

  test("a promo code whose gift product is out of stock is added and flagged productOutOfStock", async () => {
    const { caller, cart } = await anonymousCart();
    const answer = await api.raw(
      "POST",
      `/carts/${cart.id}/promo-code/GIFTSOCKS?version=0`,
      caller,
      undefined,
      cartSchema,
    );
    expect(answer.parsed?.discountCode).toEqual([
      expect.objectContaining({ code: "GIFTSOCKS", productOutOfStock: true }),
    ]);
  });

  test("loyalty offers are for FID customers; one is out of stock", async () => {
    const caller = await signedIn("C100001");
    const cart = (await api.raw("POST", "/carts", caller, { customerId: "C100001", loyaltyType: "FID" }, cartSchema))
      .parsed!;
    await add(caller, cart.id, skuA, 0);
    const offers = await api.raw(
      "PUT",
      `/carts-self/${cart.id}/loyalty-offers`,
      caller,
      { loyaltyOfferIds: ["LO10", "LOGIFT"] },
      cartSchema,
    );
    expect(offers.parsed?.loyaltyOffers.offers.map((offer) => [offer.id, offer.productOutOfStock])).toEqual([
      ["LO10", false],
      ["LOGIFT", true],
    ]);
    const hsp = await signedIn("C100002");
    const other = (await api.raw("POST", "/carts", hsp, {}, cartSchema)).parsed!;
    expect(
      (await api.raw("PUT", `/carts-self/${other.id}/loyalty-offers`, hsp, { loyaltyOfferIds: ["LO10"] })).status,
    ).toBe(403);
  });
});

describe("R7.27 R7.31 R7.32 R9.07 shipping, gift cards, donations, loyalty card", () => {
  test("R3.12 R3.32 shipping methods carry their key, methods, price and freeAbove; delivery is free above it", async () => {
    const caller = await signedIn("C100002");
    const cart = (await api.raw("POST", "/carts", caller, {}, cartSchema)).parsed!;
    await add(caller, cart.id, skuA, 0);
    const methods = (
      await api.raw(
        "GET",
        `/deliveries/shipping-methods?country=FR&cartId=${cart.id}`,
        caller,
        undefined,
        shippingMethodsSchema,
      )
    ).parsed!;
    // No gift card: e-mail delivery is offered beside the country's methods (spec 5).
    expect(methods.map((method) => method.key)).toEqual(["LM", "NO", "PR", "EX", "LO", "HSP", "VI"]);
    const home = methods.find((method) => method.key === "NO")!;
    expect(home.shippingRate).toEqual({ price: { centAmount: 495 }, freeAbove: { centAmount: 4900 } });
    const shipped = (
      await api.raw("POST", `/carts-self/${cart.id}/shipping-method/NO?version=1`, caller, address, cartSchema)
    ).parsed!;
    const merchandise = shipped.lineItems[0]!.totalPrice.centAmount;
    expect(shipped.shippingInfo?.price.centAmount).toBe(merchandise > 4900 ? 0 : 495);
    expect(shipped.billingAddress?.lastName).toBe("MARTIN");
  });

  test("R5.08 e-mail delivery: for a cart with no gift card, with only the loyalty card, or whose items share one of the site's segmentations", async () => {
    const keys = async (cartId: string, caller: Awaited<ReturnType<typeof anonymousCart>>["caller"]) =>
      (
        await api.raw(
          "GET",
          `/deliveries/shipping-methods?country=FR&cartId=${cartId}`,
          caller,
          undefined,
          shippingMethodsSchema,
        )
      ).parsed!.map((method) => method.key);
    // Only a gift card: all its items are GIFT_CARD (freeCartCriteria), nothing to ship.
    const giftOnly = await anonymousCart();
    await api.raw("POST", `/carts/${giftOnly.cart.id}/gift-card?version=0`, giftOnly.caller, {
      giftCard: { amount: 5000, recipientEmail: "ami@example.com", message: null },
    });
    expect(await keys(giftOnly.cart.id, giftOnly.caller)).toEqual(["VI"]);
    // A garment and a gift card: items in two segmentations, a gift card: no e-mail delivery.
    const mixed = await anonymousCart();
    await add(mixed.caller, mixed.cart.id, skuA, 0);
    await api.raw("POST", `/carts/${mixed.cart.id}/gift-card?version=1`, mixed.caller, {
      giftCard: { amount: 5000, recipientEmail: "ami@example.com", message: null },
    });
    expect(await keys(mixed.cart.id, mixed.caller)).not.toContain("VI");
    expect(await keys(mixed.cart.id, mixed.caller)).toContain("NO");
  });

  test("gift card amounts respect the site's min and max", async () => {
    const { caller, cart } = await anonymousCart();
    expect(
      (
        await api.raw("POST", `/carts/${cart.id}/gift-card?version=0`, caller, {
          giftCard: { amount: 100, recipientEmail: null, message: null },
        })
      ).status,
    ).toBe(400);
    const ok = await api.raw(
      "POST",
      `/carts/${cart.id}/gift-card?version=0`,
      caller,
      { giftCard: { amount: 5000, recipientEmail: null, message: null } },
      cartSchema,
    );
    expect(ok.parsed?.totalPrice.centAmount).toBe(5000);
  });

  test("donations only where active (fr yes, de no); the loyalty card adds its price and points", async () => {
    const { caller, cart } = await anonymousCart({ session: api.newSession(), store: "fr" });
    const donated = await api.raw(
      "POST",
      `/carts/${cart.id}/donation?version=0`,
      caller,
      { donationId: "ASSO_ENFANCE", amount: 200 },
      cartSchema,
    );
    expect(donated.parsed?.donations).toEqual([{ id: "ASSO_ENFANCE", price: { centAmount: 200 } }]);
    const german = await anonymousCart({ session: api.newSession(), store: "de" });
    expect(
      (
        await api.raw("POST", `/carts/${german.cart.id}/donation?version=0`, german.caller, {
          donationId: "ASSO_ENFANCE",
          amount: 200,
        })
      ).status,
    ).toBe(400);

    const customer = await signedIn("C100003");
    const own = (await api.raw("POST", "/carts", customer, {}, cartSchema)).parsed!;
    const withLine = (await add(customer, own.id, skuA, 0)).parsed!;
    expect(withLine.loyaltyPointsEarned).toBe(0);
    expect(withLine.loyaltyPointsIncentive).toBe(Math.floor(withLine.totalPrice.centAmount / 100));
    const card = (
      await api.raw("POST", `/carts-self/${own.id}/loyalty-card?version=1`, customer, undefined, cartSchema)
    ).parsed!;
    expect(card.loyaltyCard?.price.centAmount).toBe(500);
    expect(card.loyaltyPointsEarned).toBe(Math.floor(withLine.totalPrice.centAmount / 100));
    expect(card.totalPrice.centAmount).toBe(withLine.totalPrice.centAmount + 500);
  });
});

describe("R7.36 merge on sign-in", () => {
  test("an anonymous cart merged into the customer's own: 226, lines kept, sourceCartId set", async () => {
    const session = api.newSession();
    const anonymous = await anonymousCart({ session });
    await add(anonymous.caller, anonymous.cart.id, skuB, 0);
    const customer = await signedIn("C100002", session);
    const own = (await api.raw("POST", "/carts", customer, {}, cartSchema)).parsed!;
    await add(customer, own.id, skuA, 0);
    const merged = await api.raw(
      "POST",
      "/carts/merge",
      customer,
      { cartId: anonymous.cart.id, customer: { customerId: "C100002" } },
      cartSchema,
    );
    expect(merged.status).toBe(226);
    expect(merged.parsed?.lineItems.map((line) => line.sku).sort()).toEqual([skuA, skuB].sort());
    expect(merged.parsed?.sourceCartId).toBe(anonymous.cart.id);
    expect((await api.raw("GET", `/carts/${anonymous.cart.id}`, customer)).status).toBe(404);
  });

  test("without a cart of their own, the customer adopts the anonymous one: 200", async () => {
    const session = api.newSession();
    const anonymous = await anonymousCart({ session });
    await add(anonymous.caller, anonymous.cart.id, skuA, 0);
    const customer = await signedIn("C100003", session);
    const adopted = await api.raw(
      "POST",
      "/carts/merge",
      customer,
      { cartId: anonymous.cart.id, customer: { customerId: "C100003" } },
      cartSchema,
    );
    expect(adopted.status).toBe(200);
    expect(adopted.parsed?.customer.customerId).toBe("C100003");
  });
});

describe("R7.34 R7.35 payment and validation", () => {
  async function readyCart() {
    const caller = await signedIn("C100001");
    const cart = (await api.raw("POST", "/carts", caller, { customerId: "C100001", loyaltyType: "FID" }, cartSchema))
      .parsed!;
    await add(caller, cart.id, skuA, 0);
    const shipped = (
      await api.raw("POST", `/carts-self/${cart.id}/shipping-method/NO?version=1`, caller, address, cartSchema)
    ).parsed!;
    return { caller, cart: shipped };
  }

  test("validate creates an order with an orderNumber, visible afterwards in the account", async () => {
    const { caller, cart } = await readyCart();
    expect((await api.raw("POST", `/carts-self/${cart.id}/validate?version=${cart.version}`, caller)).status).toBe(400);
    const paid = (
      await api.raw(
        "POST",
        `/carts-self/${cart.id}/payments?version=${cart.version}`,
        caller,
        { paymentProduct: "CB", amount: cart.totalPrice.centAmount },
        cartSchema,
      )
    ).parsed!;
    const validated = await api.raw(
      "POST",
      `/carts-self/${cart.id}/validate?version=${paid.version}`,
      caller,
      undefined,
      cartSchema,
    );
    expect(validated.status).toBe(200);
    expect(validated.parsed?.orderNumber).toMatch(/^AS26\d{6}$/);
    const orders = await api.client(caller).call("customers-self/orders", { schema: ordersSchema });
    expect(orders[0]?.orderNumber).toBe(validated.parsed?.orderNumber);
  });

  test("412 on validate when a line's stock changed", async () => {
    const { caller, cart } = await readyCart();
    const paid = (
      await api.raw(
        "POST",
        `/carts-self/${cart.id}/payments?version=${cart.version}`,
        caller,
        { paymentProduct: "CB", amount: cart.totalPrice.centAmount },
        cartSchema,
      )
    ).parsed!;
    expect((await api.raw("PUT", `/__admin/stock/${skuA}`, caller, { stock: 0 })).status).toBe(200);
    const refused = await api.raw("POST", `/carts-self/${cart.id}/validate?version=${paid.version}`, caller);
    expect(refused.status).toBe(412);
    expect(refused.body.message).toContain(skuA);
    const refreshed = await api.raw(
      "PUT",
      `/carts/${cart.id}/refresh?version=${paid.version}`,
      caller,
      undefined,
      cartSchema,
    );
    expect(refreshed.parsed?.lineItems[0]?.availableQuantity).toBe(0);
  });

  test("R7.30 a gift card pays part of the cart; the card provider variant redirects and comes back", async () => {
    const { caller, cart } = await readyCart();
    const gift = (
      await api.raw(
        "POST",
        `/carts-self/${cart.id}/gift-cards/GC250?version=${cart.version}`,
        caller,
        { amount: 2500 },
        cartSchema,
      )
    ).parsed!;
    expect(gift.payments).toEqual([
      expect.objectContaining({
        paymentProduct: "GIFT_CARD",
        amountPlanned: { centAmount: Math.min(2500, cart.totalPrice.centAmount) },
      }),
    ]);
    const due = gift.totalPrice.centAmount - gift.payments[0]!.amountPlanned.centAmount;
    const card = await api.raw(
      "POST",
      `/carts-self/${cart.id}/payments/adyen?version=${gift.version}`,
      caller,
      { paymentProduct: "VISA", amount: due, returnUrl: "http://localhost:8787/fr-fr/order-adyen-check" },
      providerPaymentAnswerSchema,
    );
    expect(card.parsed).toMatchObject({ resultCode: "RedirectShopper" });
    expect(card.parsed?.redirectUrl).toMatch(/^\/__mock\/payment-provider\/adyen\/pay\?/);
    expect(
      (
        await api.raw(
          "POST",
          `/carts-self/${cart.id}/gift-cards/GCEMPTY?version=${card.parsed!.cart.version}`,
          caller,
          { amount: 100 },
        )
      ).status,
    ).toBe(400);
  });

  test("R7.34 a redirect method (Przelewy24) has its own provider page, in the cart's currency, coming back with the result status", async () => {
    const caller = { ...(await signedIn("C100001")), store: "pl", language: "pl-PL" };
    const cart = (await api.raw("POST", "/carts", caller, { customerId: "C100001" }, cartSchema)).parsed!;
    const added = (await add(caller, cart.id, skuA, cart.version)).parsed!;
    const started = await api.raw(
      "POST",
      `/carts-self/${cart.id}/payments/worldline?version=${added.version}`,
      caller,
      {
        paymentProduct: "PRZELEWY24",
        amount: added.totalPrice.centAmount,
        returnUrl: `http://localhost:8787/pl-pl/order-worldline-check?cart=${cart.id}`,
      },
      providerPaymentAnswerSchema,
    );
    const page = new URL(started.parsed!.redirectUrl!.replace(/^\/__mock/, ""), "http://mock.backend.internal");
    const html = await (
      await api.backend.handle(
        new Request(page, { headers: { "X-Session-Id": caller.session, "X-Mock-World": caller.session } }),
      )
    ).text();
    expect(html).toContain("<h1>Przelewy24 secure payment</h1>");
    expect(html).toMatch(/Amount: <strong>PLN\s?[\d,.]+<\/strong>/);
    expect(html).toContain("reached through Worldline");
    const form = new URLSearchParams(page.search);
    form.set("outcome", "refuse");
    const back = await api.backend.handle(
      new Request(new URL(page.pathname, page), {
        method: "POST",
        body: form,
        headers: {
          "X-Session-Id": caller.session,
          "X-Mock-World": caller.session,
          "Content-Type": "application/x-www-form-urlencoded",
        },
      }),
    );
    const location = new URL(back.headers.get("Location")!, "http://x");
    expect([location.pathname, location.searchParams.get("cart"), location.searchParams.get("resultCode")]).toEqual([
      "/pl-pl/order-worldline-check",
      cart.id,
      "Refused",
    ]);
    expect(
      (await api.raw("GET", `/carts-self/${cart.id}/payments/${started.parsed!.paymentId}`, caller)).body,
    ).toMatchObject({ resultCode: "Refused", paymentProduct: "PRZELEWY24" });
  });

  test("R7.25 R7.26 billing address and high-street pickup", async () => {
    const { caller, cart } = await readyCart();
    const billed = await api.raw(
      "POST",
      `/carts-self/${cart.id}/billing-address?version=${cart.version}`,
      caller,
      { ...address, address1: "1 place de la Bourse" },
      cartSchema,
    );
    expect(billed.parsed?.billingAddress?.address1).toBe("1 PLACE DE LA BOURSE");
    const hsp = await api.raw(
      "POST",
      `/carts-self/${cart.id}/shipping-method-hsp?version=${billed.parsed!.version}`,
      caller,
      { firstName: "Léa", lastName: "Martin", phone: "+33612345678", storeId: "101" },
      cartSchema,
    );
    expect(hsp.parsed?.shippingInfo?.shippingMethodKey).toBe("HSP");
  });

  test("R7.33 cart subscriptions", async () => {
    const { caller, cart } = await readyCart();
    const answer = await api.raw(
      "PUT",
      `/carts-self/${cart.id}/subscriptions`,
      caller,
      { subscriptions: [{ type: "eTicket" }] },
      cartSchema,
    );
    expect(answer.parsed?.subscriptions).toEqual([{ type: "eTicket" }]);
  });
});
