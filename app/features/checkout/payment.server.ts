import { redirect, redirectDocument } from "react-router";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { Cart } from "../cart-model/schemas";
import { leaveFlash } from "../../lib/flash.server";
import { formatMoney } from "../../lib/money";
import { isCardProduct, isPaidOnProviderPage, paymentOutcome } from "./payment-methods";
import { paymentMethodLabel } from "../cart-model/payment-label";
import { TRANSACTION_SUBSCRIPTION_KIND } from "./subscription-kinds";
import { stepPath } from "./steps";
import { cartAtStep } from "./steps.server";
import { giftCardPayments, orderSummary } from "../cart-model/summary.server";
import { methodsFor, placeOrder, providerReturnUrl } from "./payment-actions.server";
import { accountService } from "../account/account.server";
import { cartService } from "../cart/service.server";
import { checkoutService } from "./checkout.server";

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
  const own = await accountService(context)
    .subscriptions()
    .catch(() => []);
  const yes = new Set<string>(
    own.filter((subscription) => subscription.optin === "YES").map((subscription) => subscription.type),
  );
  const taken = Object.entries(TRANSACTION_SUBSCRIPTION_KIND)
    .filter(([, kind]) => yes.has(kind))
    .map(([offered]) => offered);
  return new Set([...taken, ...cart.subscriptions.map((subscription) => subscription.type)]);
}

/**
 * Step 5: the methods the total allows, by rank, none of them chosen unless the shopper chose it
 * before; nothing to choose when the cart is free. Reached before billing or delivery are done,
 * it sends the shopper to the first step missing.
 */
export async function loadPayment(context: RequestContext) {
  const options = { locale: context.locale.language };
  const cart = await cartAtStep(context, "payment");
  const [methods, offered, taken] = await Promise.all([
    methodsFor(context, cart),
    checkoutService(context).transactionSubscriptions(cart.loyaltyCard !== null),
    alreadyTaken(context, cart),
  ]);
  const { cards, remaining } = giftCardPayments(cart);
  // The shopper's own last choice, kept on the cart's payment when they come back from the
  // provider (refused, cancelled, or the browser's back button); never one chosen for them.
  const lastChosen = cart.payments.filter((payment) => payment.paymentProduct !== "GIFT_CARD").at(-1)?.paymentProduct;
  const money = (cents: number) => formatMoney(cents, cart.totalPrice.currencyCode, context.locale.hrefLang);
  return {
    recaptcha: context.env.RECAPTCHA_SCRIPT_URL || null,
    version: cart.version,
    chosenMethod: methods.some((method) => method.name === lastChosen) ? (lastChosen ?? null) : null,
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
  const current = await cartService(context).read();
  const paymentId = url.searchParams.get("paymentId") ?? "";
  const payment = /^[\w-]{1,64}$/.test(paymentId) ? await checkoutService(context).paymentStatus(paymentId) : null;
  if (!payment) return back(m.checkout_payment_failed({}, options));
  const outcome = paymentOutcome(payment.resultCode);
  if (outcome === "paid") {
    const placed = await placeOrder(context, undefined, options);
    if (placed.answer.ok && placed.answer.next) return redirect(placed.answer.next);
    return back(placed.answer.message);
  }
  if (outcome === "again") {
    const started = await checkoutService(context)
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
