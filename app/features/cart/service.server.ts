import type { ApiClient, HttpMethod } from "../../api/client.server";
import { errorCodeOf, isApiError, NO_KNOWN_CART, type BackendErrorCode } from "../../api/errors";
import { cartIdSchema } from "../../lib/cookie-schemas";
import type { CookieJar } from "../../lib/cookie-jar";
import { COOKIE_MAX_AGE, type CookieNames } from "../../lib/cookies";
import type { CustomerReader } from "../customer/customer.server";
import type { Customer } from "../customer/schemas";
import type { AuthSession } from "../auth/session.server";
import { cartCreationBody } from "../cart-model/creation";
import { cartSchema, type Cart } from "../cart-model/schemas";
import { z } from "zod";
import type { CartWriteQueue } from "./write-queue.server";

/**
 * The cart of one request (spec 4 lifecycle, spec 8 rules), built once by the request context:
 * no cart until the first add; creation sends the signed-in customer's fields and, on 406,
 * fetches their existing cart; every change sends the version the shopper saw and its answer
 * becomes the request's cart; a 409 reloads the cart and retries once; 404 'No cart found for
 * id' forgets the cart and its cookie; a change without a cart fails with 'No known cart in
 * store'. The cart id lives in a 30-day cookie. Methods answer typed outcomes, never throw
 * for a backend refusal.
 */

export type CartFailureCode = BackendErrorCode | "no-cart";
export type CartOutcome =
  | { ok: true; cart: Cart; status: number }
  | { ok: false; code: CartFailureCode; status: number; message: string };

export type EmptyOutcome = { ok: true } | { ok: false; code: CartFailureCode; status: number; message: string };

/** One backend change; after a 409 it also gets the reloaded cart, to re-apply relative changes. */
export type CartChange = (
  cart: { id: string; version: number },
  reloaded?: Cart,
) => Promise<{ status: number; data: Cart }>;

export interface CartService {
  /** The cart this request knows: read once, then replaced by the answer of every change. */
  read(): Promise<Cart | null>;
  /** The signed-in customer (memoised with the request), or null. */
  customer(): Promise<Customer | null>;
  /** A change of the existing cart; `seenVersion` is the version the shopper's page showed. */
  change(change: CartChange, seenVersion?: number): Promise<CartOutcome>;
  /** A change that needs a cart, creating one first, and starting again if it is gone. */
  changeOrCreate(change: CartChange): Promise<CartOutcome>;
  /** `{id}` in the path stands for the cart id; the version goes in the query. */
  call(path: string, method: HttpMethod, body?: unknown): CartChange;
  add(sku: string): Promise<CartOutcome>;
  /** Undo of a removal: the sku comes back with the quantity it had (within stock). */
  restoreLine(sku: string, quantity: number): Promise<CartOutcome>;
  /** Quantity of a line; after a 409 the difference the shopper made is applied to the fresh quantity. */
  setQuantity(input: {
    lineId: string;
    quantity: number;
    seenQuantity?: number;
    version?: number;
  }): Promise<CartOutcome>;
  /** Merge at sign-in (spec 4); answers whether the backend merged two carts (226). */
  mergeOnSignIn(): Promise<{ merged: boolean }>;
  /** The cart became an order: this browser starts without a cart. */
  forget(): void;
  /**
   * "Empty my cart" (R7.21): DELETE /carts/{id}?version, then this browser has no cart. The shopper
   * confirmed emptying: after a 409 the newer cart is emptied too. A cart already gone is empty.
   */
  empty(seenVersion?: number): Promise<EmptyOutcome>;
  /**
   * Runs one cart write in this session's turn (decision 102): writes of one browser never
   * overlap, and a write that arrives before the cart cookie of an earlier one joins that cart.
   */
  inTurn<T>(write: () => Promise<T>): Promise<T>;
}

