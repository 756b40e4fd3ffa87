import { redirect, redirectDocument } from "react-router";
import { errorCodeOf, isOutage } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { Cart } from "../cart-model/schemas";
import { leaveFlash } from "../../lib/flash.server";
import { formatMoney } from "../../lib/money";
import type { CheckoutAnswer } from "./answer";
import {
  availableProducts,
  cardProviderFor,
  isCardProduct,
  isPaidOnProviderPage,
  paymentOutcome,
} from "./payment-methods";
import { paymentMethodLabel } from "./payment-label";
import { TRANSACTION_SUBSCRIPTION_KIND } from "./subscription-kinds";
import { confirmationPath, stepPath } from "./steps";
import { cartAtStep } from "./steps.server";
import { giftCardPayments, orderSummary } from "./summary.server";

type Options = { locale: RequestContext["locale"]["language"] };

/** The subscriptions offered at checkout, in words; a kind we have no words for is not offered. */
const SUBSCRIPTION_LABELS: Record<string, (inputs: Record<string, never>, options: Options) => string> = {
  eTicket: m.checkout_subscription_eticket,
  newsletter: m.checkout_subscription_newsletter,
  loyaltyNews: m.checkout_subscription_loyalty,
};

/**
 * The kinds the customer already takes (optin YES). A box is ticked only for these, or for what
 * she ticked herself on this cart: consent is never given by default (GDPR), whatever the
 * offer's own optin says. Unreadable subscriptions tick nothing.
 */
async function alreadyTaken(context: RequestContext, cart: Cart): Promise<Set<string>> {
  const own = await context.account.subscriptions().catch(() => []);
  const yes = new Set<string>(
    own.filter((subscription) => subscription.optin === "YES").map((subscription) => subscription.type),
  );
  const taken = Object.entries(TRANSACTION_SUBSCRIPTION_KIND)
    .filter(([, kind]) => yes.has(kind))
    .map(([offered]) => offered);
  return new Set([...taken, ...cart.subscriptions.map((subscription) => subscription.type)]);
}

/** The cart's payment methods, from the site's products and what is left to pay (never the form's amount). */
async function methodsFor(context: RequestContext, cart: Cart) {
  const site = await context.siteParams();
  return availableProducts(site.params.paymentProducts, giftCardPayments(cart).remaining);
}

/**
 * Step 5: the methods the total allows, by rank; nothing to choose when the cart is free. Reached
 * before billing or delivery are done, it sends the shopper to the first step missing.
 */
export async function loadPayment(context: RequestContext) {
  const options = { locale: context.locale.language };
  const cart = await cartAtStep(context, "payment");
  const [methods, offered, taken] = await Promise.all([
    methodsFor(context, cart),
    context.checkout.transactionSubscriptions(cart.loyaltyCard !== null),
    alreadyTaken(context, cart),
  ]);
  const { cards, remaining } = giftCardPayments(cart);
  const money = (cents: number) => formatMoney(cents, cart.totalPrice.currencyCode, context.locale.hrefLang);
  return {
    recaptcha: context.env.RECAPTCHA_SCRIPT_URL || null,
    version: cart.version,
    free: cart.totalPrice.centAmount === 0,
    giftCards: cards
      .map((card) => ({ id: card.paymentId ?? "", amount: money(card.amountPlanned.centAmount) }))
      .filter((card) => card.id),
    remaining: cards.length ? money(remaining) : null,
    methods: methods.map((method) => {
      const label = paymentMethodLabel(method.name, options);
      const note = isCardProduct(method.name)
        ? m.checkout_card_note({}, options)
        : isPaidOnProviderPage(method.name)
          ? m.checkout_redirect_note({ method: label }, options)
          : null;
      return { name: method.name, label, note };
    }),
    summary: orderSummary(cart, context.locale),
    subscriptions: offered.flatMap((entry) =>
      SUBSCRIPTION_LABELS[entry.type]
        ? [{ type: entry.type, label: SUBSCRIPTION_LABELS[entry.type]!({}, options), checked: taken.has(entry.type) }]
        : [],
    ),
  };
}

export type PaymentData = Awaited<ReturnType<typeof loadPayment>>;

/**
 * Where the provider sends the shopper back: an absolute URL from configuration, never the Host
 * header; it names the cart, so a return loaded again once the order is placed finds that order.
 */
function providerReturnUrl(context: RequestContext, provider: "adyen" | "worldline", cartId: string) {
  const url = new URL(`/${context.locale.prefix}/order-${provider}-check`, context.origin);
  url.searchParams.set("cart", cartId);
  return url.href;
}

