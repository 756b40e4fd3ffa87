import { cartIdSchema } from "../../lib/cookie-schemas";
import { isApiError } from "../../api/errors";
import { COOKIE_MAX_AGE, serializeCookie } from "../../lib/cookies";
import type { RequestContext } from "../../lib/request-context";
import { isSignedIn } from "../../lib/tokens";
import { signedInCustomer } from "../account/customer.server";
import type { Customer } from "../account/schemas";
import { cartSchema, type Cart } from "./schemas";

/**
 * The cart lifecycle of spec 4, in one place: no cart until the first add; create it (for a
 * signed-in shopper with their customer and loyalty fields; on 406 their existing cart is
 * fetched instead); every change sends the version the shopper saw and the answer replaces
 * the cart; on 409 the cart is reloaded and the change retried once; 404 'No cart found for
 * id' forgets the cart and its cookie; an action needing a cart without one fails with
 * 'No known cart in store'. The cart id lives in a 30-day cookie.
 */

export const NO_KNOWN_CART = "No known cart in store";
const CART_GONE_PREFIX = "No cart found for id";

export type CartFailureReason = "no-cart" | "cart-gone" | "rejected" | "unavailable";
export type CartOutcome =
  | { ok: true; cart: Cart; status: number }
  | { ok: false; reason: CartFailureReason; status: number; message: string };

/** One backend change; on the retry after a 409 it also gets the reloaded cart, to re-apply relative intents. */
type CartCall = (cart: { id: string; version: number }, reloaded?: Cart) => Promise<{ status: number; data: Cart }>;

/** The backend refused a quantity for lack of stock ('Only {n} left', 'Sku {sku} is not available'). */
export function isStockRefusal(outcome: CartOutcome): boolean {
  return !outcome.ok && outcome.reason === "rejected" && /^Only \d+ left|is not available/.test(outcome.message);
}

export function isCartGone(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.message.startsWith(CART_GONE_PREFIX);
}

/**
 * The cart as this request knows it: read once, replaced by the answer of every change, so the
 * loaders that run after an action show the action's cart without asking again.
 */
const knownCarts = new WeakMap<RequestContext, Promise<Cart | null>>();

export function currentCartId(context: RequestContext): string | undefined {
  const parsed = cartIdSchema.safeParse(context.cookies[context.cookieNames.cart]);
  return parsed.success ? parsed.data : undefined;
}

/** Keeps the cart id for 30 days, and for the loaders that run after this action in the same request. */
export function rememberCart(context: RequestContext, id: string): void {
  if (context.cookies[context.cookieNames.cart] === id) return;
  context.cookies[context.cookieNames.cart] = id;
  context.responseCookies.push(serializeCookie(context.cookieNames.cart, id, { ...context.cookieBase, maxAge: COOKIE_MAX_AGE.cart }));
}

export function forgetCart(context: RequestContext): void {
  knownCarts.set(context, Promise.resolve(null));
  delete context.cookies[context.cookieNames.cart];
  context.responseCookies.push(serializeCookie(context.cookieNames.cart, "", { ...context.cookieBase, maxAge: 0 }));
}

/** The shopper's cart, or null when there is none or it is gone (then the cookie goes too). */
export function loadCart(context: RequestContext): Promise<Cart | null> {
  let known = knownCarts.get(context);
  if (!known) {
    known = fetchCart(context);
    knownCarts.set(context, known);
  }
  return known;
}

async function fetchCart(context: RequestContext): Promise<Cart | null> {
  const id = currentCartId(context);
  if (!id) return null;
  try {
    const cart = await context.api.call(`carts/${id}`, { schema: cartSchema });
    // A customer's cart stays with their session: once signed out (logout, expired session,
    // a shared device), this browser forgets it instead of showing or changing it.
    if (cart.customer.customerId && !isSignedIn(context.tokens)) {
      forgetCart(context);
      return null;
    }
    return cart;
  } catch (error) {
    if (isCartGone(error)) {
      forgetCart(context);
      return null;
    }
    throw error;
  }
}

function failureOf(error: unknown): CartOutcome {
  if (!isApiError(error)) throw error;
  if (error.status >= 500 || error.status === 0) return { ok: false, reason: "unavailable", status: error.status, message: error.message };
  return { ok: false, reason: "rejected", status: error.status, message: error.message };
}

/**
 * Applies one change to the shopper's cart. `seenVersion` is the version the shopper's page
 * showed (forms carry it); without it the cart is read first. A 409 reloads the cart and
 * retries once; a cart that is gone is forgotten.
 */
export async function changeCart(context: RequestContext, call: CartCall, seenVersion?: number): Promise<CartOutcome> {
  const id = currentCartId(context);
  if (!id) return { ok: false, reason: "no-cart", status: 409, message: NO_KNOWN_CART };
  const gone = (): CartOutcome => {
    forgetCart(context);
    return { ok: false, reason: "cart-gone", status: 404, message: `${CART_GONE_PREFIX} ${id}` };
  };
  const reload = () => context.api.call(`carts/${id}`, { schema: cartSchema });
  try {
    const version = seenVersion ?? (await reload()).version;
    const { status, data } = await call({ id, version });
    rememberCart(context, data.id);
    knownCarts.set(context, Promise.resolve(data));
    return { ok: true, cart: data, status };
  } catch (error) {
    if (isCartGone(error)) return gone();
    if (!(isApiError(error) && error.status === 409)) return failureOf(error);
  }
  try {
    const fresh = await reload();
    const { status, data } = await call({ id: fresh.id, version: fresh.version }, fresh);
    knownCarts.set(context, Promise.resolve(data));
    return { ok: true, cart: data, status };
  } catch (error) {
    return isCartGone(error) ? gone() : failureOf(error);
  }
}

