import { data } from "react-router";
import { fullDate } from "../../lib/dates";
import type { RequestContext } from "../../lib/request-context";
import type { CartAddress } from "../cart-model/schemas";
import { m } from "../../paraglide/messages.js";
import { addressValues, countryChoices, phoneCountryChoices, unbillableNotice } from "../addresses/address-form.server";
import { ALPHA2_TO_ALPHA3 } from "../addresses/address-rules";
import { addressLines } from "../orders/order-view.server";
import type { BillingAddressInput } from "./account.server";
import { maskedIban } from "./iban";
import { CHANNELS, fiscalNumberNeeded, GENDERS, phoneCountriesFor } from "./profile";
import type { DeliveryAddress } from "../addresses/schemas";
import type { Customer } from "../customer/schemas";
import { orUnavailable } from "./page-read.server";
import { accountService } from "./account.server";

/**
 * The loaders of the account's settings pages (personal data, password, addresses, bank
 * details). Their reads rethrow (spec 8): a failed one is a 503 page (`orUnavailable`).
 */

/** An address the customer keeps, in the cart-side shape the address form and printed lines read. */
function asCartAddress(address: DeliveryAddress): CartAddress {
  return {
    id: address.id,
    firstName: address.firstName,
    lastName: address.lastName,
    address1: address.line1,
    address2: address.line2,
    address3: address.line3,
    address4: address.line4,
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
    phone: address.phoneNumber,
    phoneNumberCountry: address.phoneNumberCountry,
    addressQuality: address.quality,
    phoneQuality: address.phoneNumberQuality,
  };
}

/** The account's billing address (the street alone) as printed lines. */
function billingLines(address: BillingAddressInput, context: RequestContext): string[] {
  const { line1, line2, line3, line4, zipCode, city, country } = address;
  return addressLines(
    { address1: line1, address2: line2, address3: line3, address4: line4, zipCode, city, country },
    context.locale,
  );
}

const CHANNEL_LABELS = {
  EMAIL: m.account_channel_email,
  SMS: m.account_channel_sms,
  MAIL: m.account_channel_mail,
  NONE: m.account_channel_none,
} as const;
const GENDER_LABELS = { F: m.account_gender_f, M: m.account_gender_m, U: m.account_gender_u } as const;

/** The settings page: personal data, billing address and bank details at a glance, each with its page. */
export function loadSettings(context: RequestContext) {
  const options = { locale: context.locale.language };
  return orUnavailable(async () => {
    const [customer, billing, iban] = await Promise.all([
      accountService(context).customer(),
      accountService(context).billingAddress(),
      accountService(context).iban(),
    ]);
    return {
      person: {
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        email: customer.email,
        birthday: customer.birthday ? fullDate(context.locale, customer.birthday) : null,
        gender: customer.gender ? GENDER_LABELS[customer.gender]({}, options) : null,
        phone: customer.phoneNumber,
        channel: customer.preferredChannel ? CHANNEL_LABELS[customer.preferredChannel]({}, options) : null,
        fiscalNumber: fiscalNumberNeeded(context.locale.site) ? customer.fiscalNumber : null,
      },
      hasPassword: customer.hasPassword,
      billing: billing ? billingLines(billing, context) : null,
      iban: iban ? maskedIban(iban) : null,
    };
  });
}

/** The personal-data form, prefilled from the account. */
export function loadProfileForm(context: RequestContext) {
  const options = { locale: context.locale.language };
  return orUnavailable(async () => {
    const [customer, site] = await Promise.all([accountService(context).customer(), context.siteParams()]);
    return {
      values: profileValues(customer),
      email: customer.email,
      fiscalNumber: fiscalNumberNeeded(context.locale.site),
      // The customer's own phone country stays a choice, even where this site does not offer it.
      phoneCountries: phoneCountryChoices(
        context.locale,
        phoneCountriesFor(site.params.phoneNumberCountries, customer),
      ),
      genders: GENDERS.map((value) => ({ value, label: GENDER_LABELS[value]({}, options) })),
      channels: CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value]({}, options) })),
    };
  });
}

