import type { FormAnswer } from "../../lib/form-answer";

/** The account's forms, each posting its intent to the page it is on (the page's own action). */
export const ACCOUNT_INTENTS = [
  "profile",
  "password",
  "address-save",
  "address-delete",
  "address-favourite",
  "billing-address",
  "iban",
  "subscriptions",
  "alert-delete",
  "alert-restore",
  "delete-account",
  "reactivate",
  "preferred-store",
  "reservation-cancel",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

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
