import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, test } from "vitest";
import { PaymentPage } from "../../../app/features/checkout/payment-page";
import type { PaymentData } from "../../../app/features/checkout/payment.server";
import type { Flash } from "../../../app/lib/flash";
import { FlashRoute } from "../../helpers/flash-route";
import { LOCALES, type LocalePrefix } from "../../../app/lib/locales";
import { m } from "../../../app/paraglide/messages.js";

const unescapeHtml = (text: string) => text.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

function PaymentRoute() {
  return <PaymentPage data={useLoaderData<PaymentData>()} />;
}

/** The payment step as the server sends it at `prefix`, with what a plain post flashed back, if anything. */
async function html(prefix: LocalePrefix, data: PaymentData, flash?: Flash): Promise<string> {
  const loaderData = { flash: flash ?? { notice: null, answers: {} } };
  const Stub = createRoutesStub([
    {
      id: prefix,
      path: `/${prefix}`,
      loader: () => loaderData,
      Component: FlashRoute,
      children: [{ id: "payment", path: "order-payment", loader: () => data, Component: PaymentRoute }],
    },
  ]);
  const stream = await renderToReadableStream(
    <Stub
      initialEntries={[`/${prefix}/order-payment`]}
      hydrationData={{ loaderData: { [prefix]: loaderData, payment: data } }}
    />,
  );
  await stream.allReady;
  // Read as the shopper reads it: without React's text separators and the router's link marks.
  return unescapeHtml(
    (await new Response(stream).text()).replace(/<!-- -->/g, "").replace(/ data-discover="true"/g, ""),
  );
}

const data = (chosenMethod: string | null = null): PaymentData => ({
  recaptcha: null,
  version: 3,
  chosenMethod,
  free: false,
  giftCards: [],
  remaining: null,
  methods: [
    { name: "KLARNA", label: "Klarna", note: null },
    { name: "VISA", label: "Visa", note: null },
    { name: "PAYPAL", label: "PayPal", note: null },
  ],
  summary: {
    lines: [],
    subtotal: "54,99 €",
    shipping: null,
    adjustments: [],
    total: "59,94 €",
    giftCardPayments: [],
    remaining: null,
  },
  subscriptions: [],
});

/** The radios of the method choice, each with whether it is checked. */
function radios(page: string): Record<string, boolean> {
  return Object.fromEntries(
    [...page.matchAll(/<input[^>]*name="method"[^>]*>/g)].map(([input]) => [
      /value="([^"]+)"/.exec(input)![1]!,
      /\schecked=""/.test(input),
    ]),
  );
}

/** The order button's text. */
const orderButton = (page: string) =>
  /<button type="submit" class="button checkout__next"[^>]*>([^<]*)<\/button>/.exec(page)?.[1];
/** The links of the legal line beside the order button: text → href. */
function legalLinks(page: string): Record<string, string> {
  const line = /<p class="checkout__legal" id="order-legal">(.*?)<\/p>/.exec(page)?.[1] ?? "";
  return Object.fromEntries(
    [...line.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, text]) => [text!, href!]),
  );
}

const SITE_PREFIXES: LocalePrefix[] = ["fr-fr", "fr-ch", "en", "es-es", "de-de", "it-it", "pl-pl"];

