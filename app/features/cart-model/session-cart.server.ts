import type { ApiClient, HttpMethod } from "../../api/client.server";
import { errorCodeOf, isApiError, NO_KNOWN_CART, type BackendErrorCode } from "../../api/errors";
import { cartIdSchema } from "../../lib/cookie-schemas";
import type { CookieJar } from "../../lib/cookie-jar";
import { CURRENCY_BY_SITE, type Site } from "../../lib/locales";
import { COOKIE_MAX_AGE, type CookieNames } from "../../lib/cookies";
import type { CustomerReader } from "../customer/customer.server";
import type { AuthSession } from "../auth/session.server";
import { cartCreationBody } from "./creation";
import { cartSchema, type Cart } from "./schemas";
import type { CartWriteQueue } from "./write-queue.server";
import { requestScoped } from "../../lib/request-context";
import { customerReader } from "../customer/customer.server";
import { cartWriteQueue } from "./write-queue.server";

/**
 * The cart of one request and the one way it is written (spec 4 lifecycle, spec 8 rules): no
 * cart until the first add; creation sends the signed-in customer's fields and, on 406, fetches
 * their existing cart; every change sends the version the shopper saw and its answer becomes
 * the request's cart; a 409 reloads the cart and retries once; 404 'No cart found for id'
 * forgets the cart and its cookie; a change without a cart fails with 'No known cart in store'.
 * Every write takes the session's turn (decision 102). The cart and checkout services build
 * their named methods on it; route handlers never see it.
 */

export type CartFailureCode = BackendErrorCode | "no-cart";
export type CartOutcome =
  | { ok: true; cart: Cart; status: number }
  | { ok: false; code: CartFailureCode; status: number; message: string };

/** One backend change; after a 409 it also gets the reloaded cart, to re-apply relative changes. */
export type CartChange = (
  cart: { id: string; version: number },
  reloaded?: Cart,
) => Promise<{ status: number; data: Cart }>;

export interface SessionCartOptions {
  api: ApiClient;
  auth: AuthSession;
  customer: CustomerReader;
  cookies: CookieJar;
  names: CookieNames;
  /** The site this request is on: its cart is the one kept under the site's own cookie (decision 178). */
  site: Site;
  /** The session's turns for cart writes, and the session (the anonymous id); none: no turns. */
  turns?: { queue: CartWriteQueue; session: string };
}

export type SessionCart = ReturnType<typeof createSessionCart>;

/** A failed call as an outcome; what is not a backend answer is a programming error and is thrown. */
export function cartFailure(error: unknown): CartOutcome & { ok: false } {
  if (!isApiError(error)) throw error;
  return { ok: false, code: error.code, status: error.status, message: error.message };
}

