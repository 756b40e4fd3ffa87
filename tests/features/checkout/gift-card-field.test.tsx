import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, test } from "vitest";
import { checkoutAction as checkoutEndpoint } from "../../../app/features/checkout/actions.server";
import type { CheckoutAnswer } from "../../../app/features/checkout/answer";
import { PaymentPage } from "../../../app/features/checkout/payment-page";
import type { PaymentData } from "../../../app/features/checkout/payment.server";
import type { Flash } from "../../../app/lib/flash";
import { FlashRoute } from "../../helpers/flash-route";
import { m } from "../../../app/paraglide/messages.js";
import { FLASH_FORMS } from "../../../app/routing/flash-forms.server";
import { PRODUCTS } from "../../../mocks/data/catalog/products";
import { answering } from "../../helpers/answers";
import { mockApi } from "../../helpers/mock-api";
import { frenchCustomerWithCart } from "../../helpers/customer";
import { cartService } from "../../../app/features/cart/service.server";

const checkoutAction = answering(checkoutEndpoint, "checkout");
const backend = mockApi();
const fr = { locale: "fr" as const };
// A line dearer than the 25 € card below, so the card pays part of it and the step stays.
const sku = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes)).find(
  (size) => size.stock >= 6 && size.availabilityCode === 2,
)!.sku;

/** A signed-in customer of the French site with one line in the cart; the cart cookie follows each request. */
const customer = () => frenchCustomerWithCart(backend, "C100001", "/fr-fr/order-payment", sku);

/** The gift card form posted without scripts (a plain post). */
const plainPost = (giftCard: string, version: number) =>
  new Request("http://localhost:8787/fr-fr/order-payment", {
    method: "POST",
    body: new URLSearchParams({ intent: "gift-card-pay", giftCard, version: String(version) }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:8787" },
  });

describe("issue 49: a gift card's number leaves its field once applied, stays there when refused", () => {
  test("refused: a plain post comes back onto the answer with the number typed, which the flash keeps", async () => {
    const context = await customer();
    const version = (await cartService(context()).read())!.version;
    const refused = await checkoutAction(plainPost("nope-1234", version), context(), "payment");
    const unknown = m.checkout_gift_card_unknown({}, fr);
    expect(refused).toMatchObject({
      data: {
        intent: "gift-card-pay",
        ok: false,
        fieldErrors: { giftCard: unknown },
        values: { giftCard: "nope-1234" },
      },
      init: { status: 303 },
      location: "/fr-fr/order-payment#form-answer",
    });
    expect(FLASH_FORMS.checkout.safeParse(refused.data).success).toBe(true);
  });

  test("applied: the answer names no number to put back", async () => {
    const context = await customer();
    const version = (await cartService(context()).read())!.version;
    const applied = await checkoutAction(plainPost("GC250", version), context(), "payment");
    expect(applied).toMatchObject({
      data: { intent: "gift-card-pay", ok: true, message: m.checkout_gift_card_applied({}, fr) },
      location: "/fr-fr/order-payment#form-answer",
    });
    expect((applied.data as CheckoutAnswer).values).toBeUndefined();
  });

  test("a number too long for the field is not carried back", async () => {
    const context = await customer();
    const version = (await cartService(context()).read())!.version;
    const refused = await checkoutAction(plainPost("X".repeat(33), version), context(), "payment");
    expect(refused.data).toMatchObject({ ok: false });
    expect((refused.data as CheckoutAnswer).values).toBeUndefined();
  });
});

function PaymentRoute() {
  return <PaymentPage data={useLoaderData<PaymentData>()} />;
}

/** The payment step as the server sends it after a plain post flashed `answer`. */
async function page(answer: CheckoutAnswer): Promise<string> {
  const loaderData: { flash: Flash } = { flash: { notice: null, answers: { checkout: answer } } };
  const data: PaymentData = {
    recaptcha: null,
    version: 3,
    chosenMethod: null,
    free: false,
    giftCards: [],
    remaining: null,
    methods: [{ name: "VISA", label: "Visa", note: null }],
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
  };
  const Stub = createRoutesStub([
    {
      id: "fr-fr",
      path: "/fr-fr",
      loader: () => loaderData,
      Component: FlashRoute,
      children: [{ id: "payment", path: "order-payment", loader: () => data, Component: PaymentRoute }],
    },
  ]);
  const stream = await renderToReadableStream(
    <Stub
      initialEntries={["/fr-fr/order-payment"]}
      hydrationData={{ loaderData: { "fr-fr": loaderData, payment: data } }}
    />,
  );
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "");
}

const giftCardInput = (html: string) => /<input[^>]*name="giftCard"[^>]*>/.exec(html)?.[0] ?? "";
const status = (html: string) => /<p role="status" class="gift-card-payment__status"[^>]*>[^<]*<\/p>/.exec(html)?.[0];

describe("issue 49: the payment step's gift card field after a plain post", () => {
  test("refused: the number typed is back in its field, with the reason; the page lands on the form's answer", async () => {
    const message = m.checkout_gift_card_unknown({}, fr);
    const html = await page({
      intent: "gift-card-pay",
      ok: false,
      message,
      fieldErrors: { giftCard: message },
      values: { giftCard: "NOPE-1234" },
    });
    expect(giftCardInput(html)).toContain('value="NOPE-1234"');
    expect(giftCardInput(html)).toContain('aria-invalid="true"');
    expect(status(html)).toBe('<p role="status" class="gift-card-payment__status" id="form-answer" tabindex="-1"></p>');
  });

  test("applied: the field is blank for another card and the step says the card was applied, where the page lands", async () => {
    const html = await page({ intent: "gift-card-pay", ok: true, message: m.checkout_gift_card_applied({}, fr) });
    expect(giftCardInput(html)).not.toContain("value=");
    expect(status(html)).toBe(
      `<p role="status" class="gift-card-payment__status" id="form-answer" tabindex="-1">${m.checkout_gift_card_applied({}, fr)}</p>`,
    );
  });

  test("a refusal with nothing to say on the field (the cart gone) is said under the form", async () => {
    const html = await page({ intent: "gift-card-pay", ok: false, message: m.checkout_needs_cart({}, fr) });
    expect(status(html)).toContain(m.checkout_needs_cart({}, fr));
  });
});
