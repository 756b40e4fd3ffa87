import { z } from "zod";
import { addressFieldsShape, postedText } from "../addresses/address-fields";
import type { CheckoutStep } from "./steps";

/**
 * The checkout's forms: each step's page posts its own intents to itself (its action takes
 * those only). Text is read by each handler's own rules, which name each problem on its field;
 * the schema checks the form's shape. Shared by the server (parsing) and the forms (types only).
 */

/** The cart version the shopper's page showed (the form's hidden field); anything else reads as none. */
const version = z.coerce.number().int().nonnegative().optional().catch(undefined);
const giftCard = postedText;
/** The longest gift card number its field takes. */
export const GIFT_CARD_NUMBER_MAX = 32;

export const checkoutFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("billing"), ...addressFieldsShape, version }),
  z.object({
    intent: z.literal("delivery"),
    ...addressFieldsShape,
    /** The delivery method's key, and where: a saved address (or "new"), a place found by a search. */
    method: postedText,
    addressId: postedText,
    q: postedText,
    near: postedText,
    placeId: postedText,
    version,
  }),
  z.object({
    intent: z.literal("pay"),
    method: postedText,
    /** The transaction subscriptions ticked (`subscription-{type}` boxes). */
    subscriptions: z.array(z.string().max(40)).max(20),
    version,
  }),
  z.object({ intent: z.literal("gift-card-pay"), giftCard, version }),
  z.object({ intent: z.literal("gift-card-remove"), giftCard, version }),
]);
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
export type CheckoutIntent = CheckoutForm["intent"];
export const CHECKOUT_INTENTS = checkoutFormSchema.options.map((option) => option.shape.intent.value) as [
  CheckoutIntent,
  ...CheckoutIntent[],
];

/** The intents each step's page takes: a step's form posted to another step is refused. */
export const STEP_INTENTS = {
  billing: ["billing"],
  delivery: ["delivery"],
  payment: ["pay", "gift-card-pay", "gift-card-remove"],
} as const satisfies Partial<Record<CheckoutStep, readonly CheckoutIntent[]>>;
