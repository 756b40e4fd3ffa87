import type { FormAnswer } from "../../lib/form-answer";
import type { CheckoutIntent } from "./intents";

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
