import { href } from "../../pages/href";
import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { AccountAnswer } from "./answer";
import type { AccountForm } from "./intents";
import { z } from "zod";
import type { CartAddress } from "../cart-model/schemas";
import { readAddress, siteAddressErrors } from "../addresses/address-form.server";
import { ADDRESS_FIELDS, type PostedFields } from "../addresses/address-fields";
import type { AccountOutcome } from "./account.server";

import { answered, invalidFields, optionsOf, refused } from "./answer.server";
import { accountService } from "./account.server";

/** The customer's addresses: delivery addresses saved, deleted or made the favourite, and the billing address. */

type Input<Name extends AccountForm["intent"]> = Extract<AccountForm, { intent: Name }>;

const addressIdSchema = z.string().regex(/^[\w-]{1,40}$/);

/** A read address's street as the customer API keeps it (line1–4; the form has no fourth line). */
function customerStreet(address: CartAddress) {
  return {
    line1: address.address1,
    line2: address.address2,
    line3: address.address3,
    line4: null,
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
  };
}

/** The address rules of the site's parameters: the countries it lists for this address, its phone countries; the phone optional. */
async function siteRulesOf(context: RequestContext, countries: "deliveryCountries" | "billingCountries") {
  const { params } = await context.siteParams();
  return { countries: params[countries], phoneCountries: params.phoneNumberCountries, phoneRequired: false };
}

/**
 * The address checks beside the form's schema (the write endpoint runs both on one post): the
 * country one the site lists, which a static schema cannot know.
 */
export const siteAddressRules =
  (countries: "deliveryCountries" | "billingCountries") => async (form: PostedFields, context: RequestContext) =>
    siteAddressErrors(form, await siteRulesOf(context, countries), context.locale.language);

/** A posted address its schema accepted, read in the countries the site lists for it. */
async function readSiteAddress(
  form: PostedFields,
  context: RequestContext,
  countries: "deliveryCountries" | "billingCountries",
) {
  return readAddress(form, await siteRulesOf(context, countries), context.locale.language);
}

/** A delivery address, new or changed: the one address form, the site's delivery countries, sent by the rules of spec 5. */
export async function addressSave(
  form: Input<"address-save">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const read = await readSiteAddress(form, context, "deliveryCountries");
  if (!read.ok) return invalidFields("address-save", read.fieldErrors, form, [...ADDRESS_FIELDS, "favorite"], options);
  const { address } = read;
  const input = {
    firstName: address.firstName,
    lastName: address.lastName,
    ...customerStreet(address),
    phoneNumber: address.phone,
    phoneNumberCountry: address.phoneNumberCountry,
    favorite: form.favorite === "on",
  };
  const id = addressIdSchema.safeParse(form.id);
  const done = (outcome: AccountOutcome) =>
    answered(
      "address-save",
      outcome,
      m.account_address_saved({}, options),
      options,
      href(context.locale.prefix, "account-delivery-addresses"),
    );
  if (id.success) return done(await accountService(context).updateDeliveryAddress(id.data, input));
  // A new address the customer already has (a double click, a resent post) is not added twice.
  const existing = await accountService(context)
    .deliveryAddresses()
    .catch(() => []);
  const same = (address: (typeof existing)[number]) =>
    (["firstName", "lastName", "line1", "line2", "line3", "zipCode", "city", "country"] as const).every(
      (key) => (address[key] ?? null) === (input[key] ?? null),
    );
  if (existing.some(same)) return done({ ok: true, value: null });
  return done(await accountService(context).createDeliveryAddress(input));
}

export async function addressDelete(
  form: Input<"address-delete">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const id = addressIdSchema.safeParse(form.id);
  if (!id.success) return refused("address-delete", "not-found", options);
  return answered(
    "address-delete",
    await accountService(context).deleteDeliveryAddress(id.data),
    m.account_address_deleted({}, options),
    options,
    href(context.locale.prefix, "account-delivery-addresses"),
  );
}

/** The favourite: the address sent again with favorite on (the backend clears the others). */
export async function addressFavourite(
  form: Input<"address-favourite">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const id = addressIdSchema.safeParse(form.id);
  const addresses = id.success
    ? await accountService(context)
        .deliveryAddresses()
        .catch(() => null)
    : [];
  if (addresses === null) return refused("address-favourite", "unavailable", options);
  const address = addresses.find((entry) => entry.id === (id.success ? id.data : ""));
  if (!address) return refused("address-favourite", "not-found", options);
  const { id: addressId, quality: _quality, phoneNumberQuality: _phoneQuality, ...input } = address;
  return answered(
    "address-favourite",
    await accountService(context).updateDeliveryAddress(addressId, { ...input, favorite: true }),
    m.account_address_favourite_set({}, options),
    options,
  );
}

/** The account's billing address: the street alone, in one of the site's billing countries. */
export async function billingAddress(
  form: Input<"billing-address">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const read = await readSiteAddress(form, context, "billingCountries");
  if (!read.ok) return invalidFields("billing-address", read.fieldErrors, form, ADDRESS_FIELDS, options);
  const { address } = read;
  const outcome = await accountService(context).saveBillingAddress(customerStreet(address));
  return answered(
    "billing-address",
    outcome,
    m.account_billing_saved({}, options),
    options,
    href(context.locale.prefix, "account-settings"),
  );
}