export function createSessionCart({ api, auth, customer, cookies, names, site, turns }: SessionCartOptions) {
  let known: Promise<Cart | null> | undefined;
  const cookie = names.cart(site);

  const currentId = () => {
    const parsed = cartIdSchema.safeParse(cookies.get(cookie));
    return parsed.success ? parsed.data : undefined;
  };
  const remember = (cart: Cart) => {
    if (cookies.get(cookie) !== cart.id) cookies.set(cookie, cart.id, { maxAge: COOKIE_MAX_AGE.cart });
    known = Promise.resolve(cart);
  };
  const forget = () => {
    known = Promise.resolve(null);
    cookies.clear(cookie);
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
      // A cart in another currency is another site's (a cookie copied or forged across sites):
      // it is never shown, changed or paid here with this site's rules.
      if (cart.totalPrice.currencyCode !== CURRENCY_BY_SITE[site]) {
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

  /**
   * The cart an earlier write of this session ended with, during this request's turn: a request
   * that left the browser before that write's cookie came back joins it instead of making
   * another (only where a cart would be made; a change without a cart still says so, R8.08).
   */
  let sessionCart: string | null = null;
  /** This request holds the session's turn: writes inside it do not queue behind themselves. */
  let holding = false;

  async function inTurn<T>(write: () => Promise<T>): Promise<T> {
    if (!turns || holding) return write();
    const turn = await turns.queue.acquire(turns.session);
    holding = true;
    try {
      // What this request read before its turn may have changed since: read it again.
      known = undefined;
      sessionCart = turn.cartId && cartIdSchema.safeParse(turn.cartId).success ? turn.cartId : null;
      return await write();
    } finally {
      holding = false;
      // A write that failed before it knew the session's cart hands that cart on, not "none".
      const endedWith = currentId() ?? sessionCart;
      sessionCart = null;
      await turn.release(endedWith ?? null);
    }
  }

  async function applyChange(apply: CartChange, seenVersion?: number): Promise<CartOutcome> {
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
      if (errorCodeOf(error) !== "version-conflict") return cartFailure(error);
    }
    // 409: the cart changed since the shopper's page showed it; reload it and retry once.
    try {
      const fresh = await fetchById(id);
      const { status, data } = await apply({ id: fresh.id, version: fresh.version }, fresh);
      remember(data);
      return { ok: true, cart: data, status };
    } catch (error) {
      return errorCodeOf(error) === "cart-not-found" ? gone() : cartFailure(error);
    }
  }

  /**
   * Joins the cart an earlier write of this session made, if it is still this shopper's to change.
   * Only a cart the backend says is gone is left for a new one: a failed read is this write's
   * failure ("try again"), never a second cart that would hide the first one's lines.
   */
  async function joinSessionCart(id: string): Promise<void> {
    let cart: Cart;
    try {
      cart = await fetchById(id);
    } catch (error) {
      if (errorCodeOf(error) === "cart-not-found") return;
      throw error;
    }
    // A cart that became a customer's (merged at sign-in) is not joined once signed out.
    if (cart.customer.customerId && (await customer.signedIn())?.customerId !== cart.customer.customerId) return;
    remember(cart);
  }

  async function applyChangeOrCreate(apply: CartChange): Promise<CartOutcome> {
    try {
      if (!currentId() && sessionCart) await joinSessionCart(sessionCart);
      if (!currentId()) remember(await create());
      const outcome = await applyChange(apply);
      if (outcome.ok || outcome.code !== "cart-not-found") return outcome;
      remember(await create());
      return await applyChange(apply);
    } catch (error) {
      return cartFailure(error);
    }
  }

  /** `{id}` in the path stands for the cart id; the version goes in the query. */
  const call =
    (path: string, method: HttpMethod, body?: unknown): CartChange =>
    (cart) =>
      api.callWithStatus(path.replace("{id}", cart.id), {
        method,
        query: { version: cart.version },
        body,
        schema: cartSchema,
      });

  return {
    /** The cart this request knows: read once, then replaced by the answer of every change. */
    read: () => (known ??= load()),
    currentId,
    fetchById,
    remember,
    /** The cart became an order (or is gone): this browser starts without a cart. */
    forget,
    inTurn,
    call,
    /** A change of the existing cart, in the session's turn; `seenVersion` is the version the shopper's page showed. */
    change: (apply: CartChange, seenVersion?: number) => inTurn(() => applyChange(apply, seenVersion)),
    /** A change that needs a cart, creating one first (or joining the session's), and starting again if it is gone. */
    changeOrCreate: (apply: CartChange) => inTurn(() => applyChangeOrCreate(apply)),
    /** `change` of one call: `{id}` in the path is the cart id. */
    write: (path: string, method: HttpMethod, body?: unknown, seenVersion?: number) =>
      inTurn(() => applyChange(call(path, method, body), seenVersion)),
  };
}

/**
 * The request's session cart, the one the cart and checkout services both write through. Each
 * site's cart takes its own turns: a write on one site never joins another's cart.
 */
export const sessionCart = requestScoped((context) =>
  createSessionCart({
    api: context.api,
    auth: context.auth,
    customer: customerReader(context),
    cookies: context.cookies,
    names: context.cookieNames,
    site: context.locale.site,
    turns: { queue: cartWriteQueue(context.env), session: `${context.anonymousId}.${context.locale.site}` },
  }),
);