export interface CartServiceOptions {
  api: ApiClient;
  auth: AuthSession;
  customer: CustomerReader;
  cookies: CookieJar;
  names: CookieNames;
  /** The session's turns for cart writes, and the session (the anonymous id); none: no turns. */
  turns?: { queue: CartWriteQueue; session: string };
}

/** A failed call as an outcome; what is not a backend answer is a programming error and is thrown. */
function failure(error: unknown): CartOutcome & { ok: false } {
  if (!isApiError(error)) throw error;
  return { ok: false, code: error.code, status: error.status, message: error.message };
}

export function createCartService({ api, auth, customer, cookies, names, turns }: CartServiceOptions): CartService {
  let known: Promise<Cart | null> | undefined;

  const currentId = () => {
    const parsed = cartIdSchema.safeParse(cookies.get(names.cart));
    return parsed.success ? parsed.data : undefined;
  };
  const remember = (cart: Cart) => {
    if (cookies.get(names.cart) !== cart.id) cookies.set(names.cart, cart.id, { maxAge: COOKIE_MAX_AGE.cart });
    known = Promise.resolve(cart);
  };
  const forget = () => {
    known = Promise.resolve(null);
    cookies.clear(names.cart);
  };
  const fetchById = (id: string) => api.call(`carts/${id}`, { schema: cartSchema });

  async function load(): Promise<Cart | null> {
    const id = currentId();
    if (!id) return null;
    try {
      const cart = await fetchById(id);
      // A customer's cart stays with their session: once signed out (logout, expired session,
      // a shared device), this browser forgets it instead of showing or changing it.
      if (cart.customer.customerId && !auth.signedIn()) {
        forget();
        return null;
      }
      return cart;
    } catch (error) {
      if (errorCodeOf(error) !== "cart-not-found") throw error;
      forget();
      return null;
    }
  }

  async function create(): Promise<Cart> {
    const signedIn = await customer.signedIn();
    try {
      return await api.call("carts", { method: "POST", body: cartCreationBody(signedIn), schema: cartSchema });
    } catch (error) {
      if (signedIn && errorCodeOf(error) === "cart-exists") return api.call("carts-self", { schema: cartSchema });
      throw error;
    }
  }

  async function change(apply: CartChange, seenVersion?: number): Promise<CartOutcome> {
    const id = currentId();
    if (!id) return { ok: false, code: "no-cart", status: 409, message: NO_KNOWN_CART };
    const gone = (): CartOutcome => {
      forget();
      return { ok: false, code: "cart-not-found", status: 404, message: `No cart found for id ${id}` };
    };
    try {
      const version = seenVersion ?? (await fetchById(id)).version;
      const { status, data } = await apply({ id, version });
      remember(data);
      return { ok: true, cart: data, status };
    } catch (error) {
      if (errorCodeOf(error) === "cart-not-found") return gone();
      if (errorCodeOf(error) !== "version-conflict") return failure(error);
    }
    // 409: the cart changed since the shopper's page showed it; reload it and retry once.
    try {
      const fresh = await fetchById(id);
      const { status, data } = await apply({ id: fresh.id, version: fresh.version }, fresh);
      remember(data);
      return { ok: true, cart: data, status };
    } catch (error) {
      return errorCodeOf(error) === "cart-not-found" ? gone() : failure(error);
    }
  }

  /** Joins the cart an earlier write of this session made, if it is still this shopper's to change. */
  async function joinSessionCart(id: string): Promise<void> {
    const cart = await fetchById(id).catch(() => null);
    if (!cart) return;
    // A cart that became a customer's (merged at sign-in) is not joined once signed out.
    if (cart.customer.customerId && (await customer.signedIn())?.customerId !== cart.customer.customerId) return;
    remember(cart);
  }

  async function changeOrCreate(apply: CartChange): Promise<CartOutcome> {
    try {
      if (!currentId() && sessionCart) await joinSessionCart(sessionCart);
      if (!currentId()) remember(await create());
      const outcome = await change(apply);
      if (outcome.ok || outcome.code !== "cart-not-found") return outcome;
      remember(await create());
      return await change(apply);
    } catch (error) {
      return failure(error);
    }
  }

  const call =
    (path: string, method: HttpMethod, body?: unknown): CartChange =>
    (cart) =>
      api.callWithStatus(path.replace("{id}", cart.id), {
        method,
        query: { version: cart.version },
        body,
        schema: cartSchema,
      });

  const add = (sku: string) => changeOrCreate(call(`carts/{id}/products/${encodeURIComponent(sku)}`, "POST"));

  /**
   * The cart an earlier write of this session ended with, during this request's turn: a request
   * that left the browser before that write's cookie came back joins it instead of making
   * another (only where a cart would be made; a change without a cart still says so, R8.08).
   */
  let sessionCart: string | null = null;

  async function inTurn<T>(write: () => Promise<T>): Promise<T> {
    if (!turns) return write();
    const turn = await turns.queue.acquire(turns.session);
    try {
      // What this request read before its turn may have changed since: read it again.
      known = undefined;
      sessionCart = turn.cartId && cartIdSchema.safeParse(turn.cartId).success ? turn.cartId : null;
      return await write();
    } finally {
      sessionCart = null;
      await turn.release(currentId() ?? null);
    }
  }

  async function empty(seenVersion?: number): Promise<EmptyOutcome> {
    const id = currentId();
    if (!id) return { ok: true };
    const remove = (version: number) =>
      api.call(`carts/${id}`, { method: "DELETE", query: { version }, schema: z.unknown() });
    try {
      try {
        await remove(seenVersion ?? (await fetchById(id)).version);
      } catch (error) {
        if (errorCodeOf(error) !== "version-conflict") throw error;
        await remove((await fetchById(id)).version);
      }
    } catch (error) {
      if (errorCodeOf(error) !== "cart-not-found") return failure(error);
    }
    forget();
    return { ok: true };
  }

  return {
    read: () => (known ??= load()),
    forget,
    empty,
    inTurn,
    customer: () => customer.signedIn(),
    change,
    changeOrCreate,
    call,
    add,

    async restoreLine(sku, quantity) {
      const added = await add(sku);
      if (!added.ok || quantity <= 1) return added;
      const line = added.cart.lineItems.find((entry) => entry.sku === sku);
      if (!line || line.quantity >= quantity) return added;
      const target = Math.min(quantity, Math.max(line.availableQuantity, line.quantity));
      return change(call(`carts/{id}/products/${line.lineId}/quantity/${target}`, "PUT"), added.cart.version);
    },

    setQuantity({ lineId, quantity, seenQuantity, version }) {
      return change((cart, reloaded) => {
        const fresh = reloaded?.lineItems.find((line) => line.lineId === lineId);
        const target =
          fresh && seenQuantity !== undefined
            ? Math.min(Math.max(1, fresh.quantity + quantity - seenQuantity), Math.max(1, fresh.availableQuantity))
            : quantity;
        return call(`carts/{id}/products/${lineId}/quantity/${target}`, "PUT")(cart);
      }, version);
    },

    async mergeOnSignIn() {
      const signedIn = await customer.signedIn();
      if (!signedIn) return { merged: false };
      const id = currentId();
      const browserCart = id ? await fetchById(id).catch(() => null) : null;
      if (id && browserCart?.customer.customerId && browserCart.customer.customerId !== signedIn.customerId) {
        // Another customer's cart never joins this one.
        forget();
      } else if (id) {
        try {
          const { status, data } = await api.callWithStatus("carts/merge", {
            method: "POST",
            body: { cartId: id, customer: { customerId: signedIn.customerId } },
            schema: cartSchema,
          });
          remember(data);
          return { merged: status === 226 };
        } catch (error) {
          if (errorCodeOf(error) !== "cart-not-found") return { merged: false };
          forget();
        }
      }
      const own = await api.call("carts-self", { schema: cartSchema }).catch(() => null);
      if (own) remember(own);
      return { merged: false };
    },
  };
}
