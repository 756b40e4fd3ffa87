import type { FormAnswer } from "../../lib/form-answer";

/** The checkout's forms, each posting its intent to the page it is on (the page's own action). */
export const CHECKOUT_INTENTS = ["billing", "delivery", "pay", "gift-card-pay", "gift-card-remove"] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

/**
 * A checkout form's answer: where to go on once done (`next`, the following step, or the card
 * provider's page when `external`: a full page load) and, when a
 * plain post is refused, what the shopper typed (`values`), so the form comes back as they left it.
 */
export type CheckoutAnswer = FormAnswer<CheckoutIntent> & {
  next?: string;
  values?: Record<string, string>;
  external?: boolean;
};
