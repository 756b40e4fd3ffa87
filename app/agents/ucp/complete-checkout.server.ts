import { m } from "../../paraglide/messages.js";
import type { CheckoutRecord } from "./checkout-store";
import { fieldMessage } from "./checkout-input";
import {
  checkoutNotFound,
  type CheckoutDeps,
  checkoutView,
  contextOf,
  isLinked,
  paymentInProgress,
} from "./checkout-view.server";
import { openRecord } from "./checkout.server";
import { INSTRUMENT_PATH, type LinkedOutcome, placeLinkedOrder, resumeChallenge } from "./linked-checkout.server";
import { CARD_HANDLER_ID, isUcpError, type UcpMessage } from "./protocol";
import type { CompleteCheckoutInput } from "./schemas";

/**
 * complete_checkout (issue 53, decisions 199 and 202). Without a linked account the checkout is
 * handed to the shopper, who signs in and pays on the site. A linked customer's agent pays with a
 * card token from the shop's payment handler: the order is placed through the storefront's own
 * steps, or the payment waits for the cardholder's 3-D Secure answer (`requires_escalation`,
 * `continue_url` the issuer's page), which the next call reads.
 */

/** Where the issuer's page sends the cardholder back once she answered (workers/ucp-payment-return.ts). */
export const PAYMENT_RETURN_PATH = "/api/ucp/payment-return";
export const paymentReturnUrl = (origin: string, checkoutId: string) =>
  `${origin}${PAYMENT_RETURN_PATH}?checkout=${encodeURIComponent(checkoutId)}`;

/**
 * The record after an attempt: the order placed, a challenge to answer, or unchanged with why not.
 * Written over the record as it is now, never undoing an order another call placed meanwhile.
 */
export async function settle(
  deps: CheckoutDeps,
  record: CheckoutRecord,
  outcome: LinkedOutcome,
  resume: () => Promise<string>,
) {
  const current = (await deps.store.read(record.id)) ?? record;
  if (current.state === "completed") return { next: current, messages: [] };
  let next: CheckoutRecord = current;
  let messages: UcpMessage[] = [];
  if (outcome.kind === "ordered") {
    next = {
      ...current,
      state: "completed",
      orderNumber: outcome.orderNumber,
      paidWith: current.challenge?.paymentId ?? null,
      challenge: null,
    };
    await deps.store.linkOrder(outcome.orderNumber, record.id);
  } else if (outcome.kind === "challenge") {
    next = {
      ...current,
      challenge: { paymentId: outcome.paymentId, url: deps.origin + outcome.url, token: await resume() },
    };
  } else {
    next = { ...current, challenge: null };
    messages = outcome.messages;
  }
  await deps.store.write(next);
  return { next, messages };
}

/** Runs a payment step for this checkout while no other call does; null when another one is. */
export async function whilePaying<T>(deps: CheckoutDeps, id: string, work: () => Promise<T>): Promise<T | null> {
  if (!(await deps.store.holdPayment(id))) return null;
  try {
    return await work();
  } finally {
    await deps.store.releasePayment(id);
  }
}

/** A payment waiting for its 3-D Secure answer, asked again: the order once she approved. */
async function resumed(deps: CheckoutDeps, record: CheckoutRecord) {
  const challenge = record.challenge;
  if (!challenge || !isLinked(deps, record)) return { next: record, messages: [] };
  const settled = await whilePaying(deps, record.id, async () => {
    const outcome = await resumeChallenge(await contextOf(deps, record), challenge.paymentId);
    return outcome ? settle(deps, record, outcome, async () => challenge.token) : { next: record, messages: [] };
  });
  return settled ?? { next: (await deps.store.read(record.id)) ?? record, messages: [] };
}

/** get_checkout, which also hears a 3-D Secure answer the cardholder gave since the last call. */
export async function getCheckout(deps: CheckoutDeps, id: string) {
  const record = await openRecord(deps, id);
  if (!record) return checkoutNotFound(deps.origin);
  const { next, messages } = await resumed(deps, record);
  return checkoutView(deps, next, messages);
}

/** Not linked: a checkout with its buyer and delivery is handed to the shopper (decision 199). */
async function handOff(deps: CheckoutDeps, record: CheckoutRecord, input: CompleteCheckoutInput | undefined) {
  const context = await contextOf(deps, record);
  const paying = input?.payment?.instruments?.length
    ? [fieldMessage("invalid", INSTRUMENT_PATH, m.agent_order_needs_link({}, { locale: context.locale.language }))]
    : [];
  const view = await checkoutView(deps, record, paying);
  if (isUcpError(view) || view.status !== "requires_escalation") return view;
  await deps.store.write({ ...record, state: "handed_off" });
  return view;
}

export async function completeCheckout(deps: CheckoutDeps, id: string, input?: CompleteCheckoutInput) {
  const record = await openRecord(deps, id);
  if (!record || record.state === "canceled") return checkoutNotFound(deps.origin);
  if (record.state === "completed") return checkoutView(deps, record);
  if (!isLinked(deps, record)) return handOff(deps, record, input);
  if (record.challenge) {
    const { next, messages } = await resumed(deps, record);
    return checkoutView(deps, next, messages);
  }
  const view = await checkoutView(deps, record);
  if (isUcpError(view) || view.status !== "ready_for_complete") return view;
  const context = await contextOf(deps, record);
  const options = { locale: context.locale.language };
  const instrument = input?.payment?.instruments?.[0];
  if (!instrument)
    return checkoutView(deps, record, [
      fieldMessage("missing", "$.payment.instruments", m.agent_order_instrument_missing({}, options)),
    ]);
  if (instrument.handler_id !== CARD_HANDLER_ID || instrument.credential.type !== "token")
    return checkoutView(deps, record, [
      fieldMessage("invalid", `${INSTRUMENT_PATH}.handler_id`, m.agent_order_handler_unknown({}, options)),
    ]);
  const settled = await whilePaying(deps, record.id, async () => {
    const outcome = await placeLinkedOrder(
      context,
      record,
      {
        brand: instrument.display?.brand,
        token: instrument.credential.token,
        billingAddress: instrument.billing_address,
      },
      paymentReturnUrl(deps.origin, record.id),
    );
    return settle(deps, record, outcome, deps.identity!.resume);
  });
  if (!settled) return checkoutView(deps, record, [paymentInProgress(options.locale)]);
  return checkoutView(deps, settled.next, settled.messages);
}
