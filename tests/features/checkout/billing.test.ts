import { describe, expect, test } from "vitest";
import { checkoutAction as checkoutEndpoint } from "../../../app/features/checkout/actions.server";
import { answering } from "../../helpers/answers";

const checkoutAction = answering(checkoutEndpoint, "checkout");
import { loadBilling } from "../../../app/features/checkout/billing.server";
import { providerReturn } from "../../../app/features/checkout/payment.server";
import { checkFor } from "../../../app/routing/checks.server";
import { m } from "../../../app/paraglide/messages.js";
import { PRODUCTS } from "../../../mocks/data/catalog/products";
import { z } from "zod";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { frenchCustomerWithCart } from "../../helpers/customer";
import { cartService } from "../../../app/features/cart/service.server";
import { checkoutService } from "../../../app/features/checkout/checkout.server";
import { shippingMethods } from "../../../app/features/cart-model/shipping-methods.server";

const backend = mockApi();
const ordersSchema = z.array(z.object({ orderNumber: z.string() }));
const fr = { locale: "fr" as const };
const sku = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes)).find(
  (size) => size.stock >= 6 && size.availabilityCode === 2,
)!.sku;

/** A signed-in customer of the French site, with one line in the cart. */
const customer = (customerId = "C100001") => frenchCustomerWithCart(backend, customerId, "/fr-fr/order-billing", sku);

/**
 * The provider's page of the offline kit, `outcome` pressed there (as the shopper would): answers
 * the storefront's return URL it sends them back to.
 */
async function onProviderPage(session: string, next: string, outcome = "pay"): Promise<URL> {
  const page = new URL(next.replace(/^\/__mock/, ""), "http://mock.backend.internal");
  const form = new URLSearchParams(page.search);
  form.set("outcome", outcome);
  const answer = await backend.backend.handle(
    new Request(new URL(page.pathname, page), {
      method: "POST",
      body: form,
      headers: {
        "X-Session-Id": session,
        "X-Mock-World": session,
        "Content-Type": "application/x-www-form-urlencoded",
      },
    }),
  );
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("Location")!, "http://localhost:8787");
}

