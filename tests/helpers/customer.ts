import type { mockApi } from "./mock-api";
import { testContext } from "./request-context";
import { cartService } from "../../app/features/cart/service.server";

/**
 * A signed-in customer of the French site, as a page of theirs would run: a fresh request
 * context per call (each request its own), one browser session and world throughout.
 */
export async function frenchCustomer(backend: ReturnType<typeof mockApi>, customerId: string, path: string) {
  const session = backend.newSession();
  const pair = await backend.signIn(customerId);
  return () =>
    testContext(path, {
      api: backend.client({ session, store: "fr", language: "fr-FR", token: pair.accessToken }),
      tokens: pair,
    });
}

/** A form posted with scripts (React Router's `.data` request) to a page of the site. */
export const dataPost = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost:8787${path}.data`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

/**
 * The same customer with one line (`sku`) in their cart: the cart cookie follows each request,
 * as the browser's would. Answers the context maker, with the session and tokens it signed in with.
 */
export async function frenchCustomerWithCart(
  backend: ReturnType<typeof mockApi>,
  customerId: string,
  path: string,
  sku: string,
) {
  const session = backend.newSession();
  const pair = await backend.signIn(customerId);
  let cookies: Record<string, string> = {};
  const context = () =>
    testContext(path, {
      api: backend.client({ session, store: "fr", language: "fr-FR", token: pair.accessToken }),
      tokens: pair,
      cookies,
    });
  const added = await cartService(context()).add(sku);
  if (!added.ok) throw new Error(added.message);
  cookies = { as_cart_id_fr: added.cart.id };
  return Object.assign(context, { session, pair });
}