/** The order, once paid: validate, and on 412 refresh the cart and say which lines changed. */
export async function placeOrder(
  context: RequestContext,
  version: number | undefined,
  options: Options,
): Promise<Answered<CheckoutAnswer>> {
  const before = await context.cart.read();
  const placed = await context.checkout.validate(version);
  if (placed.ok)
    return {
      answer: {
        intent: "pay",
        ok: true,
        message: m.checkout_order_placed({}, options),
        next: confirmationPath(context.locale.prefix, placed.orderNumber),
      },
      status: 200,
    };
  if (placed.code === "validation-failed") {
    const refreshed = await context.checkout.refresh();
    const after = refreshed.ok ? refreshed.cart : null;
    const changed = (before?.lineItems ?? [])
      .filter((line) => after?.lineItems.find((entry) => entry.lineId === line.lineId)?.quantity !== line.quantity)
      .map((line) => line.name);
    return {
      answer: {
        intent: "pay",
        ok: false,
        message: m.checkout_stock_changed({ lines: changed.join(", ") || "—" }, options),
      },
      status: 412,
    };
  }
  if (placed.code === "no-cart" || placed.code === "cart-not-found")
    return { answer: { intent: "pay", ok: false, message: m.checkout_needs_cart({}, options) }, status: 409 };
  return paymentFailed(isOutage(placed.code), options);
}

/**
 * A payment or order that did not go through: only an outage is "try again in a moment" (503);
 * the backend refusing the cart as it stands (a step missing, a payment short, changed
 * elsewhere) is the shopper's to fix, a 409 saying what to check.
 */
function paymentFailed(outage: boolean, options: Options): Answered<CheckoutAnswer> {
  return outage
    ? { answer: { intent: "pay", ok: false, message: m.checkout_payment_failed({}, options) }, status: 503 }
    : { answer: { intent: "pay", ok: false, message: m.checkout_order_refused({}, options) }, status: 409 };
}

/**
 * "Pay": the method must be one the total allows; the amount is the cart's. A free cart is
 * validated at once; the internal provider pays here and the order is placed; a card or a
 * redirect method goes to the provider's page (a full page load), which comes back to
 * order-{provider}-check.
 */
export async function pay(
  fields: Record<string, string>,
  context: RequestContext,
  options: Options,
  version: number | undefined,
): Promise<Answered<CheckoutAnswer>> {
  const cart = await context.cart.read();
  if (!cart) return { answer: { intent: "pay", ok: false, message: m.checkout_needs_cart({}, options) }, status: 409 };
  // A second submit of a cart the first one ordered: that order, never a second payment.
  if (cart.orderNumber)
    return {
      answer: {
        intent: "pay",
        ok: true,
        message: m.checkout_order_placed({}, options),
        next: confirmationPath(context.locale.prefix, cart.orderNumber),
      },
      status: 200,
    };
  // What is left once gift cards paid their part; nothing left (or a free cart): the order at once.
  const total = giftCardPayments(cart).remaining;
  if (total === 0) return placeOrder(context, version, options);
  const method = (await methodsFor(context, cart)).find((product) => product.name === fields.method);
  if (!method)
    return {
      answer: {
        intent: "pay",
        ok: false,
        message: m.checkout_choose_method({}, options),
        fieldErrors: { method: m.checkout_choose_method({}, options) },
      },
      status: 400,
    };
  if (isPaidOnProviderPage(method.name)) {
    await withSubscriptions(fields, context, version);
    const provider = cardProviderFor(context.locale.site);
    let started: Awaited<ReturnType<RequestContext["checkout"]["payWithProvider"]>>;
    try {
      started = await context.checkout.payWithProvider(
        provider,
        method.name,
        total,
        providerReturnUrl(context, provider, cart.id),
      );
    } catch (error) {
      return paymentFailed(isOutage(errorCodeOf(error)), options);
    }
    if (!started?.redirectUrl) return paymentFailed(true, options);
    return {
      answer: {
        intent: "pay",
        ok: true,
        message: m.checkout_to_provider({}, options),
        next: started.redirectUrl,
        external: true,
      },
      status: 200,
    };
  }
  const paid = await context.checkout.payInternal(
    method.name,
    total,
    await withSubscriptions(fields, context, version),
  );
  if (!paid.ok) return paymentFailed(paid.status >= 500, options);
  return placeOrder(context, paid.cart.version, options);
}

/**
 * The subscriptions ticked on the payment form (`subscription-{type}`), sent with the order before
 * it is paid; answers the cart's version afterwards. Only kinds the backend offered are sent.
 */
