import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";
import { ADDRESS_FIELDS } from "../addresses/address-fields";
import { addressLabels } from "../addresses/address-labels";

/**
 * The fields each checkout form with an error summary may name in its answer, in the form's
 * order: a refusal names no other (its type says so), and each has the label the shopper reads.
 * The saved addresses are a radio group: its legend is its label.
 */
export const CHECKOUT_FORM_FIELDS = {
  billing: ADDRESS_FIELDS,
  delivery: ["addressId", ...ADDRESS_FIELDS],
} as const;

export type CheckoutFormWithFields = keyof typeof CHECKOUT_FORM_FIELDS;
export type CheckoutField<Form extends CheckoutFormWithFields> = (typeof CHECKOUT_FORM_FIELDS)[Form][number];
/** A checkout form's errors, field by field. */
export type CheckoutFieldErrors<Form extends CheckoutFormWithFields> = Partial<Record<CheckoutField<Form>, string>>;

type Options = { locale: Language };

const LABELS: { [Form in CheckoutFormWithFields]: (options: Options) => Record<CheckoutField<Form>, string> } = {
  billing: addressLabels,
  delivery: (options) => ({ addressId: m.checkout_delivery_address({}, options), ...addressLabels(options) }),
};

/** A checkout form's fields as the shopper reads them, in the form's order (the error summary's names). */
export function checkoutFieldLabels<Form extends CheckoutFormWithFields>(
  form: Form,
  options: Options,
): Record<CheckoutField<Form>, string> {
  return LABELS[form](options);
}
