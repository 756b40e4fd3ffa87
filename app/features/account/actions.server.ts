import { z } from "zod";
import { isOutage, type BackendErrorCode } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import { answerPost, formFields, readForm } from "../../lib/form-post.server";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import { ADDRESS_FIELDS, readAddress, typedValues } from "../addresses/address-form.server";
import { compactPhone, composedName, isPhoneNumber, phoneCountryToIso2 } from "../addresses/address-rules";
import type { AccountOutcome, ProfileUpdate } from "./account.server";
import { ACCOUNT_INTENTS, type AccountAnswer, type AccountIntent } from "./answer";
import { accountPath, type AccountPage } from "./account-pages";
import { compactIban, isValidIban } from "./iban";
import { CHANNELS, fiscalNumberNeeded, GENDERS, PASSWORD_MIN, phoneCountriesFor, PROFILE_FIELDS } from "./profile";

/**
 * The account's write endpoint: each page is its own action, posting an intent. A fetcher gets
 * the answer (and `next` when the page goes on, an address list after an address is saved); a
 * plain post goes back to its form with the reason and what was typed, or on, by a 303 (PRG).
 */
type Options = { locale: RequestContext["locale"]["language"] };
type Handler = (
  fields: Record<string, string>,
  context: RequestContext,
  options: Options,
) => Promise<Answered<AccountAnswer>>;

const addressIdSchema = z.string().regex(/^[\w-]{1,40}$/);

/** What a refused write says: signed out, gone, an outage, or the backend's refusal. */
function refused(intent: AccountIntent, code: BackendErrorCode, options: Options): Answered<AccountAnswer> {
  if (code === "not-found") return { answer: { intent, ok: false, message: m.account_gone({}, options) }, status: 404 };
  return { answer: { intent, ok: false, message: m.account_failed({}, options) }, status: isOutage(code) ? 503 : 400 };
}

