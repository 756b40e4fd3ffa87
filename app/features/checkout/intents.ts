import { z } from "zod";
import { localisedSchema, postedText, type Say } from "../../lib/form-rules";
import { m } from "../../paraglide/messages.js";
import { addressShape, PERSON_ADDRESS_NEEDS, postcodeInCountry } from "../addresses/address-schema";
import type { CheckoutStep } from "./steps";

/**
 * The checkout's forms: each step's page posts its own intents to itself (its action takes
 * those only). Each field's rules are here, each naming its problem in the shopper's language
 * (lib/form-rules.ts); the handlers keep what needs the backend or the site's parameters. Shared
 * by the server (parsing), the generated HTML constraints and the forms (types only).
 */

/** The cart version the shopper's page showed (the form's hidden field); anything else reads as none. */
const version = z.coerce.number().int().nonnegative().optional().catch(undefined);
/** The longest gift card number its field takes. */
export const GIFT_CARD_NUMBER_MAX = 32;

/**
 * A gift card number as typed: 4 to 32 letters, digits and dashes. Checked by the server only
 * (no pattern the browser would refuse in its own words): a number the backend does not know
 * is said the same way, on the field.
 */
function giftCardNumber(say: Say) {
  const unknown = say(m.checkout_gift_card_unknown);
  return z
    .string(unknown)
    .trim()
    .min(1, unknown)
    .max(GIFT_CARD_NUMBER_MAX, unknown)
    .refine((typed) => /^[A-Za-z0-9-]{4,}$/.test(typed), unknown);
}

export const checkoutFormSchema = localisedSchema((say) =>
  z.discriminatedUnion("intent", [
    z
      .object({ intent: z.literal("billing"), ...addressShape(say, PERSON_ADDRESS_NEEDS), version })
      .superRefine(postcodeInCountry(say)),
    z
      .object({
        intent: z.literal("delivery"),
        // Each checked when given: which ones a destination needs follows its method and the
        // site's parameters (delivery-actions.server.ts, `destinationNeeds`).
        ...addressShape(say, []),
        /** The delivery method's key, and where: a saved address (or "new"), a place found by a search. */
        method: postedText(say),
        addressId: postedText(say),
        q: postedText(say),
        near: postedText(say),
        placeId: postedText(say),
        version,
      })
      .superRefine(postcodeInCountry(say)),
    z.object({
      intent: z.literal("pay"),
      method: postedText(say),
      /** The transaction subscriptions ticked (`subscription-{type}` boxes). */
      subscriptions: z.array(z.string().max(40)).max(20),
      version,
    }),
    z.object({ intent: z.literal("gift-card-pay"), giftCard: giftCardNumber(say), version }),
    z.object({ intent: z.literal("gift-card-remove"), giftCard: postedText(say), version }),
  ]),
);
export type CheckoutForm = z.infer<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutIntent = CheckoutForm["intent"];
export const CHECKOUT_INTENTS = checkoutFormSchema("en").options.map((option) => option.shape.intent.value) as [
  CheckoutIntent,
  ...CheckoutIntent[],
];

/** The intents each step's page takes: a step's form posted to another step is refused. */
export const STEP_INTENTS = {
  billing: ["billing"],
  delivery: ["delivery"],
  payment: ["pay", "gift-card-pay", "gift-card-remove"],
} as const satisfies Partial<Record<CheckoutStep, readonly CheckoutIntent[]>>;
