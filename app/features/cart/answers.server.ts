/**
 * How the cart's write endpoint answers (actions.server.ts and its money handlers): an outcome
 * of the cart service said in the shopper's words, with the status that goes with it.
 */
import { isOutage } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import { logWarning } from "../../lib/log.server";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { Cart } from "../cart-model/schemas";
import type { CartAnswer, CartForm, CartIntent } from "./intents";
import type { CartOutcome } from "./service.server";

export type Options = { locale: RequestContext["locale"]["language"] };
export type Input<Name extends CartIntent> = Extract<CartForm, { intent: Name }>;

/** A refusal in the shopper's words; the backend's own message only goes to the logs. */
export function refusal(
  intent: CartIntent,
  outcome: Extract<CartOutcome, { ok: false }>,
  options: Options,
): { message: string; status: number; cartLost?: boolean } {
  if (outcome.code === "no-cart") return { message: m.cart_no_known_cart({}, options), status: 409, cartLost: true };
  if (outcome.code === "cart-not-found") return { message: m.cart_gone({}, options), status: 409, cartLost: true };
  if (isOutage(outcome.code)) {
    logWarning({ message: "Cart change failed", cause: outcome.message });
    return { message: m.cart_unavailable({}, options), status: 503 };
  }
  if (outcome.code === "stock-limit") return { message: m.cart_stock_limit({}, options), status: 400 };
  return {
    message: intent === "add-to-cart" ? m.product_add_failed({}, options) : m.cart_change_refused({}, options),
    status: 400,
  };
}

export const optionsOf = (context: RequestContext): Options => ({ locale: context.locale.language });

export function refuse(intent: CartAnswer["intent"], message: string, status = 400): Answered<CartAnswer> {
  return { answer: { intent, ok: false, message }, status };
}

/** An outcome answered: `success` says what changed, `extra` what the page needs beside it. */
export function done(
  intent: CartIntent,
  context: RequestContext,
  outcome: CartOutcome,
  success: (cart: Cart) => string,
  extra: Partial<CartAnswer> = {},
): Answered<CartAnswer> {
  if (outcome.ok) return { answer: { intent, ok: true, message: success(outcome.cart), ...extra }, status: 200 };
  const { message, status, cartLost } = refusal(intent, outcome, optionsOf(context));
  return { answer: { intent, ok: false, message, ...(cartLost ? { cartLost } : {}) }, status };
}
