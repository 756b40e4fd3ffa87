import { z } from "zod";
import { isOutage } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { CartOutcome } from "../cart-model/session-cart.server";
import type { CheckoutAnswer } from "./answer";
import type { CheckoutIntent } from "./intents";
import { formAnswerSchema } from "../../lib/form-answer";
import { CHECKOUT_INTENTS } from "./intents";

/** A checkout form's answer as a flash may carry it back (lib/flash.server.ts). */
export const checkoutAnswerSchema = formAnswerSchema(z.enum(CHECKOUT_INTENTS)).extend({
  next: z.string().max(500).optional(),
  values: z.record(z.string().max(40), z.string().max(120)).optional(),
  external: z.boolean().optional(),
});

type Options = { locale: RequestContext["locale"]["language"] };

/** What a refused write says: the cart gone, an outage, or the backend's refusal of the address. */
export function checkoutRefusal(
  intent: CheckoutIntent,
  outcome: Extract<CartOutcome, { ok: false }>,
  options: Options,
): Answered<CheckoutAnswer> {
  if (outcome.code === "no-cart" || outcome.code === "cart-not-found")
    return { answer: { intent, ok: false, message: m.checkout_needs_cart({}, options) }, status: 409 };
  return {
    answer: { intent, ok: false, message: m.checkout_failed({}, options) },
    status: isOutage(outcome.code) ? 503 : 400,
  };
}
