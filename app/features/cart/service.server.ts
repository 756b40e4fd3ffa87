import type { ApiClient } from "../../api/client.server";
import { errorCodeOf } from "../../api/errors";
import type { Customer } from "../customer/schemas";
import type { CustomerReader } from "../customer/customer.server";
import { cartSchema, type Cart } from "../cart-model/schemas";
import {
  cartFailure,
  type CartFailureCode,
  type CartOutcome,
  type SessionCart,
} from "../cart-model/session-cart.server";
import { z } from "zod";
import { missingUnits, type SharedItem } from "./share";
import { requestScoped } from "../../lib/request-context";
import { customerReader } from "../customer/customer.server";
import { sessionCart } from "../cart-model/session-cart.server";

export type { CartOutcome } from "../cart-model/session-cart.server";

/**
 * The cart page's service: one named method per thing a shopper does to a cart, each owning its
 * backend path (spec 7) and written through the session cart (its version, 409, 404 and turn
 * rules: features/cart-model/session-cart.server.ts). Methods answer typed outcomes, never
 * throw for a backend refusal.
 */

export type EmptyOutcome = { ok: true } | { ok: false; code: CartFailureCode; status: number; message: string };

export interface GiftCardInput {
  /** In cents. */
  amount: number;
  recipientEmail: string | null;
  message: string | null;
}

export type CartService = ReturnType<typeof createCartService>;