function answered(
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
function invalid(
  intent: AccountIntent,
  fieldErrors: Partial<Record<string, string>>,
  fields: Record<string, string>,
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

const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

/** Personal data: names by the composed-name rule (spec 5), the phone's country as 2 letters; the e-mail is not the form's to change. */
const profile: Handler = async (fields, context, options) => {
  const site = await context.siteParams();
  const value = (name: string) => (fields[name] ?? "").trim();
  const errors: Record<string, string> = {};
  for (const name of ["firstName", "lastName"]) {
    if (!value(name)) errors[name] = m.checkout_error_required({}, options);
    else if (value(name).length > 40) errors[name] = m.checkout_error_too_long({ max: 40 }, options);
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
  if (Object.keys(errors).length) return invalid("profile", errors, fields, PROFILE_FIELDS, options);
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
    accountPath(context.locale.prefix, "settings"),
  );
};

const password: Handler = async (fields, context, options) => {
  const errors: Record<string, string> = {};
  const current = fields.oldPassword ?? "";
  const next = fields.newPassword ?? "";
  if (!current) errors.oldPassword = m.checkout_error_required({}, options);
  if (next.length < PASSWORD_MIN) errors.newPassword = m.account_password_too_short({ min: PASSWORD_MIN }, options);
  else if (next !== (fields.confirmPassword ?? "")) errors.confirmPassword = m.account_password_mismatch({}, options);
  // Passwords are never sent back to the page, not even a refused one.
  if (Object.keys(errors).length) return invalid("password", errors, {}, [], options);
  const outcome = await context.account.changePassword(current, next);
  // The backend refuses a wrong current password with a 400: said on its field.
  if (!outcome.ok && outcome.code === "rejected")
    return invalid("password", { oldPassword: m.account_password_wrong({}, options) }, {}, [], options);
  return answered(
    "password",
    outcome,
    m.account_password_changed({}, options),
    options,
    accountPath(context.locale.prefix, "settings"),
  );
};

/** A delivery address, new or changed: the one address form, the site's delivery countries, sent by the rules of spec 5. */
const addressSave: Handler = async (fields, context, options) => {
  const site = await context.siteParams();
  const read = readAddress(
    fields,
    {
      countries: site.params.deliveryCountries,
      phoneCountries: site.params.phoneNumberCountries,
      phoneRequired: false,
    },
    context.locale.language,
  );
  if (!read.ok) return invalid("address-save", read.fieldErrors, fields, [...ADDRESS_FIELDS, "favorite"], options);
  const { address } = read;
  const input = {
    firstName: address.firstName,
    lastName: address.lastName,
    line1: address.address1,
    line2: address.address2,
    line3: address.address3,
    line4: null,
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
    phoneNumber: address.phone,
    phoneNumberCountry: address.phoneNumberCountry,
    favorite: fields.favorite === "on",
  };
  const id = addressIdSchema.safeParse(fields.id);
  const done = (outcome: AccountOutcome) =>
    answered(
      "address-save",
      outcome,
      m.account_address_saved({}, options),
      options,
      accountPath(context.locale.prefix, "delivery-addresses"),
    );
  if (id.success) return done(await context.account.updateDeliveryAddress(id.data, input));
  // A new address the customer already has (a double click, a resent post) is not added twice.
  const existing = await context.account.deliveryAddresses().catch(() => []);
  const same = (address: (typeof existing)[number]) =>
    (["firstName", "lastName", "line1", "line2", "line3", "zipCode", "city", "country"] as const).every(
      (key) => (address[key] ?? null) === (input[key] ?? null),
    );
  if (existing.some(same)) return done({ ok: true, value: null });
  return done(await context.account.createDeliveryAddress(input));
};

const addressDelete: Handler = async (fields, context, options) => {
  const id = addressIdSchema.safeParse(fields.id);
  if (!id.success) return refused("address-delete", "not-found", options);
  return answered(
    "address-delete",
    await context.account.deleteDeliveryAddress(id.data),
    m.account_address_deleted({}, options),
    options,
    accountPath(context.locale.prefix, "delivery-addresses"),
  );
};

/** The favourite: the address sent again with favorite on (the backend clears the others). */
const addressFavourite: Handler = async (fields, context, options) => {
  const id = addressIdSchema.safeParse(fields.id);
  const addresses = id.success ? await context.account.deliveryAddresses().catch(() => null) : [];
  if (addresses === null) return refused("address-favourite", "unavailable", options);
  const address = addresses.find((entry) => entry.id === (id.success ? id.data : ""));
  if (!address) return refused("address-favourite", "not-found", options);
  const { id: addressId, quality: _quality, phoneNumberQuality: _phoneQuality, ...input } = address;
  return answered(
    "address-favourite",
    await context.account.updateDeliveryAddress(addressId, { ...input, favorite: true }),
    m.account_address_favourite_set({}, options),
    options,
  );
};

/** The account's billing address: the street alone, in one of the site's billing countries. */
const billingAddress: Handler = async (fields, context, options) => {
  const site = await context.siteParams();
  const read = readAddress(
    fields,
    {
      countries: site.params.billingCountries,
      phoneCountries: site.params.phoneNumberCountries,
      phoneRequired: false,
      streetOnly: true,
    },
    context.locale.language,
  );
  if (!read.ok) return invalid("billing-address", read.fieldErrors, fields, ADDRESS_FIELDS, options);
  const { address } = read;
  const outcome = await context.account.saveBillingAddress({
    line1: address.address1,
    line2: address.address2,
    line3: address.address3,
    line4: null,
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
  });
  return answered(
    "billing-address",
    outcome,
    m.account_billing_saved({}, options),
    options,
    accountPath(context.locale.prefix, "settings"),
  );
};

/** Bank details: checked (mod 97) before anything is sent, sent without spaces (spec 5, 7). */
const iban: Handler = async (fields, context, options) => {
  const typed = fields.iban ?? "";
  if (!isValidIban(typed))
    return invalid("iban", { iban: m.account_iban_invalid({}, options) }, fields, ["iban"], options);
  return answered(
    "iban",
    await context.account.saveIban(compactIban(typed)),
    m.account_iban_saved({}, options),
    options,
    accountPath(context.locale.prefix, "settings"),
  );
};

/** The customer's opt-ins: each visible subscription YES when ticked, NO otherwise (PUT with the store, source WEB). */
const subscriptions: Handler = async (fields, context, options) => {
  const [site, current] = await Promise.all([context.siteParams(), context.account.subscriptions().catch(() => null)]);
  if (!current) return refused("subscriptions", "unavailable", options);
  const values = current.map((subscription) => ({
    type: subscription.type,
    optin: fields[`subscription-${subscription.type}`] === "on" ? ("YES" as const) : ("NO" as const),
  }));
  return answered(
    "subscriptions",
    await context.account.saveSubscriptions(site.storeId, values),
    m.account_subscriptions_saved({}, options),
    options,
  );
};

const alertRefSchema = z.object({
  sku: z.string().regex(/^[\w-]{1,40}$/),
  productId: z.string().regex(/^\d{1,20}$/),
  optionId: z.string().regex(/^\d{1,20}$/),
});

/** A stock alert deleted; the answer carries what its 4-second undo needs (spec 4). */
const alertDelete: Handler = async (fields, context, options) => {
  const site = await context.siteParams();
  const alert = (await context.account.stockAlerts(site.storeId)).find((entry) => entry.sku === fields.sku);
  if (!alert)
    return { answer: { intent: "alert-delete", ok: false, message: m.alerts_gone({}, options) }, status: 404 };
  const outcome = await context.account.deleteStockAlert(alert.sku, site.storeId);
  if (!outcome.ok) return refused("alert-delete", outcome.code, options);
  return {
    answer: {
      intent: "alert-delete",
      ok: true,
      message: m.alerts_deleted({}, options),
      restore: { sku: alert.sku, productId: alert.productId, optionId: alert.optionId },
    },
    status: 200,
  };
};

/** The undo: the alert created again for the same size (its size label read from the catalogue). */
const alertRestore: Handler = async (fields, context, options) => {
  const ref = alertRefSchema.safeParse(fields);
  if (!ref.success) return refused("alert-restore", "rejected", options);
  const [site, product] = await Promise.all([
    context.siteParams(),
    context.catalog.product(ref.data.productId).catch(() => null),
  ]);
  const size = product?.options
    .find((option) => option.optionId === ref.data.optionId)
    ?.sizes.find((entry) => entry.sku === ref.data.sku);
  if (!size) return refused("alert-restore", "not-found", options);
  const outcome = await context.account.createStockAlert({
    ...ref.data,
    size: size.label,
    knowledgeTypeId: site.storeId,
  });
  return answered("alert-restore", outcome, m.alerts_restored({}, options), options);
};

/** Deleting the account (DELETE accounts-self: marked isDeleted) needs the box ticked; the page then offers to reactivate it. */
const deleteAccount: Handler = async (fields, context, options) => {
  if (fields.confirm !== "on")
    return invalid("delete-account", { confirm: m.account_delete_confirm_needed({}, options) }, {}, [], options);
  return answered(
    "delete-account",
    await context.account.deleteAccount(),
    m.account_deleted({}, options),
    options,
    accountPath(context.locale.prefix, "delete"),
  );
};

/** PUT reactivate, then the customer read again: the account is theirs once more. */
const reactivate: Handler = async (_fields, context, options) =>
  answered(
    "reactivate",
    await context.account.reactivate(),
    m.account_reactivated({}, options),
    options,
    accountPath(context.locale.prefix, "dashboard"),
  );

/** The preferred store: one the store locator knows (looked up again, never taken from the form). */
const preferredStore: Handler = async (fields, context, options) => {
  const id = /^\d{1,10}$/.test(fields.storeId ?? "") ? fields.storeId! : null;
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
    accountPath(context.locale.prefix, "store"),
  );
};

/** A reservation cancelled while it is still to collect (the backend refuses others: 409). */
const reservationCancel: Handler = async (fields, context, options) => {
  const id = /^[\w-]{1,40}$/.test(fields.reservationId ?? "") ? fields.reservationId! : null;
  if (!id) return refused("reservation-cancel", "not-found", options);
  const outcome = await context.account.cancelReservation(id);
  if (!outcome.ok && outcome.code === "version-conflict")
    return {
      answer: { intent: "reservation-cancel", ok: false, message: m.reservations_cannot_cancel({}, options) },
      status: 409,
    };
  return answered("reservation-cancel", outcome, m.reservations_cancelled({}, options), options);
};

const INTENTS: Record<AccountIntent, Handler> = {
  profile,
  password,
  "address-save": addressSave,
  "address-delete": addressDelete,
  "address-favourite": addressFavourite,
  "billing-address": billingAddress,
  iban,
  subscriptions,
  "alert-delete": alertDelete,
  "alert-restore": alertRestore,
  "delete-account": deleteAccount,
  reactivate,
  "preferred-store": preferredStore,
  "reservation-cancel": reservationCancel,
};

/** One account page's action: the intents it takes, the page a plain post falls back to. */
export async function accountAction(
  request: Request,
  context: RequestContext,
  page: AccountPage,
  accepted: readonly AccountIntent[],
) {
  const options = { locale: context.locale.language };
  const form = await readForm(request);
  const fields = form ? formFields(form) : {};
  const intent = ACCOUNT_INTENTS.find((name) => name === fields.intent && accepted.includes(name));
  const result: Answered<AccountAnswer> = intent
    ? await INTENTS[intent](fields, context, options)
    : { answer: { intent: "invalid", ok: false, message: m.account_failed({}, options) }, status: 400 };
  return answerPost(request, context, result, {
    form,
    flash: (answer) => ({ account: answer }),
    fallback: accountPath(context.locale.prefix, page),
    next: (answer) => (answer.ok ? (answer.next ?? null) : null),
  });
}
