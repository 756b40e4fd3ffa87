import type { FormAnswer } from "../../lib/form-answer";
import type { AccountIntent } from "./intents";

/**
 * An account form's answer: where to go on once done (`next`: the address list after an address
 * is saved) and, when a plain post is refused, what the customer typed (`values`), so the form
 * comes back as they left it.
 */
export type AccountAnswer = FormAnswer<AccountIntent> & {
  next?: string;
  values?: Record<string, string>;
  restore?: AlertRef;
};

/** A deleted stock alert, as its undo re-creates it. */
export interface AlertRef {
  sku: string;
  productId: string;
  optionId: string;
}
