import { describe, expect, test } from "vitest";
import { checkoutAction as checkoutEndpoint } from "../../../app/features/checkout/actions.server";
import { loadPayment, providerReturn } from "../../../app/features/checkout/payment.server";
import { LOCALES, type LocalePrefix } from "../../../app/lib/locales";
import { m } from "../../../app/paraglide/messages.js";
import { PRODUCTS } from "../../../mocks/data/catalog/products";
import { answering } from "../../helpers/answers";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { cartService } from "../../../app/features/cart/service.server";

const checkoutAction = answering(checkoutEndpoint, "checkout");
const backend = mockApi();
const sku = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes)).find(
  (size) => size.stock >= 6 && size.availabilityCode === 2,
)!.sku;

/** A signed-in customer on `prefix`'s site with one line in that site's cart; the cookies follow each request. */
async function customer(prefix: LocalePrefix, customerId = "C100002") {
  const locale = LOCALES[prefix];
  const session = backend.newSession();
  const pair = await backend.signIn(customerId);
  let cookies: Record<string, string> = {};
  const context = () =>
    testContext(`/${prefix}/order-payment`, {
      api: backend.client({ session, store: locale.shopDomain, language: locale.hrefLang, token: pair.accessToken }),
      tokens: pair,
      cookies,
    });
  const first = context();
  const added = await cartService(first).add(sku);
  if (!added.ok) throw new Error(added.message);
  // The cart cookie as the request set it, whatever its name for this site.
  cookies = Object.fromEntries(
    first.cookies.setCookieHeaders().map((header) => header.split(";")[0]!.split("=") as [string, string]),
  );
  return Object.assign(context, { session });
}

const post = (prefix: string, fields: Record<string, string>, { scripts = true } = {}) =>
  new Request(`http://localhost:8787/${prefix}/order-payment${scripts ? ".data" : ""}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "pay", ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:8787" },
  });

const SITE_PREFIXES: LocalePrefix[] = ["fr-fr", "fr-ch", "en", "es-es", "de-de", "it-it", "pl-pl"];

describe("issue 49: no payment method is chosen for the shopper", () => {
  for (const prefix of SITE_PREFIXES) {
    const options = { locale: LOCALES[prefix].language };
    test(`${prefix}: paying without a method is refused in the site's language, with and without scripts; nothing is paid`, async () => {
      const context = await customer(prefix);
      const version = String((await cartService(context()).read())!.version);
      const expected = m.checkout_choose_method({}, options);
      const withScripts = await checkoutAction(post(prefix, { version }), context(), "payment");
      expect(withScripts).toMatchObject({
        data: { intent: "pay", ok: false, message: expected, fieldErrors: { method: expected } },
        init: { status: 400 },
      });
      // Without scripts: back to the payment step, the answer flashed for it.
      const plain = await checkoutAction(post(prefix, { version }, { scripts: false }), context(), "payment");
      expect(plain).toMatchObject({
        data: { intent: "pay", ok: false, message: expected, fieldErrors: { method: expected } },
        init: { status: 303 },
        location: `/${prefix}/order-payment#form-answer`,
      });
      expect((await cartService(context()).read())!.payments).toEqual([]);
    });
  }
});

const berlin = {
  firstName: "Lena",
  lastName: "Schneider",
  address1: "Friedrichstraße 12",
  zipCode: "10117",
  city: "Berlin",
  country: "DE",
  phone: "030 12345678",
  phoneCountry: "DEU",
};

/** On the German site, billing and home delivery done: the payment step is next. */
async function readyToPayInGermany() {
  const context = await customer("de-de");
  const step = (name: string, fields: Record<string, string>) =>
    checkoutAction(
      new Request(`http://localhost:8787/de-de/order-${name}.data`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:8787" },
      }),
      context(),
      name as "billing" | "delivery",
    );
  expect(await step("billing", { intent: "billing", ...berlin })).toMatchObject({ data: { ok: true } });
  expect(await step("delivery", { intent: "delivery", method: "NO", addressId: "new", ...berlin })).toMatchObject({
    data: { ok: true },
  });
  return context;
}

/** The provider's page of the offline kit, `outcome` pressed: the storefront URL it sends the shopper back to. */
async function onProviderPage(session: string, next: string, outcome: string): Promise<URL> {
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
  return new URL(answer.headers.get("Location")!, "http://localhost:8787");
}

describe("issue 49: the shopper's choice stays when they come back from the provider", () => {
  test("de-de: Klarna comes first but is not chosen; Visa refused comes back chosen, then PayPal cancelled", async () => {
    const context = await readyToPayInGermany();
    const first = await loadPayment(context());
    expect(first.methods.map((method) => method.name)).toEqual(["KLARNA", "VISA", "MASTERCARD", "PAYPAL"]);
    expect(first.chosenMethod).toBeNull();

    for (const [method, outcome, said] of [
      ["VISA", "refuse", m.checkout_payment_refused({}, { locale: "de" })],
      ["PAYPAL", "cancel", m.checkout_payment_cancelled({}, { locale: "de" })],
    ] as const) {
      const version = String((await cartService(context()).read())!.version);
      const sent = await checkoutAction(post("de-de", { method, version }), context(), "payment");
      expect(sent).toMatchObject({ init: { status: 303 }, document: true });
      const back = await onProviderPage(context.session, sent.location!, outcome);
      const returning = context();
      const returned = await providerReturn(returning, back, "worldline");
      expect(returned.headers.get("Location")).toBe("/de-de/order-payment");
      const flash = JSON.parse(returning.cookies.pending(returning.cookieNames.flash) ?? "{}");
      expect(flash.answers.checkout).toMatchObject({ intent: "pay", ok: false, message: said });
      // The step loaded again (the redirect, or a reload later): her method, and no other, is chosen.
      const shown = await loadPayment(context());
      expect(shown.chosenMethod).toBe(method);
    }
  });

  test("de-de: a refused plain post comes back with the method posted, so the page keeps it chosen", async () => {
    const context = await readyToPayInGermany();
    const version = String((await cartService(context()).read())!.version);
    const refused = await checkoutAction(
      post("de-de", { method: "TWINT", version }, { scripts: false }),
      context(),
      "payment",
    );
    expect(refused).toMatchObject({ data: { ok: false, values: { method: "TWINT" } }, init: { status: 303 } });
    // Only a payment product's name is carried back, never what a crafted post put there.
    const crafted = await checkoutAction(post("de-de", { method: "<b>x</b>", version }), context(), "payment");
    expect((crafted.data as { values?: unknown }).values).toBeUndefined();
  });
});
