import { z } from "zod";
import { isOutage, type BackendErrorCode } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import { typedValues } from "../addresses/address-form.server";
import type { PostedFields } from "../addresses/address-fields";
import type { AccountOutcome } from "./account.server";
import type { AccountAnswer } from "./answer";
import type { AccountIntent } from "./intents";
import { formAnswerSchema } from "../../lib/form-answer";
import { ACCOUNT_INTENTS } from "./intents";
import { ACCOUNT_FORM_FIELDS, type AccountFieldErrors, type AccountFormWithFields } from "./field-labels";
import { ADDRESS_FIELDS } from "../addresses/address-fields";
import { PROFILE_FIELDS } from "./profile";

/** An account form's answer as a flash may carry it back (lib/flash.server.ts). */
export const accountAnswerSchema = formAnswerSchema(z.enum(ACCOUNT_INTENTS)).extend({
  next: z.string().max(500).optional(),
  restore: z
    .object({
      sku: z.string().regex(/^[\w-]{1,40}$/),
      productId: z.string().regex(/^\d{1,20}$/),
      optionId: z.string().regex(/^\d{1,20}$/),
    })
    .optional(),
});

type Options = { locale: RequestContext["locale"]["language"] };
export const optionsOf = (context: RequestContext): Options => ({ locale: context.locale.language });

/** What a refused write says: signed out, gone, an outage, or the backend's refusal. */
export function refused(intent: AccountIntent, code: BackendErrorCode, options: Options): Answered<AccountAnswer> {
  if (code === "not-found") return { answer: { intent, ok: false, message: m.account_gone({}, options) }, status: 404 };
  return { answer: { intent, ok: false, message: m.account_failed({}, options) }, status: isOutage(code) ? 503 : 400 };
}

export function answered(
  intent: AccountIntent,
  outcome: AccountOutcome,
  message: string,
  options: Options,
  next?: string,
): Answered<AccountAnswer> {
  if (!outcome.ok) return refused(intent, outcome.code, options);
  return { answer: { intent, ok: true, message, ...(next ? { next } : {}) }, status: 200 };
}

/** A form refused field by field: each reason on its field, and what was typed in `names` to show again. */
export function invalidFields<Form extends AccountFormWithFields>(
  intent: Form,
  fieldErrors: AccountFieldErrors<Form>,
  fields: PostedFields,
  names: readonly string[],
  options: Options,
): Answered<AccountAnswer> {
  return {
    answer: {
      intent,
      ok: false,
      message: m.checkout_fix_fields({}, options),
      fieldErrors: fieldErrors as Record<string, string>,
      values: typedValues(fields, names),
    },
    status: 400,
  };
}

/** What a refused form shows again of what was typed: never a password, nor a box to tick again. */
const SHOWN_AGAIN: { [Form in AccountFormWithFields]: readonly string[] } = {
  profile: PROFILE_FIELDS,
  password: [],
  iban: ["iban"],
  "address-save": [...ADDRESS_FIELDS, "favorite"],
  "billing-address": ADDRESS_FIELDS,
  "delete-account": [],
};

const isFormWithFields = (intent: AccountIntent): intent is AccountFormWithFields => intent in ACCOUNT_FORM_FIELDS;

/**
 * A post its form's rules refused (the schema's, the site's): each reason on its field, when
 * every field named is one the form shows; else the form could not be read (a field of the page's
 * own, tampered with).
 */
export function refusedFields(
  intent: AccountIntent | undefined,
  refusal: { fieldErrors: Record<string, string>; fields: PostedFields } | undefined,
  options: Options,
): Answered<AccountAnswer> {
  if (intent && refusal && isFormWithFields(intent)) {
    const shown: readonly string[] = ACCOUNT_FORM_FIELDS[intent];
    if (Object.keys(refusal.fieldErrors).every((field) => shown.includes(field)))
      return invalidFields(intent, refusal.fieldErrors, refusal.fields, SHOWN_AGAIN[intent], options);
  }
  return { answer: { intent: intent ?? "invalid", ok: false, message: m.account_failed({}, options) }, status: 400 };
}
