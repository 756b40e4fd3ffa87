import { z } from "zod";
import { isOutage } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { CartOutcome } from "../cart-model/session-cart.server";
import type { CheckoutAnswer } from "./answer";
import type { CheckoutIntent } from "./intents";
import { formAnswerSchema } from "../../lib/form-answer";
import { CHECKOUT_INTENTS, GIFT_CARD_NUMBER_MAX } from "./intents";
import { typedValues } from "../addresses/address-form.server";
import { type PostedFields, postedValue } from "../addresses/address-fields";
import { CHECKOUT_FORM_FIELDS } from "./field-labels";

/** A checkout form's answer as a flash may carry it back (lib/flash.server.ts). */
export const checkoutAnswerSchema = formAnswerSchema(z.enum(CHECKOUT_INTENTS)).extend({
  next: z.string().max(500).optional(),
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

/**
 * A post its form's rules refused (the schema's, the site's): each reason on its field, with what
 * was typed, when every field named is one the form shows; else the step could not be saved.
 */
export function refusedFields(
  intent: CheckoutIntent | undefined,
  refusal: { fieldErrors: Record<string, string>; fields: PostedFields } | undefined,
  options: Options,
): Answered<CheckoutAnswer> {
  const named = (fields: readonly string[]) =>
    refusal && Object.keys(refusal.fieldErrors).every((field) => fields.includes(field));
  if (refusal && (intent === "billing" || intent === "delivery") && named(CHECKOUT_FORM_FIELDS[intent]))
    return {
      answer: {
        intent,
        ok: false,
        message: m.checkout_fix_fields({}, options),
        fieldErrors: refusal.fieldErrors,
        values: typedValues(refusal.fields),
      },
      status: 400,
    };
  // The gift card's one field says its problem as the form's answer; a number too long for the
  // field is not put back in it.
  if (refusal?.fieldErrors.giftCard && intent === "gift-card-pay" && named(["giftCard"])) {
    const typed = postedValue(refusal.fields, "giftCard");
    const message = refusal.fieldErrors.giftCard;
    return {
      answer: {
        intent,
        ok: false,
        message,
        fieldErrors: { giftCard: message },
        ...(typed && typed.length <= GIFT_CARD_NUMBER_MAX ? { values: { giftCard: typed } } : {}),
      },
      status: 400,
    };
  }
  return { answer: { intent: intent ?? "invalid", ok: false, message: m.checkout_failed({}, options) }, status: 400 };
}