describe("issue 49: the payment step states what each market requires", () => {
  for (const prefix of SITE_PREFIXES) {
    const locale = LOCALES[prefix];
    const options = { locale: locale.language };
    const help = `/${prefix}/${locale.helpSegment}`;
    test(`${prefix}: no method chosen, the amount with VAT, the legal line's links, the button that commits to pay`, async () => {
      const page = await html(prefix, data());
      expect(radios(page)).toEqual({ KLARNA: false, VISA: false, PAYPAL: false });
      expect(page).not.toMatch(/name="method"[^>]*required/);
      expect(orderButton(page)).toBe(m.checkout_order_button({}, options));
      expect(page).toContain('aria-describedby="order-legal"');
      expect(page).toContain(
        `<p class="checkout__amount-due">${m.checkout_amount_due({ total: "59,94 €" }, options)} <span class="total-note">${m.summary_total_vat({}, options)}</span></p>`,
      );
      const cancellation =
        locale.site === "CH"
          ? { [m.checkout_legal_returns({}, options)]: `${help}/returns` }
          : { [m.checkout_legal_withdrawal({}, options)]: `${help}/withdrawal` };
      expect(legalLinks(page)).toEqual({
        [m.checkout_legal_terms({}, options)]: `${help}/terms`,
        ...cancellation,
        [m.checkout_legal_privacy({}, options)]: `${help}/privacy`,
      });
    });
  }

  test("de-de: the button says „Zahlungspflichtig bestellen“, the line names AGB, Widerrufsbelehrung and Datenschutzerklärung", async () => {
    const page = await html("de-de", data());
    expect(orderButton(page)).toBe("Zahlungspflichtig bestellen");
    expect(page).toContain(
      'Mit Ihrer Bestellung akzeptieren Sie unsere <a href="/de-de/hilfe/terms">AGB</a>. Bitte beachten Sie unsere <a href="/de-de/hilfe/withdrawal">Widerrufsbelehrung</a> und unsere <a href="/de-de/hilfe/privacy">Datenschutzerklärung</a>.',
    );
    expect(page).toContain("inkl. MwSt.");
  });

  test("a short prefix, which has no topic pages, links each page's entry in the help index", async () => {
    const page = await html("de", data());
    expect(legalLinks(page)).toEqual({
      AGB: "/de/hilfe#terms",
      Widerrufsbelehrung: "/de/hilfe#withdrawal",
      Datenschutzerklärung: "/de/hilfe#privacy",
    });
  });

  test("a free order is placed, not paid: no amount to pay, the legal line stays", async () => {
    const page = await html("de-de", { ...data(), free: true });
    expect(orderButton(page)).toBe(m.checkout_place_order({}, { locale: "de" }));
    expect(page).not.toContain("checkout__amount-due");
    expect(Object.keys(legalLinks(page))).toHaveLength(3);
  });
});

describe("issue 49: the shopper's choice of method stays", () => {
  test("back from the provider: the method of her last payment is the one checked", async () => {
    expect(radios(await html("de-de", data("VISA")))).toEqual({ KLARNA: false, VISA: true, PAYPAL: false });
    expect(radios(await html("fr-fr", data("PAYPAL")))).toEqual({ KLARNA: false, VISA: false, PAYPAL: true });
  });

  test("a refused plain post: the method she posted stays checked over the last payment's, the reason beside the choice", async () => {
    const flash: Flash = {
      notice: null,
      answers: {
        checkout: {
          intent: "pay",
          ok: false,
          message: m.checkout_order_refused({}, { locale: "de" }),
          values: { method: "PAYPAL" },
        },
      },
    };
    expect(radios(await html("de-de", data("VISA"), flash))).toEqual({ KLARNA: false, VISA: false, PAYPAL: true });
  });

  test("posted without a method (no scripts): the page says which choice is missing, in its language, and nothing is checked", async () => {
    const message = m.checkout_choose_method({}, { locale: "de" });
    const flash: Flash = {
      notice: null,
      answers: { checkout: { intent: "pay", ok: false, message, fieldErrors: { method: message } } },
    };
    const page = await html("de-de", data(), flash);
    expect(radios(page)).toEqual({ KLARNA: false, VISA: false, PAYPAL: false });
    expect(page).toContain(`<p class="error-summary" role="alert">${message}</p>`);
    expect(page).toContain(`<p id="payment-method-error" class="payment-methods__error">${message}</p>`);
    expect(page).toMatch(/<fieldset class="payment-methods" aria-describedby="payment-method-error">/);
    expect(page).toMatch(/<input type="radio" aria-invalid="true" name="method" value="KLARNA"/);
  });
});