async function withSubscriptions(
  fields: Record<string, string>,
  context: RequestContext,
  version: number | undefined,
): Promise<number | undefined> {
  const cart = await context.cart.read();
  if (!cart) return version;
  const offered = await context.checkout.transactionSubscriptions(cart.loyaltyCard !== null);
  if (!offered.length) return version;
  const ticked = offered.map((entry) => entry.type).filter((type) => fields[`subscription-${type}`] === "on");
  const saved = await context.checkout.setSubscriptions(ticked, version);
  return saved.ok ? saved.cart.version : version;
}

/** The gift card a form names, as the backend knows it (upper case); null when it cannot be one. */
function giftCardCode(fields: Record<string, string>): string | null {
  const code = (fields.giftCard ?? "").trim().toUpperCase();
  return /^[A-Z0-9-]{4,32}$/.test(code) ? code : null;
}

/** A gift card pays what it can of what is left; when nothing is left, the order is placed (spec 4). */
export async function payWithGiftCard(
  fields: Record<string, string>,
  context: RequestContext,
  options: Options,
  version: number | undefined,
): Promise<Answered<CheckoutAnswer>> {
  const code = giftCardCode(fields);
  if (!code)
    return {
      answer: {
        intent: "gift-card-pay",
        ok: false,
        message: m.checkout_gift_card_unknown({}, options),
        fieldErrors: { giftCard: m.checkout_gift_card_unknown({}, options) },
      },
      status: 400,
    };
  const cart = await context.cart.read();
  if (!cart)
    return { answer: { intent: "gift-card-pay", ok: false, message: m.checkout_needs_cart({}, options) }, status: 409 };
  const paid = await context.checkout.payWithGiftCard(code, giftCardPayments(cart).remaining, version);
  if (!paid.ok) {
    const message =
      paid.code === "not-found" ? m.checkout_gift_card_unknown({}, options) : m.checkout_gift_card_refused({}, options);
    return {
      answer: { intent: "gift-card-pay", ok: false, message, fieldErrors: { giftCard: message } },
      status: paid.status,
    };
  }
  if (giftCardPayments(paid.cart).remaining === 0) return placeOrder(context, paid.cart.version, options);
  return {
    answer: { intent: "gift-card-pay", ok: true, message: m.checkout_gift_card_applied({}, options) },
    status: 200,
  };
}

export async function removeGiftCardPayment(
  fields: Record<string, string>,
  context: RequestContext,
  options: Options,
  version: number | undefined,
): Promise<Answered<CheckoutAnswer>> {
  const code = giftCardCode(fields);
  const removed = code ? await context.checkout.removeGiftCardPayment(code, version) : null;
  if (!removed?.ok)
    return {
      answer: { intent: "gift-card-remove", ok: false, message: m.checkout_payment_failed({}, options) },
      status: 400,
    };
  return {
    answer: { intent: "gift-card-remove", ok: true, message: m.checkout_gift_card_removed({}, options) },
    status: 200,
  };
}

/**
 * The card provider's return (order-{provider}-check, behind order-exception): the payment is read
 * back from the backend, never taken from the URL. Paid: the order; refused, cancelled or failed:
 * back to the payment step saying so, the cart intact; the provider needing the shopper again:
 * the provider's page again.
 */
export async function providerReturn(
  context: RequestContext,
  url: URL,
  provider: "adyen" | "worldline",
): Promise<Response> {
  const options = { locale: context.locale.language };
  const paymentPath = stepPath(context.locale.prefix, "payment");
  const back = (message: string) => {
    leaveFlash(context.cookies, context.cookieNames, { answers: { checkout: { intent: "pay", ok: false, message } } });
    return redirect(paymentPath);
  };
  const current = await context.cart.read();
  const paymentId = url.searchParams.get("paymentId") ?? "";
  const payment = /^[\w-]{1,64}$/.test(paymentId) ? await context.checkout.paymentStatus(paymentId) : null;
  if (!payment) return back(m.checkout_payment_failed({}, options));
  const outcome = paymentOutcome(payment.resultCode);
  if (outcome === "paid") {
    const placed = await placeOrder(context, undefined, options);
    if (placed.answer.ok && placed.answer.next) return redirect(placed.answer.next);
    return back(placed.answer.message);
  }
  if (outcome === "again") {
    const started = await context.checkout
      .payWithProvider(
        provider,
        payment.paymentProduct,
        payment.amount,
        providerReturnUrl(context, provider, current?.id ?? ""),
      )
      .catch(() => null);
    return started?.redirectUrl ? redirectDocument(started.redirectUrl) : back(m.checkout_payment_failed({}, options));
  }
  return back(
    outcome === "refused"
      ? m.checkout_payment_refused({}, options)
      : outcome === "cancelled"
        ? m.checkout_payment_cancelled({}, options)
        : m.checkout_payment_failed({}, options),
  );
}
