import type { ApiClient } from "../../api/client.server";
import { errorCodeOf, nullIfNotFound, type BackendErrorCode } from "../../api/errors";
import { z } from "zod";
import { billingAddressSchema } from "../addresses/schemas";
import { cartSchema, providerPaymentAnswerSchema, tokenPaymentAnswerSchema } from "../cart-model/schemas";
import type { AuthSession } from "../auth/session.server";
import type { SessionCart } from "../cart-model/session-cart.server";
import type { CartAddress } from "../cart-model/schemas";
import { requestScoped } from "../../lib/request-context";
import { sessionCart } from "../cart-model/session-cart.server";

export type ValidateOutcome = { ok: true; orderNumber: string } | { ok: false; code: BackendErrorCode | "no-cart" };

const paymentStatusSchema = z.object({
  paymentId: z.string(),
  resultCode: z.string(),
  amount: z.number().int(),
  paymentProduct: z.string(),
});

/**
 * The checkout of one request, over the request's cart service (its cookie, version, 409 and 404
 * rules): the refresh before a step is shown, the billing address, and (as the steps land) the
 * delivery, the payment and the order. Writes answer the cart service's typed outcomes.
 */
export function createCheckoutService({ api, auth, cart }: { api: ApiClient; auth: AuthSession; cart: SessionCart }) {
  return {
    /** PUT refresh (spec 7): prices and stock as they are now, before a step is shown. */
    refresh: (version?: number) => cart.write("carts/{id}/refresh", "PUT", undefined, version),

    /** POST billing-address with the version the shopper's page showed. */
    setBilling: (address: CartAddress, version?: number) =>
      cart.write("carts-self/{id}/billing-address", "POST", address, version),

    /** POST shipping-method/{key} with the destination (a home address, a store, a pickup point or a locker). */
    setShipping: (key: string, address: CartAddress, version?: number) =>
      cart.write(`carts-self/{id}/shipping-method/${encodeURIComponent(key)}`, "POST", address, version),

    /** High-street pickup: the receiver and the store (POST shipping-method-hsp). */
    setHighStreetPickup: (
      receiver: { firstName: string; lastName: string; phone: string; storeId: string },
      version?: number,
    ) => cart.write("carts-self/{id}/shipping-method-hsp", "POST", receiver, version),

    /** Part or all of the amount paid with a gift card (POST gift-cards/{id}); removing it gives the amount back to pay. */
    payWithGiftCard: (code: string, amount: number, version?: number) =>
      cart.write(`carts-self/{id}/gift-cards/${encodeURIComponent(code)}`, "POST", { amount }, version),
    removeGiftCardPayment: (code: string, version?: number) =>
      cart.write(`carts-self/{id}/gift-cards/${encodeURIComponent(code)}`, "DELETE", undefined, version),

    /** The subscriptions the shopper may take with this order (spec 7); none when the site has none or the call fails. */
    async transactionSubscriptions(withLoyaltyCard: boolean) {
      if (!auth.signedIn()) return [];
      return api
        .call("customers-self/transaction-subscriptions", {
          query: { isLoyaltyCardInTransaction: withLoyaltyCard },
          schema: z.array(z.object({ type: z.string(), optin: z.boolean() })),
        })
        .catch(() => []);
    },

    /** PUT carts-self subscriptions: what the shopper ticked, sent with the order. */
    setSubscriptions: (types: string[], version?: number) =>
      cart.write("carts-self/{id}/subscriptions", "PUT", { subscriptions: types.map((type) => ({ type })) }, version),

    /** The internal provider (spec 3): paid without leaving the site, the amount the cart's own. */
    payInternal: (paymentProduct: string, amount: number, version?: number) =>
      cart.write("carts-self/{id}/payments", "POST", { paymentProduct, amount }, version),

    /** The card provider variant: where to send the shopper, and which payment to read back on return. */
    payWithProvider(provider: string, paymentProduct: string, amount: number, returnUrl: string) {
      return cart.inTurn(async () => {
        const current = await cart.read();
        if (!current) return null;
        return api.call(`carts-self/${current.id}/payments/${provider}`, {
          method: "POST",
          query: { version: current.version },
          body: { paymentProduct, amount, returnUrl },
          schema: providerPaymentAnswerSchema,
        });
      });
    },

    /**
     * A card the provider's vault holds (an agent's payment, decision 202), paid server to server:
     * authorised, refused, or a 3-D Secure challenge whose answer `paymentDetails` reads.
     */
    payWithToken(provider: string, paymentProduct: string, amount: number, paymentToken: string, returnUrl: string) {
      return cart.inTurn(async () => {
        const current = await cart.read();
        if (!current) return null;
        const paid = await api.call(`carts-self/${current.id}/payments/${provider}`, {
          method: "POST",
          query: { version: current.version },
          body: { paymentProduct, amount, paymentToken, returnUrl },
          schema: tokenPaymentAnswerSchema,
        });
        cart.remember(paid.cart);
        return paid;
      });
    },

    /** A challenged payment's answer, once the cardholder came back from the issuer's page. */
    paymentDetails(paymentId: string) {
      return cart.inTurn(async () => {
        const current = await cart.read();
        if (!current) return null;
        const answered = await api.call(`carts-self/${current.id}/payments/${encodeURIComponent(paymentId)}/details`, {
          method: "POST",
          schema: tokenPaymentAnswerSchema,
        });
        cart.remember(answered.cart);
        return answered;
      });
    },

    /**
     * The order a cart became, when the shopper's cart is gone: a provider's return loaded again
     * after it placed the order (back, reload) shows that order, never "payment failed".
     */
    async orderOf(cartId: string): Promise<string | null> {
      if (!auth.signedIn() || !/^[\w-]{1,64}$/.test(cartId)) return null;
      const ordered = await api.call(`carts/${encodeURIComponent(cartId)}`, { schema: cartSchema }).catch(() => null);
      return ordered?.orderNumber ?? null;
    },

    /** The payment as the backend knows it: the provider's return is trusted only through this. */
    async paymentStatus(paymentId: string) {
      const current = await cart.read();
      if (!current) return null;
      return api
        .call(`carts-self/${current.id}/payments/${encodeURIComponent(paymentId)}`, { schema: paymentStatusSchema })
        .catch(() => null);
    },

    /**
     * POST validate (spec 4): the order. Never retried: the version makes it idempotent (a second
     * submit of the same version is a 409), and a cart already ordered answers its order number.
     */
    validate(version?: number): Promise<ValidateOutcome> {
      // In the session's turn: no cart write of this browser runs beside the order.
      return cart.inTurn(async (): Promise<ValidateOutcome> => {
        const current = await cart.read();
        if (!current) return { ok: false, code: "no-cart" };
        if (current.orderNumber) return { ok: true, orderNumber: current.orderNumber };
        try {
          const ordered = await api.call(`carts-self/${current.id}/validate`, {
            method: "POST",
            query: { version: version ?? current.version },
            schema: cartSchema,
          });
          cart.forget();
          return ordered.orderNumber
            ? { ok: true, orderNumber: ordered.orderNumber }
            : { ok: false, code: "bad-answer" };
        } catch (error) {
          const code = errorCodeOf(error);
          if (code === "version-conflict") {
            // Submitted twice: the first submit may have ordered it.
            const fresh = await api.call(`carts/${current.id}`, { schema: cartSchema }).catch(() => null);
            if (fresh?.orderNumber) {
              cart.forget();
              return { ok: true, orderNumber: fresh.orderNumber };
            }
          }
          return { ok: false, code };
        }
      });
    },

    /**
     * The account's billing address, to prefill the form: none when signed out or when the
     * customer has none (404); any other failure is rethrown (spec 8, R8.13), for the step to say.
     */
    async accountBilling() {
      if (!auth.signedIn()) return null;
      return nullIfNotFound(api.call("customers-self/addresses/billing", { schema: billingAddressSchema.nullable() }));
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** The request's checkout service: the same session cart the cart service writes. */
export const checkoutService = requestScoped((context) =>
  createCheckoutService({ api: context.api, auth: context.auth, cart: sessionCart(context) }),
);
