import type { RequestContext } from "../../lib/request-context";
import { isPlaceMethod, PLACE_METHODS } from "../../features/cart/delivery";
import type { Cart } from "../../features/cart-model/schemas";
import { checkoutService } from "../../features/checkout/checkout.server";
import { accountService } from "../../features/account/account.server";
import { parseFinderQuery } from "../../features/stores/finder-query.server";
import { storeService } from "../../features/stores/stores.server";

/**
 * Where a linked customer's order may go (decision 202), as UCP's fulfillment extension lists
 * destinations: her saved addresses for home delivery, or the pickup points, lockers and stores
 * around where she is.
 */

/** A place an order can go, as UCP's fulfillment extension lists destinations. */
export interface Destination {
  id: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  street_address: string;
  address_locality: string;
  postal_code: string;
  address_country: string;
}

/** The postcode places are searched around: the buyer's (UCP context), else the cart's billing one, else the account's. */
export async function placeSearchTerm(
  context: RequestContext,
  cart: Cart,
  near: string | null,
): Promise<string | null> {
  if (near) return near;
  if (cart.billingAddress?.zipCode) return cart.billingAddress.zipCode;
  const account = await checkoutService(context)
    .accountBilling()
    .catch(() => null);
  return account?.zipCode ?? null;
}

async function placesFor(context: RequestContext, cart: Cart, method: keyof typeof PLACE_METHODS, near: string | null) {
  const term = await placeSearchTerm(context, cart, near);
  if (!term) return [];
  const site = await context.siteParams();
  const found = await storeService(context).search(
    PLACE_METHODS[method],
    parseFinderQuery(new URLSearchParams({ q: term })),
    {
      context: "CHECKOUT",
      countryCode: site.countryCodeISO2,
    },
  );
  return found.ok ? found.places.slice(0, 10) : [];
}

/** Where the chosen option can go for this customer: none before an option is chosen. */
export async function destinationsFor(
  context: RequestContext,
  cart: Cart,
  option: string | null,
  near: string | null,
): Promise<Destination[]> {
  if (!option) return [];
  if (isPlaceMethod(option))
    return (await placesFor(context, cart, option, near)).map((place) => ({
      id: place.id,
      name: place.name,
      street_address: [place.address.line1, place.address.line2].filter(Boolean).join(", "),
      address_locality: place.address.city,
      postal_code: place.address.zipCode,
      address_country: place.address.countryCode,
    }));
  const site = await context.siteParams();
  const saved = await accountService(context).deliveryAddressesIn(site.countryCodeISO2);
  return saved.map((address) => ({
    id: address.id,
    first_name: address.firstName,
    last_name: address.lastName,
    street_address: [address.line1, address.line2, address.line3, address.line4].filter(Boolean).join(", "),
    address_locality: address.city,
    postal_code: address.zipCode,
    address_country: address.country,
  }));
}
