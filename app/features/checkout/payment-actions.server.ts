import { href } from "../../pages/href";
import { errorCodeOf, isOutage } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { Cart } from "../cart-model/schemas";
import type { CheckoutAnswer } from "./answer";
import type { CheckoutForm } from "./intents";
import { availableProducts, cardProviderFor, isPaidOnProviderPage } from "./payment-methods";
import { confirmationPath } from "./steps";
import { giftCardPayments } from "../cart-model/summary.server";
import { cartService } from "../cart/service.server";
import { checkoutService, type CheckoutService } from "./checkout.server";

/** The payment step's writes: pay (placing the order), and gift cards paying their part. */

type Options = { locale: RequestContext["locale"]["language"] };
type Input<Name extends CheckoutForm["intent"]> = Extract<CheckoutForm, { intent: Name }>;
const optionsOf = (context: RequestContext): Options => ({ locale: context.locale.language });

/** The cart's payment methods, from the site's products and what is left to pay (never the form's amount). */
export async function methodsFor(context: RequestContext, cart: Cart) {
  const site = await context.siteParams();
  return availableProducts(site.params.paymentProducts, giftCardPayments(cart).remaining);
}

/**
 * Where the provider sends the shopper back: an absolute URL from configuration, never the Host
 * header; it names the cart, so a return loaded again once the order is placed finds that order.
 */
export function providerReturnUrl(context: RequestContext, provider: "adyen" | "worldline", cartId: string) {
  const url = new URL(href(context.locale.prefix, `order-${provider}-check` as const), context.origin);
  url.searchParams.set("cart", cartId);
  return url.href;
}

/** The order, once paid: validate, and on 412 refresh the cart and say which lines changed. */
export async function placeOrder(
  context: RequestContext,
  version: number | undefined,
  options: Options,
): Promise<Answered<CheckoutAnswer>> {
  const before = await cartService(context).read();
  const placed = await checkoutService(context).validate(version);
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
    const refreshed = await checkoutService(context).refresh();
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
 * order-{provider}-check. A refusal names the method posted, so a plain post comes back with the
 * shopper's choice still chosen.
 */
export async function pay(form: Input<"pay">, context: RequestContext): Promise<Answered<CheckoutAnswer>> {
  const answered = await payWith(form, context);
  const method = form.method ?? "";
  if (answered.answer.ok || !/^[A-Z0-9_]{1,40}$/.test(method)) return answered;
  return { ...answered, answer: { ...answered.answer, values: { method } } };
}

async function payWith(form: Input<"pay">, context: RequestContext): Promise<Answered<CheckoutAnswer>> {
  const options = optionsOf(context);
  const { version } = form;
  const cart = await cartService(context).read();
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
  const method = (await methodsFor(context, cart)).find((product) => product.name === form.method);
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
    await withSubscriptions(form, context);
    const provider = cardProviderFor(context.locale.site);
    let started: Awaited<ReturnType<CheckoutService["payWithProvider"]>>;
    try {
      started = await checkoutService(context).payWithProvider(
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
  const paid = await checkoutService(context).payInternal(method.name, total, await withSubscriptions(form, context));
  if (!paid.ok) return paymentFailed(paid.status >= 500, options);
  return placeOrder(context, paid.cart.version, options);
}

/**
 * The subscriptions ticked on the payment form (`subscription-{type}`), sent with the order before
 * it is paid; answers the cart's version afterwards. Only kinds the backend offered are sent.
 */
async function withSubscriptions(
  { subscriptions, version }: Input<"pay">,
  context: RequestContext,
): Promise<number | undefined> {
  const cart = await cartService(context).read();
  if (!cart) return version;
  const offered = await checkoutService(context).transactionSubscriptions(cart.loyaltyCard !== null);
  if (!offered.length) return version;
  const ticked = offered.map((entry) => entry.type).filter((type) => subscriptions.includes(type));
  const saved = await checkoutService(context).setSubscriptions(ticked, version);
  return saved.ok ? saved.cart.version : version;
}

/** The gift card a removal names (the page's own field), as the backend knows it (upper case); null when it cannot be one. */
function giftCardCode(typed: string | undefined): string | null {
  const code = (typed ?? "").trim().toUpperCase();
  return /^[A-Z0-9-]{4,32}$/.test(code) ? code : null;
}

/**
 * A gift card pays what it can of what is left; when nothing is left, the order is placed
 * (spec 4). A refusal names the number typed, so a plain post comes back with it in its field to
 * correct; once applied, the field is blank for another card.
 */
export async function payWithGiftCard(
  form: Input<"gift-card-pay">,
  context: RequestContext,
): Promise<Answered<CheckoutAnswer>> {
  const answered = await applyGiftCard(form, context);
  if (answered.answer.ok) return answered;
  return { ...answered, answer: { ...answered.answer, values: { giftCard: form.giftCard } } };
}

async function applyGiftCard(form: Input<"gift-card-pay">, context: RequestContext): Promise<Answered<CheckoutAnswer>> {
  const options = optionsOf(context);
  // Its schema checked the number typed (intents.ts); the backend keeps it upper case.
  const code = form.giftCard.toUpperCase();
  const cart = await cartService(context).read();
  if (!cart)
    return { answer: { intent: "gift-card-pay", ok: false, message: m.checkout_needs_cart({}, options) }, status: 409 };
  const paid = await checkoutService(context).payWithGiftCard(code, giftCardPayments(cart).remaining, form.version);
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
  form: Input<"gift-card-remove">,
  context: RequestContext,
): Promise<Answered<CheckoutAnswer>> {
  const options = optionsOf(context);
  const code = giftCardCode(form.giftCard);
  const removed = code ? await checkoutService(context).removeGiftCardPayment(code, form.version) : null;
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
