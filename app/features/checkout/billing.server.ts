import type { RequestContext } from "../../lib/request-context";
import { composedName, ALPHA2_TO_ALPHA3 } from "./address-rules";
import { addressValues, type AddressValues } from "./address-form.server";
import { orderSummary } from "./summary.server";
import { countryName } from "../stores/format";

/**
 * The billing step (funnel 3): the form prefilled from the cart's billing address, else the
 * account's, with the customer's name and phone; the site's billing and phone countries named
 * in the page's language; the summary beside it.
 */
export async function loadBilling(context: RequestContext) {
  const { locale } = context;
  const [cart, site, customer, account] = await Promise.all([context.cart.read(), context.siteParams(), context.cart.customer(), context.checkout.accountBilling()]);
  if (!cart) throw new Error("init-order lets no page through without a cart");
  const known: AddressValues = {
    firstName: composedName(customer?.firstName),
    lastName: composedName(customer?.lastName),
    country: site.params.billingCountries.includes(site.countryCodeISO2) ? site.countryCodeISO2 : site.params.billingCountries[0],
    phone: customer?.phoneNumber ?? undefined,
    phoneCountry: ALPHA2_TO_ALPHA3[customer?.phoneNumberCountry ?? site.countryCodeISO2],
  };
  const fromAccount = account
    ? { ...known, address1: account.line1, address2: account.line2 ?? undefined, address3: account.line3 ?? undefined, zipCode: account.zipCode, city: account.city, country: account.country }
    : known;
  const values = cart.billingAddress ? addressValues(cart.billingAddress, known) : fromAccount;
  return {
    version: cart.version,
    values: { ...values, firstName: composedName(values.firstName), lastName: composedName(values.lastName) },
    countries: site.params.billingCountries.map((code) => ({ value: code, label: countryName(locale, code) })),
    phoneCountries: site.params.phoneNumberCountries.flatMap((code) => (ALPHA2_TO_ALPHA3[code] ? [{ value: ALPHA2_TO_ALPHA3[code]!, label: countryName(locale, code) }] : [])),
    summary: orderSummary(cart, locale),
  };
}

export type BillingData = Awaited<ReturnType<typeof loadBilling>>;
