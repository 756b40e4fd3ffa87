import { redirectDocument } from "react-router";
import { composeAuthState } from "../features/auth/auth-state";
import type { RequestContext } from "../lib/request-context";
import { isSecureSession, isSignedIn } from "../lib/tokens";
import { notFound } from "./not-found.server";
import { CHECK_NAMES, type CheckName } from "./route-table";

/**
 * The named route checks of spec 2.5 as one registry of React Router middleware. Pages name
 * their checks in the route table; `checksFor` turns names into middleware and refuses an
 * unknown name with the spec's 'Unknown route middleware'.
 *
 * Checks whose backing data arrives with a later capability (cart, checkout, catalogue) let
 * the request through and say so; what needs only the session or the site parameters is
 * enforced here.
 */

export const UNKNOWN_CHECK = "Unknown route middleware";

type Check = (args: { url: URL; request: Request; context: RequestContext }) => Promise<void> | void;

/** The provider's sign-in or account-creation URL, coming back to where the shopper was. */
export function authProviderUrl(returnTo: URL, context: RequestContext, page: "sign-in" | "create"): string {
  const callback = new URL(`/${context.locale.prefix}/auth/callback`, context.origin);
  const provider = new URL(`${context.env.AUTH_PROVIDER_URL.replace(/\/$/, "")}/${page}`, context.origin);
  provider.searchParams.set("redirect_uri", callback.href);
  provider.searchParams.set("state", composeAuthState(context.authStateTag, `${returnTo.pathname}${returnTo.search}`));
  provider.searchParams.set("ui_locales", context.locale.hrefLang);
  return provider.href;
}

/**
 * Sends the shopper to the provider's sign-in, to come back to where they were: always a full
 * page load, even when the provider shares our origin (the local mock), never a client fetch.
 */
export function signInRedirect(returnTo: URL, context: RequestContext): Response {
  return redirectDocument(authProviderUrl(returnTo, context, "sign-in"));
}

const requireSignIn: Check = ({ url, context }) => {
  if (!isSignedIn(context.tokens)) throw signInRedirect(url, context);
};

const passThrough: Check = () => {};

const REGISTRY: Record<CheckName, Check> = {
  // Signed in; the customer record (deleted accounts) is read by the account pages themselves.
  "account-access": requireSignIn,
  // The family or landing page itself is loaded by the catalogue page's loader.
  "init-catalog": passThrough,
  // Order initialisation needs a cart: it lives with the checkout capability.
  "init-order": passThrough,
  // The product is loaded (and 404s) in the product page's loader.
  "init-product": passThrough,
  "order-access": requireSignIn,
  // The card provider's return page reconciles payment state with the checkout capability.
  "order-exception": passThrough,
  // A refresh token that is present and not expired (spec 4), else sign in again.
  "secure-authent": ({ url, context }) => {
    if (!isSecureSession(context.tokens)) throw signInRedirect(url, context);
  },
  // Sharing needs a cart; the cart page reads the share parameter itself.
  "share-cart": passThrough,
  // Store pages exist only where the site's store locator is active (FR, CH, GB).
  "store-access": async ({ request, context }) => {
    const site = await context.siteParams();
    if (!site.params.storeLocator.isActive) notFound(`Store locator unavailable for ${site.domain}`, request.url);
  },
};

export function checkFor(name: string): Check {
  if (!(CHECK_NAMES as readonly string[]).includes(name)) throw new Error(UNKNOWN_CHECK);
  return REGISTRY[name as CheckName];
}

export function checksFor(names: readonly string[]): Check[] {
  return names.map(checkFor);
}

/** Runs checks in order; the first that throws (a redirect or a 404) stops the request. */
export async function runChecks(names: readonly string[], url: URL, request: Request, context: RequestContext): Promise<void> {
  for (const check of checksFor(names)) await check({ url, request, context });
}
