import { href } from "../../pages/href";
import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { AccountAnswer } from "./answer";
import type { AccountForm } from "./intents";
import { compactPhone, composedName, phoneCountryToIso2 } from "../addresses/address-rules";
import { postedValue } from "../addresses/address-fields";
import type { ProfileUpdate } from "./account.server";

import { answered, invalidFields, optionsOf, refused } from "./answer.server";
import { compactIban } from "./iban";
import { CHANNELS, fiscalNumberNeeded, GENDERS, phoneCountriesFor, PROFILE_FIELDS } from "./profile";
import { accountService } from "./account.server";
import { storeService } from "../stores/stores.server";

/** The account's settings: personal data, password, bank details, opt-ins, the account itself, the preferred store. */

type Input<Name extends AccountForm["intent"]> = Extract<AccountForm, { intent: Name }>;

/** Personal data: names by the composed-name rule (spec 5), the phone's country as 2 letters; the e-mail is not the form's to change. */
export async function profile(form: Input<"profile">, context: RequestContext): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const site = await context.siteParams();
  const value = (name: string) => postedValue(form, name).trim();
  const birthday = value("birthday");
  const phone = value("phone");
  const phoneCountry = phoneCountryToIso2(value("phoneCountry"));
  // The form's own rules are its schema's (intents.ts); the phone's country may also be the
  // customer's own, which only the backend knows.
  const customer = await accountService(context)
    .customer()
    .catch(() => null);
  const phoneCountries = customer
    ? phoneCountriesFor(site.params.phoneNumberCountries, customer)
    : site.params.phoneNumberCountries;
  if (phone && (!phoneCountry || !phoneCountries.includes(phoneCountry)))
    return invalidFields(
      "profile",
      { phoneCountry: m.checkout_error_country({}, options) },
      form,
      PROFILE_FIELDS,
      options,
    );
  const fiscalNumber = value("fiscalNumber").toUpperCase().replace(/\s+/g, "");
  const needsFiscal = fiscalNumberNeeded(context.locale.site);
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
    await accountService(context).updateProfile(update),
    m.account_profile_saved({}, options),
    options,
    href(context.locale.prefix, "account-settings"),
  );
}

export async function password(form: Input<"password">, context: RequestContext): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const { oldPassword: current, newPassword: next } = form;
  const outcome = await accountService(context).changePassword(current, next);
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

/** Bank details: checked (mod 97, the schema's rule) before anything is sent, sent without spaces (spec 5, 7). */
export async function iban(form: Input<"iban">, context: RequestContext): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const typed = form.iban;
  return answered(
    "iban",
    await accountService(context).saveIban(compactIban(typed)),
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
  const [site, current] = await Promise.all([
    context.siteParams(),
    accountService(context)
      .subscriptions()
      .catch(() => null),
  ]);
  if (!current) return refused("subscriptions", "unavailable", options);
  const values = current.map((subscription) => ({
    type: subscription.type,
    optin: form.subscriptions.includes(subscription.type) ? ("YES" as const) : ("NO" as const),
  }));
  return answered(
    "subscriptions",
    await accountService(context).saveSubscriptions(site.storeId, values),
    m.account_subscriptions_saved({}, options),
    options,
  );
}

/** Deleting the account (DELETE accounts-self: marked isDeleted) needs the box ticked (the schema's rule); the page then offers to reactivate it. */
export async function deleteAccount(
  _form: Input<"delete-account">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  return answered(
    "delete-account",
    await accountService(context).deleteAccount(),
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
    await accountService(context).reactivate(),
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
  const store = id
    ? await storeService(context)
        .store(id, null)
        .catch(() => undefined)
    : null;
  if (store === undefined) return refused("preferred-store", "unavailable", options);
  if (!store)
    return {
      answer: { intent: "preferred-store", ok: false, message: m.checkout_place_gone({}, options) },
      status: 404,
    };
  return answered(
    "preferred-store",
    await accountService(context).setPreferredStore(store.storeId),
    m.account_store_saved({ name: store.name }, options),
    options,
    href(context.locale.prefix, "account-store"),
  );
}
