import { href } from "../../pages/href";
import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { AccountAnswer } from "./answer";
import type { AccountForm } from "./intents";
import { compactPhone, composedName, isPhoneNumber, NAME_MAX, phoneCountryToIso2 } from "../addresses/address-rules";
import { postedValue } from "../addresses/address-fields";
import type { ProfileUpdate } from "./account.server";

import { answered, invalidFields, optionsOf, refused } from "./answer.server";
import type { AccountFieldErrors } from "./field-labels";
import { compactIban, isValidIban } from "./iban";
import { CHANNELS, fiscalNumberNeeded, GENDERS, PASSWORD_MIN, phoneCountriesFor, PROFILE_FIELDS } from "./profile";

/** The account's settings: personal data, password, bank details, opt-ins, the account itself, the preferred store. */

type Input<Name extends AccountForm["intent"]> = Extract<AccountForm, { intent: Name }>;

const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

/** Personal data: names by the composed-name rule (spec 5), the phone's country as 2 letters; the e-mail is not the form's to change. */
export async function profile(form: Input<"profile">, context: RequestContext): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const site = await context.siteParams();
  const value = (name: string) => postedValue(form, name).trim();
  const errors: AccountFieldErrors<"profile"> = {};
  for (const name of ["firstName", "lastName"] as const) {
    if (!value(name)) errors[name] = m.checkout_error_required({}, options);
    else if (value(name).length > NAME_MAX) errors[name] = m.checkout_error_too_long({ max: NAME_MAX }, options);
  }
  const birthday = value("birthday");
  const born = Date.parse(`${birthday}T00:00:00Z`);
  // Nobody under 15 or over 120 shops here: anything else is a typing slip.
  const age = (Date.now() - born) / (365.25 * 86_400_000);
  if (birthday && (!BIRTHDAY.test(birthday) || Number.isNaN(born) || age < 15 || age > 120))
    errors.birthday = m.account_error_birthday({}, options);
  const phone = value("phone");
  const phoneCountry = phoneCountryToIso2(value("phoneCountry"));
  if (phone && !isPhoneNumber(phone)) errors.phone = m.checkout_error_phone({}, options);
  const customer = await context.account.customer().catch(() => null);
  const phoneCountries = customer
    ? phoneCountriesFor(site.params.phoneNumberCountries, customer)
    : site.params.phoneNumberCountries;
  if (phone && (!phoneCountry || !phoneCountries.includes(phoneCountry)))
    errors.phoneCountry = m.checkout_error_country({}, options);
  const fiscalNumber = value("fiscalNumber").toUpperCase().replace(/\s+/g, "");
  const needsFiscal = fiscalNumberNeeded(context.locale.site);
  if (needsFiscal && fiscalNumber && !/^[A-Z0-9]{8,20}$/.test(fiscalNumber))
    errors.fiscalNumber = m.account_error_fiscal({}, options);
  if (Object.keys(errors).length) return invalidFields("profile", errors, form, PROFILE_FIELDS, options);
  const gender = GENDERS.find((entry) => entry === value("gender")) ?? null;
  const channel = CHANNELS.find((entry) => entry === value("preferredChannel")) ?? null;
  const update: ProfileUpdate = {
    firstName: composedName(value("firstName")),
    lastName: composedName(value("lastName")),
    gender,
    birthday: birthday || null,
    phoneNumber: phone ? compactPhone(phone) : null,
    phoneNumberCountry: phone ? phoneCountry : null,
    preferredChannel: channel,
    ...(needsFiscal ? { fiscalNumber: fiscalNumber || null } : {}),
  };
  return answered(
    "profile",
    await context.account.updateProfile(update),
    m.account_profile_saved({}, options),
    options,
    href(context.locale.prefix, "account-settings"),
  );
}

export async function password(form: Input<"password">, context: RequestContext): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const errors: AccountFieldErrors<"password"> = {};
  const current = form.oldPassword ?? "";
  const next = form.newPassword ?? "";
  if (!current) errors.oldPassword = m.checkout_error_required({}, options);
  if (next.length < PASSWORD_MIN) errors.newPassword = m.account_password_too_short({ min: PASSWORD_MIN }, options);
  else if (next !== (form.confirmPassword ?? "")) errors.confirmPassword = m.account_password_mismatch({}, options);
  // Passwords are never sent back to the page, not even a refused one.
  if (Object.keys(errors).length) return invalidFields("password", errors, {}, [], options);
  const outcome = await context.account.changePassword(current, next);
  // The backend refuses a wrong current password with a 400: said on its field.
  if (!outcome.ok && outcome.code === "rejected")
    return invalidFields("password", { oldPassword: m.account_password_wrong({}, options) }, {}, [], options);
  return answered(
    "password",
    outcome,
    m.account_password_changed({}, options),
    options,
    href(context.locale.prefix, "account-settings"),
  );
}

/** Bank details: checked (mod 97) before anything is sent, sent without spaces (spec 5, 7). */
export async function iban(form: Input<"iban">, context: RequestContext): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const typed = form.iban ?? "";
  if (!isValidIban(typed))
    return invalidFields("iban", { iban: m.account_iban_invalid({}, options) }, form, ["iban"], options);
  return answered(
    "iban",
    await context.account.saveIban(compactIban(typed)),
    m.account_iban_saved({}, options),
    options,
    href(context.locale.prefix, "account-settings"),
  );
}

/** The customer's opt-ins: each visible subscription YES when ticked, NO otherwise (PUT with the store, source WEB). */
export async function subscriptions(
  form: Input<"subscriptions">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const [site, current] = await Promise.all([context.siteParams(), context.account.subscriptions().catch(() => null)]);
  if (!current) return refused("subscriptions", "unavailable", options);
  const values = current.map((subscription) => ({
    type: subscription.type,
    optin: form.subscriptions.includes(subscription.type) ? ("YES" as const) : ("NO" as const),
  }));
  return answered(
    "subscriptions",
    await context.account.saveSubscriptions(site.storeId, values),
    m.account_subscriptions_saved({}, options),
    options,
  );
}

/** Deleting the account (DELETE accounts-self: marked isDeleted) needs the box ticked; the page then offers to reactivate it. */
export async function deleteAccount(
  form: Input<"delete-account">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  if (form.confirm !== "on")
    return invalidFields("delete-account", { confirm: m.account_delete_confirm_needed({}, options) }, {}, [], options);
  return answered(
    "delete-account",
    await context.account.deleteAccount(),
    m.account_deleted({}, options),
    options,
    href(context.locale.prefix, "account-delete"),
  );
}

/** PUT reactivate, then the customer read again: the account is theirs once more. */
export async function reactivate(
  _form: Input<"reactivate">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  return answered(
    "reactivate",
    await context.account.reactivate(),
    m.account_reactivated({}, options),
    options,
    href(context.locale.prefix, "account-dashboard"),
  );
}

/** The preferred store: one the store locator knows (looked up again, never taken from the form). */
export async function preferredStore(
  form: Input<"preferred-store">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const id = /^\d{1,10}$/.test(form.storeId ?? "") ? (form.storeId ?? null) : null;
  const store = id ? await context.stores.store(id, null).catch(() => undefined) : null;
  if (store === undefined) return refused("preferred-store", "unavailable", options);
  if (!store)
    return {
      answer: { intent: "preferred-store", ok: false, message: m.checkout_place_gone({}, options) },
      status: 404,
    };
  return answered(
    "preferred-store",
    await context.account.setPreferredStore(store.storeId),
    m.account_store_saved({ name: store.name }, options),
    options,
    href(context.locale.prefix, "account-store"),
  );
}
