import type { ApiClient } from "../../api/client.server";
import { billingAddressSchema } from "../account/schemas";
import type { AuthSession } from "../auth/session.server";
import type { CartService } from "../cart/service.server";
import type { CartAddress } from "../cart/schemas";
import type { ShopDomainParams } from "../site/schemas";

/**
 * The checkout of one request, over the request's cart service (its cookie, version, 409 and 404
 * rules): the refresh before a step is shown, the billing address, and (as the steps land) the
 * delivery, the payment and the order. Writes answer the cart service's typed outcomes.
 */
export function createCheckoutService({ api, auth, cart, siteParams }: { api: ApiClient; auth: AuthSession; cart: CartService; siteParams: () => Promise<ShopDomainParams> }) {
  return {
    /** PUT refresh (spec 7): prices and stock as they are now, before a step is shown. */
    refresh: (version?: number) => cart.change(cart.call("carts/{id}/refresh", "PUT"), version),

    /** POST billing-address with the version the shopper's page showed. */
    setBilling: (address: CartAddress, version?: number) => cart.change(cart.call("carts-self/{id}/billing-address", "POST", address), version),

    /** POST shipping-method/{key} with the destination (a home address, a store, a pickup point or a locker). */
    setShipping: (key: string, address: CartAddress, version?: number) =>
      cart.change(cart.call(`carts-self/{id}/shipping-method/${encodeURIComponent(key)}`, "POST", address), version),

    /** The account's billing address (spec 7), to prefill the form; none when absent or failing. */
    async accountBilling() {
      if (!auth.signedIn()) return null;
      try {
        return await api.call("customers-self/addresses/billing", { schema: billingAddressSchema.nullable() });
      } catch {
        return null;
      }
    },

    siteParams,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
