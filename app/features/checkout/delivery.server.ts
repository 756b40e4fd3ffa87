import { logWarning } from "../../lib/log.server";
import { formatMoney } from "../../lib/money";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { DeliveryAddress } from "../addresses/schemas";
import {
  deliveryEstimates,
  EMAIL_METHOD,
  HOME_METHODS,
  isHomeMethod,
  isPlaceMethod,
  PLACE_METHODS,
  usableMethods,
  type PlaceMethod,
} from "../cart/delivery";
import type { Cart } from "../cart-model/schemas";
import type { FinderData } from "../stores/finder-data";
import { loadFinder } from "../stores/finder.server";
import { ALPHA2_TO_ALPHA3, composedName } from "../addresses/address-rules";
import { addressValues, countryChoices, phoneCountryChoices } from "../addresses/address-form.server";
import { stepAfterDelivery } from "./steps";
import { cartAtStep } from "./steps.server";
import { orderSummary } from "../cart-model/summary.server";
import { arrivalText } from "../cart-model/delivery-promise";
import { accountService } from "../account/account.server";
import { cartService } from "../cart/service.server";
import { shippingMethods } from "../cart-model/shipping-methods.server";

export { EMAIL_METHOD, HOME_METHODS, isHomeMethod, isPlaceMethod, PLACE_METHODS, usableMethods, type PlaceMethod };
/** Said by each method of the step, and by the overview and the confirmation (cart-model/delivery-promise.ts). */
export { arrivalText };

/** The delivery country: the one asked (`?country=`), else the cart's, else the billing one, else the site's. */
export function deliveryCountry(
  asked: string | null,
  cart: Cart,
  deliveryCountries: string[],
  siteCountry: string,
): string {
  const candidates = [asked?.toUpperCase(), cart.shippingAddress?.country, cart.billingAddress?.country, siteCountry];
  return (
    candidates.find((code): code is string => Boolean(code && deliveryCountries.includes(code))) ??
    deliveryCountries[0] ??
    siteCountry
  );
}

/** Before any search, the places around the billing address (its postcode) in the delivery country. */
function aroundBilling(url: URL, billing: Cart["billingAddress"], country: string): URL {
  if (url.searchParams.get("q") || url.searchParams.get("near") || !billing || billing.country !== country) return url;
  const around = new URL(url);
  around.searchParams.set("q", billing.zipCode);
  return around;
}

/** The customer's delivery addresses in one country, the favourite first (R7.10: none on error). */
export function savedAddresses(context: RequestContext, country: string): Promise<DeliveryAddress[]> {
  return accountService(context).deliveryAddressesIn(country);
}

/**
 * The delivery step (funnel 4): the methods for the delivery country with their prices (free
 * above the threshold, the cheapest marked) and arrival dates; for home and express the saved
 * addresses (favourite first) or a new one; for store, pickup point and locker the place finder.
 * Reached before the billing address is known, it sends the shopper there.
 */
export async function loadDelivery(context: RequestContext, url: URL) {
  const { locale } = context;
  const [cart, site, customer] = await Promise.all([
    cartAtStep(context, "delivery"),
    context.siteParams(),
    cartService(context).customer(),
  ]);
  const country = deliveryCountry(
    url.searchParams.get("country"),
    cart,
    site.params.deliveryCountries,
    site.countryCodeISO2,
  );
  const methods = await shippingMethods(context, cart.id, country).catch((error: unknown) => {
    logWarning({ message: "Shipping methods unavailable", status: 502, url: url.href, cause: String(error) });
    return null;
  });
  // Free delivery compares the total before delivery (spec 9).
  const beforeShipping = cart.totalPrice.centAmount - (cart.shippingInfo?.price.centAmount ?? 0);
  const offered = usableMethods(methods ?? [], cart, site.params.freeCartCriteria);
  const estimates = deliveryEstimates(offered, beforeShipping);
  const asked = url.searchParams.get("method");
  const method =
    estimates.find((estimate) => estimate.key === asked)?.key ??
    estimates.find((estimate) => estimate.key === cart.shippingInfo?.shippingMethodKey)?.key ??
    // Home delivery is what most shoppers want; the cheapest is marked, not imposed.
    estimates.find((estimate) => estimate.key === "NO")?.key ??
    estimates[0]?.key ??
    null;
  const now = new Date();
  const money = (cents: number) => formatMoney(cents, cart.totalPrice.currencyCode, locale.hrefLang);
  const billing = cart.billingAddress;
  const phoneRequired = method ? Boolean(site.params.phoneNumberByShippingMethod[method]) : false;
  const [addresses, finder] = await Promise.all([
    method && isHomeMethod(method) ? savedAddresses(context, country) : Promise.resolve([]),
    method && isPlaceMethod(method)
      ? loadFinder(context, aroundBilling(url, billing, country), {
          kind: PLACE_METHODS[method],
          context: "CHECKOUT",
          countryCode: country,
        })
      : Promise.resolve(null),
  ]);
  // The page needs the places in words only; the raw answers stay on the server.
  const finderData: FinderData | null = finder ? (({ found: _found, ...words }) => words)(finder) : null;
  return {
    version: cart.version,
    country,
    countries: countryChoices(locale, site.params.deliveryCountries),
    methodsFailed: methods === null,
    methods: estimates.map((estimate) => ({
      key: estimate.key,
      name: estimate.name,
      price: estimate.free ? m.checkout_delivery_free({}, { locale: locale.language }) : money(estimate.price),
      regularPrice: estimate.free && estimate.regularPrice > 0 ? money(estimate.regularPrice) : null,
      cheapest: estimate.cheapest,
      arrival: arrivalText(estimate.deliveryDays, locale, now),
    })),
    method,
    phoneRequired,
    addresses: addresses.map((address) => ({
      id: address.id,
      name: `${composedName(address.firstName)} ${composedName(address.lastName)}`,
      lines: [address.line1, address.line2, address.line3, address.line4, `${address.zipCode} ${address.city}`].filter(
        (line): line is string => Boolean(line),
      ),
      favorite: address.favorite,
    })),
    /** A new address starts from the billing one, in the delivery country. */
    values: {
      ...addressValues(billing),
      firstName: composedName(billing?.firstName ?? customer?.firstName),
      lastName: composedName(billing?.lastName ?? customer?.lastName),
      country,
      phoneCountry: ALPHA2_TO_ALPHA3[billing?.phoneNumberCountry ?? country],
    },
    phone: billing?.phone ?? customer?.phoneNumber ?? "",
    /** High-street pickup names who collects the parcel. */
    receiver: method === "HSP",
    finder: finderData,
    phoneCountries: phoneCountryChoices(locale, site.params.phoneNumberCountries),
    summary: orderSummary(cart, locale),
    next: stepAfterDelivery(site.params.funnel.overview),
  };
}

export type DeliveryData = Awaited<ReturnType<typeof loadDelivery>>;