const post = (fields: Record<string, string>) =>
  new Request("http://localhost:8787/fr-fr/order-billing.data", {
    method: "POST",
    body: new URLSearchParams({ intent: "billing", ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

const address = {
  firstName: "léa",
  lastName: "dupont-moreau",
  address1: "12 rue de la Paix, bâtiment B",
  zipCode: "75002",
  city: "Paris",
  country: "FR",
  phone: "06 12 34 56 78",
  phoneCountry: "FRA",
};

describe("R2.3.01 R3.08 the billing step", () => {
  test("R5.05 R5.07 a valid address is sent upper case, the phone country in 2 letters; the answer goes on to delivery", async () => {
    const context = await customer();
    const line = `12 rue de la Paix, bâtiment B, ${"x".repeat(19)}`;
    expect(line).toHaveLength(50);
    const answer = await checkoutAction(post({ ...address, address1: line }), context(), "billing");
    expect(answer).toMatchObject({
      data: { intent: "billing", ok: true, next: "/fr-fr/order-delivery" },
      init: { status: 303 },
      location: "/fr-fr/order-delivery",
    });
    const billing = (await cartService(context()).read())!.billingAddress!;
    expect(billing).toMatchObject({
      firstName: "LÉA",
      lastName: "DUPONT-MOREAU",
      address1: line.toUpperCase(),
      zipCode: "75002",
      city: "PARIS",
      country: "FR",
      phone: "0612345678",
      phoneNumberCountry: "FR",
    });
  });

  test("issue 27: a typed street line over 50 characters is refused on its field, never cut; nothing is sent", async () => {
    const context = await customer();
    const long = `12 rue de la Paix, ${"bâtiment B ".repeat(5)}`;
    const answer = await checkoutAction(post({ ...address, address1: long }), context(), "billing");
    expect(answer).toMatchObject({
      data: {
        ok: false,
        fieldErrors: { address1: m.checkout_error_too_long({ max: 50 }, fr) },
        values: { address1: long },
      },
      init: { status: 400 },
    });
    expect((await cartService(context()).read())!.billingAddress).toBeNull();
  });

  test("each problem is named on its field, in the page's language, and what was typed comes back; nothing is sent", async () => {
    const context = await customer();
    const answer = await checkoutAction(
      post({ ...address, firstName: "", zipCode: "7500", country: "DE", phone: "12" }),
      context(),
      "billing",
    );
    expect(answer).toMatchObject({
      data: {
        ok: false,
        message: m.checkout_fix_fields({}, fr),
        fieldErrors: {
          firstName: m.checkout_error_required({}, fr),
          country: m.checkout_error_country({}, fr),
          phone: m.checkout_error_phone({}, fr),
        },
        values: { lastName: "dupont-moreau", zipCode: "7500" },
      },
      init: { status: 400 },
    });
    expect((await cartService(context()).read())!.billingAddress).toBeNull();
  });

  test("a body that is not a form (JSON, text, none) or names no intent is a 400 answer, never a 500; nothing is sent", async () => {
    const context = await customer();
    for (const [body, type] of [
      ['{"intent":"billing"}', "application/json"],
      ["intent=billing", "text/plain"],
      [null, ""],
      ["intent=teleport", "application/x-www-form-urlencoded"],
    ] as const) {
      const request = new Request("http://localhost:8787/fr-fr/order-billing.data", {
        method: "POST",
        body,
        headers: { "Content-Type": type },
      });
      expect(await checkoutAction(request, context(), "billing")).toMatchObject({
        data: { intent: "invalid", ok: false, message: m.checkout_failed({}, fr) },
        init: { status: 400 },
      });
    }
    expect((await cartService(context()).read())!.billingAddress).toBeNull();
  });

  test("a plain post goes on by a 303 when saved, and back with the answer flashed when not (Post/Redirect/Get)", async () => {
    const context = await customer();
    const plain = (fields: Record<string, string>) =>
      new Request("http://localhost:8787/fr-fr/order-billing", {
        method: "POST",
        body: new URLSearchParams({ intent: "billing", ...fields }),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Referer: "http://localhost:8787/fr-fr/order-billing",
        },
      });
    const refused = (await checkoutEndpoint(plain({ ...address, city: "" }), context(), "billing")) as Response;
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe("/fr-fr/order-billing#form-answer");
    const saved = (await checkoutEndpoint(plain(address), context(), "billing")) as Response;
    expect(saved.headers.get("Location")).toBe("/fr-fr/order-delivery");
  });

  test("the form is prefilled from the account: names capitalised, the site's billing countries named", async () => {
    const data = await loadBilling((await customer())());
    expect(data.values.firstName).toMatch(/^[A-ZÀ-Ý][a-zà-ÿ]/);
    expect(data.countries.map((choice) => choice.value)).toEqual(["FR", "BE", "LU", "MC"]);
    expect(data.countries[0]!.label).toBe("France");
    expect(data.phoneCountries.map((choice) => choice.value)).toContain("FRA");
    expect(data.summary.lines).toHaveLength(1);
  });
});

const deliveryPost = (fields: Record<string, string>) =>
  new Request("http://localhost:8787/fr-fr/order-delivery.data", {
    method: "POST",
    body: new URLSearchParams({ intent: "delivery", country: "FR", ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("R3.24 the delivery step", () => {
  async function billed() {
    const context = await customer();
    await checkoutAction(post(address), context(), "billing");
    return context;
  }

  test("a store, pickup point or locker is looked up again by the search that listed it: the destination is the backend's", async () => {
    const context = await billed();
    const gone = await checkoutAction(
      deliveryPost({ method: "PR", q: "Lyon", placeId: "PR-FR-001", phone: "0612345678" }),
      context(),
      "delivery",
    );
    expect(gone).toMatchObject({ data: { ok: false, message: m.checkout_place_gone({}, fr) }, init: { status: 409 } });
    const chosen = await checkoutAction(
      deliveryPost({ method: "LM", q: "Lyon", placeId: "107", phone: "" }),
      context(),
      "delivery",
    );
    expect(chosen).toMatchObject({ data: { ok: true, next: "/fr-fr/order-overview" } });
    const cart = (await cartService(context()).read())!;
    expect(cart.shippingInfo?.shippingMethodKey).toBe("LM");
    expect(cart.shippingAddress).toMatchObject({
      country: "FR",
      deliveryPointIdV2: "107",
      address1: "ATELIER SEPT LYON RÉPUBLIQUE",
      city: "LYON",
    });
  });

  test("e-mail delivery (decision 81) posted for a cart with clothes in it: refused, though the backend offers it (spec 5's rule), nothing saved", async () => {
    const context = await billed();
    const offered = await shippingMethods(context(), (await cartService(context()).read())!.id, "FR");
    expect(offered.map((method) => method.key)).toContain("VI");
    const chosen = await checkoutAction(deliveryPost({ method: "VI" }), context(), "delivery");
    expect(chosen).toMatchObject({
      data: { ok: false, message: m.checkout_method_unavailable({}, fr) },
      init: { status: 400 },
    });
    expect((await cartService(context()).read())!.shippingInfo).toBeNull();
  });

  test("high-street pickup names its receiver, upper case, beside the store it is near", async () => {
    const context = await billed();
    const missing = await checkoutAction(
      deliveryPost({
        method: "HSP",
        q: "Lyon",
        placeId: "107",
        phone: "0612345678",
        firstName: "",
        lastName: "Martin",
      }),
      context(),
      "delivery",
    );
    expect(missing).toMatchObject({
      data: { ok: false, fieldErrors: { firstName: m.checkout_error_required({}, fr) } },
    });
    const chosen = await checkoutAction(
      deliveryPost({
        method: "HSP",
        q: "Lyon",
        placeId: "107",
        phone: "06 12 34 56 78",
        firstName: "chloé",
        lastName: "nowak",
      }),
      context(),
      "delivery",
    );
    expect(chosen).toMatchObject({ data: { ok: true } });
    const cart = (await cartService(context()).read())!;
    expect(cart.shippingInfo?.shippingMethodKey).toBe("HSP");
    expect(cart.shippingAddress?.deliveryPointIdV2).toBe("107");
  });

  test("a method that needs a phone number refuses a destination without one; an unknown method is refused", async () => {
    const context = await billed();
    const noPhone = await checkoutAction(
      deliveryPost({ method: "PR", q: "Paris", placeId: "PR-FR-001", phone: "" }),
      context(),
      "delivery",
    );
    expect(noPhone).toMatchObject({
      data: { ok: false, fieldErrors: { phone: m.checkout_error_required({}, fr) } },
      init: { status: 400 },
    });
    const unknown = await checkoutAction(deliveryPost({ method: "TELEPORT" }), context(), "delivery");
    expect(unknown).toMatchObject({
      data: { ok: false, message: m.checkout_method_unavailable({}, fr) },
      init: { status: 400 },
    });
    const home = await checkoutAction(
      deliveryPost({ method: "NO", addressId: "new", ...address, phone: "" }),
      context(),
      "delivery",
    );
    expect(home).toMatchObject({ data: { ok: false, fieldErrors: { phone: m.checkout_error_required({}, fr) } } });
  });
});

describe("R2.5.08 the order checks", () => {
  const args = (context: ReturnType<typeof testContext>) => ({
    url: new URL("http://localhost:8787/fr-fr/order-billing"),
    request: new Request("http://localhost:8787/fr-fr/order-billing"),
    params: {},
    context,
    route: { get: () => null, set: () => {} } as never,
  });

  test("init-order: without a cart the shopper goes back to the cart, which says why", async () => {
    const context = testContext("/fr-fr/order-billing", {
      api: backend.client({ session: backend.newSession(), store: "fr" }),
    });
    const thrown = await Promise.resolve(checkFor("init-order")(args(context))).catch((error: unknown) => error);
    expect((thrown as Response).headers.get("Location")).toBe("/fr-fr/cart");
    expect(context.cookies.setCookieHeaders().join()).toContain(
      encodeURIComponent(m.checkout_needs_cart({}, fr)).slice(0, 12),
    );
  });

  test("init-order refreshes a signed-in customer's cart; order-access lets its owner through", async () => {
    const context = (await customer())();
    const before = (await cartService(context).read())!.version;
    await checkFor("init-order")(args(context));
    expect((await cartService(context).read())!.version).toBeGreaterThan(before);
    await expect(Promise.resolve(checkFor("order-access")(args(context)))).resolves.toBeUndefined();
  });
});

const payPost = (fields: Record<string, string>) =>
  new Request("http://localhost:8787/fr-fr/order-payment.data", {
    method: "POST",
    body: new URLSearchParams({ intent: "pay", ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("R7.33 subscriptions taken with the order", () => {
  test("what the shopper ticks is sent with the order (PUT carts-self subscriptions), what they leave is not", async () => {
    const context = await customer();
    await checkoutAction(post(address), context(), "billing");
    await checkoutAction(deliveryPost({ method: "NO", addressId: "new", ...address }), context(), "delivery");
    const cart = (await cartService(context()).read())!;
    const answer = await checkoutAction(
      payPost({
        method: "PAYPAL",
        version: String(cart.version),
        "subscription-eTicket": "on",
        "subscription-admin": "on",
      }),
      context(),
      "payment",
    );
    expect(answer).toMatchObject({ init: { status: 303 }, document: true });
    const placed = await providerReturn(context(), await onProviderPage(context.session, answer.location!), "adyen");
    const orderNumber = new URL(placed.headers.get("Location")!, "http://x").searchParams.get("order");
    const order = await context().api.call(`customers-self/orders/${orderNumber}`, {
      schema: z.object({ subscriptions: z.array(z.object({ type: z.string() })) }),
    });
    expect(order.subscriptions).toEqual([{ type: "eTicket" }]);
  });
});

describe("R4.10 R3.26 payment and the order", () => {
  async function readyToPay() {
    const context = await customer();
    await checkoutAction(post(address), context(), "billing");
    await checkoutAction(deliveryPost({ method: "NO", addressId: "new", ...address }), context(), "delivery");
    return context;
  }

  test("PayPal goes to its provider page for the cart's own amount; the order is placed once, however often the payment or its return comes", async () => {
    const context = await readyToPay();
    const cart = (await cartService(context()).read())!;
    const version = String(cart.version);
    const first = await checkoutAction(payPost({ method: "PAYPAL", amount: "1", version }), context(), "payment");
    // The provider's page: a full page load, the browser leaves the app for it.
    expect(first).toMatchObject({
      init: { status: 303 },
      document: true,
      location: expect.stringMatching(/^\/__mock\/payment-provider\/adyen\/pay\?/),
    });
    const paymentId = new URL(first.location!, "http://x").searchParams.get("paymentId")!;
    expect(await checkoutService(context()).paymentStatus(paymentId)).toMatchObject({
      paymentProduct: "PAYPAL",
      amount: cart.totalPrice.centAmount,
      resultCode: "RedirectShopper",
    });
    const back = await onProviderPage(context.session, first.location!);
    expect(back.pathname).toBe("/fr-fr/order-adyen-check");
    expect(back.searchParams.get("cart")).toBe(cart.id);
    const placed = await providerReturn(context(), back, "adyen");
    const confirmation = placed.headers.get("Location")!;
    expect(confirmation).toMatch(/^\/fr-fr\/order-confirmation\?order=AS26\w+$/);
    // The return loaded again, with and without the cart's cookie: the same order.
    expect((await providerReturn(context(), back, "adyen")).headers.get("Location")).toBe(confirmation);
    const cartless = testContext("/fr-fr/order-adyen-check", {
      api: backend.client({
        session: context.session,
        store: "fr",
        language: "fr-FR",
        token: context.pair.accessToken,
      }),
      tokens: context.pair,
      cookies: {},
    });
    const thrown = await Promise.resolve(
      checkFor("order-exception")({
        url: back,
        request: new Request(back),
        params: {},
        context: cartless,
        route: { get: () => null, set: () => {} } as never,
      }),
    ).catch((error: unknown) => error);
    expect((thrown as Response).headers.get("Location")).toBe(confirmation);
    // The same form again (a double click, a reload of the post): the same order, no second payment.
    const again = await checkoutAction(payPost({ method: "PAYPAL", amount: "1", version }), context(), "payment");
    expect(again).toMatchObject({ data: { ok: true, next: confirmation } });
    const orders = await context().api.call("customers-self/orders", { schema: ordersSchema });
    expect(orders.filter((order) => confirmation.endsWith(order.orderNumber))).toHaveLength(1);
  });
});