function profileValues(customer: Customer): Record<string, string> {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    gender: customer.gender ?? "",
    birthday: customer.birthday ?? "",
    phone: customer.phoneNumber ?? "",
    phoneCountry: customer.phoneNumberCountry ? (ALPHA2_TO_ALPHA3[customer.phoneNumberCountry] ?? "") : "",
    preferredChannel: customer.preferredChannel ?? "",
    fiscalNumber: customer.fiscalNumber ?? "",
  };
}

/** The password page exists for accounts with a password (hasPassword); others sign in through the provider only. */
export function loadPasswordForm(context: RequestContext) {
  return orUnavailable(async () => ({ hasPassword: (await accountService(context).customer()).hasPassword }));
}

/** The delivery addresses, favourite first, each in lines. */
export function loadDeliveryAddresses(context: RequestContext) {
  return orUnavailable(async () => ({
    addresses: (await accountService(context).deliveryAddresses()).map((address) => ({
      id: address.id,
      favorite: address.favorite,
      lines: addressLines(asCartAddress(address), context.locale),
    })),
  }));
}

/** A delivery address's form: empty (new, with the customer's name), or the address to change; an unknown id is a 404. */
export async function loadAddressForm(context: RequestContext, id: string | null) {
  const result = await orUnavailable(async () => {
    const [site, addresses, customer] = await Promise.all([
      context.siteParams(),
      accountService(context).deliveryAddresses(),
      accountService(context).customer(),
    ]);
    const address = id ? addresses.find((entry) => entry.id === id) : undefined;
    return {
      found: !id || Boolean(address),
      id: address?.id ?? null,
      favorite: address ? address.favorite : addresses.length === 0,
      values: address
        ? addressValues(asCartAddress(address))
        : { firstName: customer.firstName, lastName: customer.lastName, country: site.countryCodeISO2 },
      lines: address ? addressLines(asCartAddress(address), context.locale) : [],
      countries: countryChoices(context.locale, site.params.deliveryCountries),
      phoneCountries: phoneCountryChoices(context.locale, site.params.phoneNumberCountries),
    };
  });
  return "found" in result && !result.found ? data(result, { status: 404 }) : result;
}

/** The account's billing address form, prefilled. */
export function loadBillingForm(context: RequestContext) {
  return orUnavailable(async () => {
    const [site, billing] = await Promise.all([context.siteParams(), accountService(context).billingAddress()]);
    // Saved on a site that bills elsewhere: shown as it is, said why, and a blank form for one this site can bill to.
    const elsewhere = unbillableNotice(context.locale, billing?.country, site.params.billingCountries);
    const saved = billing
      ? {
          address1: billing.line1,
          address2: billing.line2,
          address3: billing.line3,
          zipCode: billing.zipCode,
          city: billing.city,
          country: billing.country,
        }
      : null;
    return {
      elsewhere:
        elsewhere && saved
          ? { message: elsewhere, lines: addressLines({ ...saved, address4: null }, context.locale) }
          : null,
      values: saved && !elsewhere ? addressValues(saved) : { country: site.countryCodeISO2 },
      countries: countryChoices(context.locale, site.params.billingCountries),
    };
  });
}

/** Bank details: the IBAN on file, in blocks of four. */
export function loadBankDetails(context: RequestContext) {
  return orUnavailable(async () => {
    const iban = await accountService(context).iban();
    return { iban: iban ? maskedIban(iban) : null };
  });
}

const SUBSCRIPTION_WORDS = {
  eTicket: [m.account_subscription_eticket, m.account_subscription_eticket_note],
  invitations: [m.account_subscription_invitations, m.account_subscription_invitations_note],
  newsletter: [m.account_subscription_newsletter, m.account_subscription_newsletter_note],
  survey: [m.account_subscription_survey, m.account_subscription_survey_note],
} as const;

/** The customer's visible subscriptions (spec 7), each a YES/NO opt-in in words. */
export function loadSubscriptions(context: RequestContext) {
  const options = { locale: context.locale.language };
  return orUnavailable(async () => ({
    subscriptions: (await accountService(context).subscriptions()).map((subscription) => {
      const [label, note] = SUBSCRIPTION_WORDS[subscription.type];
      return {
        type: subscription.type,
        label: label({}, options),
        note: note({}, options),
        checked: subscription.optin === "YES",
      };
    }),
  }));
}