export function createCartService({
  api,
  session,
  customer,
}: {
  api: ApiClient;
  session: SessionCart;
  customer: CustomerReader;
}) {
  const { call, change, changeOrCreate, write } = session;
  const add = (sku: string) => changeOrCreate(call(`carts/{id}/products/${encodeURIComponent(sku)}`, "POST"));
  const promo = (code: string) => `carts/{id}/promo-code/${encodeURIComponent(code)}`;

  return {
    /** The cart this request knows: read once, then replaced by the answer of every change. */
    read: (): Promise<Cart | null> => session.read(),
    /** The signed-in customer (memoised with the request), or null. */
    customer: (): Promise<Customer | null> => customer.signedIn(),
    /** The cart became an order: this browser starts without a cart. */
    forget: session.forget,
    /**
     * Runs several reads and writes in this session's one turn (decision 102): writes of one
     * browser never overlap, and a write that arrives before the cart cookie of an earlier one
     * joins that cart. Each write takes the turn by itself too; this holds it across them.
     */
    inTurn: session.inTurn,

    add,

    /** Undo of a removal: the sku comes back with the quantity it had (within stock). */
    async restoreLine(sku: string, quantity: number): Promise<CartOutcome> {
      return session.inTurn(async () => {
        const added = await add(sku);
        if (!added.ok || quantity <= 1) return added;
        const line = added.cart.lineItems.find((entry) => entry.sku === sku);
        if (!line || line.quantity >= quantity) return added;
        const target = Math.min(quantity, Math.max(line.availableQuantity, line.quantity));
        return write(`carts/{id}/products/${line.lineId}/quantity/${target}`, "PUT", undefined, added.cart.version);
      });
    },

    /** Quantity of a line; after a 409 the difference the shopper made is applied to the fresh quantity. */
    setQuantity({
      lineId,
      quantity,
      seenQuantity,
      version,
    }: {
      lineId: string;
      quantity: number;
      seenQuantity?: number;
      version?: number;
    }): Promise<CartOutcome> {
      return change((cart, reloaded) => {
        const fresh = reloaded?.lineItems.find((line) => line.lineId === lineId);
        const target =
          fresh && seenQuantity !== undefined
            ? Math.min(Math.max(1, fresh.quantity + quantity - seenQuantity), Math.max(1, fresh.availableQuantity))
            : quantity;
        return call(`carts/{id}/products/${lineId}/quantity/${target}`, "PUT")(cart);
      }, version);
    },

    removeLine: (lineId: string, version?: number) =>
      write(`carts/{id}/products/${lineId}`, "DELETE", undefined, version),
    addPromo: (code: string, version?: number) => write(promo(code), "POST", undefined, version),
    removePromo: (code: string, version?: number) => write(promo(code), "DELETE", undefined, version),
    addLoyaltyCard: (version?: number) => write("carts-self/{id}/loyalty-card", "POST", undefined, version),
    removeLoyaltyCard: (version?: number) => write("carts-self/{id}/loyalty-card", "DELETE", undefined, version),

    /** PUT loyalty-offers takes no version (spec 7): the cart is read first, for its id. */
    saveLoyaltyOffers: (offerIds: string[]) =>
      change((current) =>
        api.callWithStatus(`carts-self/${current.id}/loyalty-offers`, {
          method: "PUT",
          body: { loyaltyOfferIds: offerIds },
          schema: cartSchema,
        }),
      ),

    /** A gift card bought: it makes a cart when there is none. */
    addGiftCard: (giftCard: GiftCardInput) => changeOrCreate(call("carts/{id}/gift-card", "POST", { giftCard })),
    removeGiftCard: (giftCardId: string, version?: number) =>
      write(`carts/{id}/gift-card/${encodeURIComponent(giftCardId)}`, "DELETE", undefined, version),

    /** A donation of `amount` (0 removes it). */
    setDonation: (donationId: string, amount: number, version?: number) =>
      write("carts/{id}/donation", "POST", { donationId, amount }, version),

    /** A shared cart's sizes added at once (one sku per unit); it makes a cart when there is none. */
    addSkus: (skus: string[]) => changeOrCreate(call("carts/{id}/products-list/", "POST", { skus })),

    /**
     * A shared cart accepted (decision 176): each sku brought up to its quantity, never beyond.
     * What is missing is counted against the cart as it is in the session's turn, and again
     * against the reloaded cart after a 409, so a second accept of the same lines (a double tap,
     * a resubmitted post, a parallel one, the back button) adds nothing. It makes a cart when
     * there is none. `added` counts the units the backend took, `refused` the skus it did not.
     */
    addUpTo(wanted: readonly SharedItem[]): Promise<{ outcome: CartOutcome; added: number; refused: string[] }> {
      return session.inTurn(async () => {
        const current = await session.read().catch(() => null);
        if (current && missingUnits(wanted, current).length === 0)
          return { outcome: { ok: true, cart: current, status: 200 }, added: 0, refused: [] };
        let sent = 0;
        const outcome = await changeOrCreate(async (cart, reloaded) => {
          // The cart written may not be the one read: just made, the session's cart joined (a
          // parallel accept made it), or changed since (a 409).
          const base =
            reloaded ??
            (current?.id === cart.id && current.version === cart.version ? current : await session.fetchById(cart.id));
          const skus = missingUnits(wanted, base);
          sent = skus.length;
          if (skus.length === 0) return { status: 200, data: base };
          return call("carts/{id}/products-list/", "POST", { skus })(base);
        });
        // skusNotAdded (one sku per refused unit) is about the products-list call this answers, when it made one.
        const refused = outcome.ok && sent > 0 ? outcome.cart.skusNotAdded : [];
        return { outcome, added: outcome.ok ? sent - refused.length : 0, refused: [...new Set(refused)] };
      });
    },

    /**
     * "Empty my cart" (R7.21): DELETE /carts/{id}?version, then this browser has no cart. The shopper
     * confirmed emptying: after a 409 the newer cart is emptied too. A cart already gone is empty.
     */
    empty(seenVersion?: number): Promise<EmptyOutcome> {
      return session.inTurn(async () => {
        const id = session.currentId();
        if (!id) return { ok: true };
        const remove = (version: number) =>
          api.call(`carts/${id}`, { method: "DELETE", query: { version }, schema: z.unknown() });
        try {
          try {
            await remove(seenVersion ?? (await session.fetchById(id)).version);
          } catch (error) {
            if (errorCodeOf(error) !== "version-conflict") throw error;
            await remove((await session.fetchById(id)).version);
          }
        } catch (error) {
          if (errorCodeOf(error) !== "cart-not-found") return cartFailure(error);
        }
        session.forget();
        return { ok: true };
      });
    },

    /** Merge at sign-in (spec 4); answers whether the backend merged two carts (226). */
    mergeOnSignIn(): Promise<{ merged: boolean }> {
      return session.inTurn(async () => {
        const signedIn = await customer.signedIn();
        if (!signedIn) return { merged: false };
        const id = session.currentId();
        const browserCart = id ? await session.fetchById(id).catch(() => null) : null;
        if (id && browserCart?.customer.customerId && browserCart.customer.customerId !== signedIn.customerId) {
          // Another customer's cart never joins this one.
          session.forget();
        } else if (id) {
          try {
            const { status, data } = await api.callWithStatus("carts/merge", {
              method: "POST",
              body: { cartId: id, customer: { customerId: signedIn.customerId } },
              schema: cartSchema,
            });
            session.remember(data);
            return { merged: status === 226 };
          } catch (error) {
            if (errorCodeOf(error) !== "cart-not-found") return { merged: false };
            session.forget();
          }
        }
        const own = await api.call("carts-self", { schema: cartSchema }).catch(() => null);
        if (own) session.remember(own);
        return { merged: false };
      });
    },
  };
}

/** The request's cart service (spec 7.4): the shopper's cart, through the session cart. */
export const cartService = requestScoped((context) =>
  createCartService({ api: context.api, session: sessionCart(context), customer: customerReader(context) }),
);
