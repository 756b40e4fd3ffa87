import { cartIdSchema } from "../../lib/cookie-schemas";
import type { ApiClient } from "../../api/client.server";
import { isApiError } from "../../api/errors";
import { COOKIE_MAX_AGE, serializeCookie } from "../../lib/cookies";
import type { RequestContext } from "../../lib/request-context";
import { cartSchema, type Cart } from "./schemas";

/**
 * Adding to the cart (spec 4, cart lifecycle): no cart until the first add; create it (on 406
 * the signed-in customer's own cart is fetched instead); each change sends the current
 * version and on 409 the cart is reloaded and the change retried once; a cart that is gone
 * (404 'No cart found for id') is forgotten and a new one started. The cart id lives in a
 * 30-day cookie.
 */

export type AddOutcome = { ok: true; cart: Cart; setCookie?: string } | { ok: false; status: number; message: string; setCookie?: string };

async function createCart(api: ApiClient, signedIn: boolean): Promise<Cart> {
  try {
    return await api.call("carts", { method: "POST", body: {}, schema: cartSchema });
  } catch (error) {
    if (signedIn && isApiError(error) && error.status === 406) return api.call("carts-self", { schema: cartSchema });
    throw error;
  }
}

export async function addToCart(request: Request, context: RequestContext, sku: string): Promise<AddOutcome> {
  const { api, cookieNames, tokens } = context;
  const signedIn = Boolean(tokens.accessToken && tokens.refreshToken);
  const cookieId = cartIdSchema.safeParse(context.cookies[cookieNames.cart]);
  const url = new URL(request.url);
  const cartCookie = (id: string) =>
    serializeCookie(cookieNames.cart, id, {
      maxAge: COOKIE_MAX_AGE.cart,
      secure: url.protocol === "https:" || url.hostname === "localhost",
      domain: context.env.COOKIE_DOMAIN || undefined,
    });

  let cart: Cart | undefined;
  let setCookie: string | undefined;
  if (cookieId.success) {
    cart = await api.call(`carts/${cookieId.data}`, { schema: cartSchema }).catch((error) => {
      if (isApiError(error) && error.status === 404) return undefined;
      throw error;
    });
  }
  if (!cart) {
    cart = await createCart(api, signedIn);
    setCookie = cartCookie(cart.id);
  }
  const add = (current: Cart) =>
    api.call(`carts/${current.id}/products/${encodeURIComponent(sku)}`, { method: "POST", query: { version: current.version }, schema: cartSchema });
  try {
    return { ok: true, cart: await add(cart), setCookie };
  } catch (error) {
    if (isApiError(error) && error.status === 409) {
      const fresh = await api.call(`carts/${cart.id}`, { schema: cartSchema });
      try {
        return { ok: true, cart: await add(fresh), setCookie };
      } catch (retryError) {
        if (isApiError(retryError)) return { ok: false, status: retryError.status, message: retryError.message, setCookie };
        throw retryError;
      }
    }
    if (isApiError(error)) return { ok: false, status: error.status, message: error.message, setCookie };
    throw error;
  }
}
