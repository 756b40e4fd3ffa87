import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";
import { ADDRESS_FIELDS } from "../addresses/address-fields";
import { addressLabels } from "../addresses/address-labels";
import type { AccountIntent } from "./intents";
import { PASSWORD_FIELDS, PROFILE_FIELDS } from "./profile";

/**
 * The fields each account form refused field by field may name in its answer, in the form's
 * order: a refusal names no other (`invalidFields` takes only these), and each has the label the
 * shopper reads beside it.
 */
export const ACCOUNT_FORM_FIELDS = {
  profile: PROFILE_FIELDS,
  password: PASSWORD_FIELDS,
  iban: ["iban"],
  "address-save": ADDRESS_FIELDS,
  "billing-address": ADDRESS_FIELDS,
  "delete-account": ["confirm"],
} as const satisfies Partial<Record<AccountIntent, readonly string[]>>;

export type AccountFormWithFields = keyof typeof ACCOUNT_FORM_FIELDS;
export type AccountField<Form extends AccountFormWithFields> = (typeof ACCOUNT_FORM_FIELDS)[Form][number];
/** An account form's errors, field by field. */
export type AccountFieldErrors<Form extends AccountFormWithFields> = Partial<Record<AccountField<Form>, string>>;

type Options = { locale: Language };

const LABELS: { [Form in AccountFormWithFields]: (options: Options) => Record<AccountField<Form>, string> } = {
  profile: (options) => ({
    firstName: m.checkout_first_name({}, options),
    lastName: m.checkout_last_name({}, options),
    gender: m.account_gender({}, options),
    birthday: m.account_birthday({}, options),
    phoneCountry: m.checkout_phone_country({}, options),
    phone: m.checkout_phone({}, options),
    preferredChannel: m.account_channel({}, options),
    fiscalNumber: m.account_fiscal_number({}, options),
  }),
  password: (options) => ({
    oldPassword: m.account_password_current({}, options),
    newPassword: m.account_password_new({}, options),
    confirmPassword: m.account_password_confirm({}, options),
  }),
  iban: (options) => ({ iban: m.account_iban({}, options) }),
  "address-save": addressLabels,
  "billing-address": addressLabels,
  "delete-account": (options) => ({ confirm: m.account_delete_confirm({}, options) }),
};

/** An account form's fields as the shopper reads them, in the form's order (the error summary's names). */
export function accountFieldLabels<Form extends AccountFormWithFields>(
  form: Form,
  options: Options,
): Record<AccountField<Form>, string> {
  return LABELS[form](options);
}