/** Years since the loyalty card was created (the backend's loyaltySeniority). */
export function loyaltySeniority(creationDate: string | null, now: Date = new Date()): number | null {
  if (!creationDate) return null;
  const created = new Date(`${creationDate}T00:00:00Z`);
  let years = now.getUTCFullYear() - created.getUTCFullYear();
  const beforeAnniversary =
    now.getUTCMonth() < created.getUTCMonth() || (now.getUTCMonth() === created.getUTCMonth() && now.getUTCDate() < created.getUTCDate());
  if (beforeAnniversary) years -= 1;
  return Math.max(0, years);
}

/** POST /carts body: empty for an anonymous shopper, the customer's fields when signed in (spec 6). */
export function cartCreationBody(customer: Customer | null) {
  if (!customer) return {};
  const loyal = customer.loyaltyType === "FID";
  return {
    customerId: customer.customerId,
    loyaltyCardId: loyal ? customer.loyaltyNumber : null,
    loyaltySeniority: loyal ? loyaltySeniority(customer.loyaltyCreationDate) : null,
    loyaltyType: customer.loyaltyType,
    email: customer.email,
  };
}


async function createCart(context: RequestContext): Promise<Cart> {
  const customer = await signedInCustomer(context);
  try {
    return await context.api.call("carts", { method: "POST", body: cartCreationBody(customer), schema: cartSchema });
  } catch (error) {
    if (customer && isApiError(error) && error.status === 406) return context.api.call("carts-self", { schema: cartSchema });
    throw error;
  }
}

const addSku = (context: RequestContext, sku: string): CartCall => (cart) =>
  context.api.callWithStatus(`carts/${cart.id}/products/${encodeURIComponent(sku)}`, {
    method: "POST",
    query: { version: cart.version },
    schema: cartSchema,
  });

/** A change that needs a cart, creating it first when there is none and starting again if it is gone. */
export async function changeOrCreateCart(context: RequestContext, call: CartCall): Promise<CartOutcome> {
  try {
    if (!currentCartId(context)) rememberCart(context, (await createCart(context)).id);
    const outcome = await changeCart(context, call);
    if (outcome.ok || outcome.reason !== "cart-gone") return outcome;
    rememberCart(context, (await createCart(context)).id);
    return await changeCart(context, call);
  } catch (error) {
    return failureOf(error);
  }
}

/** Adds one unit of a sku (the product page, undo). */
export function addToCart(context: RequestContext, sku: string): Promise<CartOutcome> {
  return changeOrCreateCart(context, addSku(context, sku));
}

/** Undo of a removal: the sku comes back with the quantity it had. */
export async function restoreLine(context: RequestContext, sku: string, quantity: number): Promise<CartOutcome> {
  const added = await addToCart(context, sku);
  if (!added.ok || quantity <= 1) return added;
  const line = added.cart.lineItems.find((entry) => entry.sku === sku);
  if (!line || line.quantity >= quantity) return added;
  const target = Math.min(quantity, Math.max(line.availableQuantity, line.quantity));
  return changeCart(
    context,
    (cart) => context.api.callWithStatus(`carts/${cart.id}/products/${line.lineId}/quantity/${target}`, { method: "PUT", query: { version: cart.version }, schema: cartSchema }),
    added.cart.version,
  );
}

/**
 * Merge on sign-in (spec 4): the anonymous cart of this browser joins the customer's own.
 * Without a cart cookie the customer's existing cart (from another device) becomes this
 * browser's cart. Answers whether the backend merged two carts (226).
 */
export async function mergeOnSignIn(context: RequestContext): Promise<{ merged: boolean }> {
  const customer = await signedInCustomer(context);
  if (!customer) return { merged: false };
  const id = currentCartId(context);
  const browserCart = id ? await context.api.call(`carts/${id}`, { schema: cartSchema }).catch(() => null) : null;
  if (id && browserCart?.customer.customerId && browserCart.customer.customerId !== customer.customerId) {
    // Another customer's cart never joins this one.
    forgetCart(context);
  } else if (id) {
    try {
      const { status, data } = await context.api.callWithStatus("carts/merge", {
        method: "POST",
        body: { cartId: id, customer: { customerId: customer.customerId } },
        schema: cartSchema,
      });
      rememberCart(context, data.id);
      return { merged: status === 226 };
    } catch (error) {
      if (!isCartGone(error)) return { merged: false };
      forgetCart(context);
    }
  }
  const own = await context.api.call("carts-self", { schema: cartSchema }).catch(() => null);
  if (own) rememberCart(context, own.id);
  return { merged: false };
}
