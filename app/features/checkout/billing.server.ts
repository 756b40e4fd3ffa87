import type { RequestContext } from "../../lib/request-context";
import { orServiceUnavailable } from "../../lib/service-unavailable.server";
import { composedName, ALPHA2_TO_ALPHA3 } from "../addresses/address-rules";
import { addressValues, countryChoices, phoneCountryChoices, unbillableNotice } from "../addresses/address-form.server";
import type { AddressValues } from "../addresses/address-fields";
import { cartAtStep } from "./steps.server";
import { orderSummary } from "../cart-model/summary.server";
import { cartService } from "../cart/service.server";
import { checkoutService } from "./checkout.server";

/**
 * The billing step (funnel 3): the form prefilled from the cart's billing address, else the
 * account's, with the customer's name and phone; the site's billing and phone countries named
 * in the page's language; the summary beside it.
 */
export async function loadBilling(context: RequestContext) {
  const { locale } = context;
  const [cart, site, customer] = await Promise.all([
    cartAtStep(context, "billing"),
    context.siteParams(),
    cartService(context).customer(),
  ]);
  // Read only when the cart has none yet; a failing read is the step's error page, never a blank form (R8.13).
  const account = cart.billingAddress
    ? null
    : await orServiceUnavailable(checkoutService(context).accountBilling(), "Billing address");
  const known: AddressValues = {
    firstName: composedName(customer?.firstName),
    lastName: composedName(customer?.lastName),
    country: site.params.billingCountries.includes(site.countryCodeISO2)
      ? site.countryCodeISO2
      : site.params.billingCountries[0],
    phone: customer?.phoneNumber ?? undefined,
    phoneCountry: ALPHA2_TO_ALPHA3[customer?.phoneNumberCountry ?? site.countryCodeISO2],
  };
  // The account's address, unless the site cannot bill there (then the form starts blank, saying why).
  const elsewhere = cart.billingAddress
    ? null
    : unbillableNotice(locale, account?.country, site.params.billingCountries);
  const fromAccount =
    account && !elsewhere
      ? {
          ...known,
          address1: account.line1,
          address2: account.line2 ?? undefined,
          address3: account.line3 ?? undefined,
          zipCode: account.zipCode,
          city: account.city,
          country: account.country,
        }
      : known;
  const values = cart.billingAddress ? addressValues(cart.billingAddress, known) : fromAccount;
  return {
    version: cart.version,
    elsewhere,
    values: { ...values, firstName: composedName(values.firstName), lastName: composedName(values.lastName) },
    countries: countryChoices(locale, site.params.billingCountries),
    phoneCountries: phoneCountryChoices(locale, site.params.phoneNumberCountries),
    summary: orderSummary(cart, locale),
  };
}

export type BillingData = Awaited<ReturnType<typeof loadBilling>>;
