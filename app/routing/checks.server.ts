import { href } from "../pages/href";
import { createContext, redirect, type RouterContextProvider } from "react-router";
import { orServiceUnavailable } from "../lib/service-unavailable.server";
import { parseShareParam, type SharedCart } from "../features/cart/share";
import { findLandingPage, loadCatalogPage } from "../features/catalog/listing.server";
import { findProduct, type ProductTarget } from "../features/catalog/product.server";
import { confirmationPath, hasSomethingToOrder } from "../features/checkout/steps";
import { leaveFlash } from "../lib/flash.server";
import type { RequestContext } from "../lib/request-context";
import { m } from "../paraglide/messages.js";
import type { FriendlyPage } from "./friendly-urls";
import { notFound, pageNotFound } from "../lib/not-found.server";
import type { FlowName } from "../pages/kinds";
import { CHECK_NAMES, type CheckName } from "../pages/table";
import { cartService } from "../features/cart/service.server";
import { checkoutService } from "../features/checkout/checkout.server";

/**
 * The named route checks of spec 2.5 as one registry, run by the locale middleware before any
 * loader. Pages name their checks in the route table; an unknown name is the spec's 'Unknown
 * route middleware'. A check that loads something (init-product, init-catalog) leaves it with
 * the request's services, so the page's loader does not ask the backend twice.
 */

export const UNKNOWN_CHECK = "Unknown route middleware";

/** The friendly URL of this request, parsed once by the locale middleware. */
export const friendlyPageContext = createContext<FriendlyPage | null>(null);
/** The shared cart link the share-cart check opened (`?share=`), for the cart page. */
export const sharedCartContext = createContext<SharedCart | null>(null);

interface CheckArgs {
  url: URL;
  request: Request;
  params: Record<string, string | undefined>;
  context: RequestContext;
  route: Pick<RouterContextProvider, "get" | "set">;
  /** The page's flow (R3.23), sent with a sign-in it asks for. */
  flow?: FlowName | null;
}
type Check = (args: CheckArgs) => Promise<void> | void;

/** Back to the cart page, which says why (its flashed answer). */
function backToCart(context: RequestContext, message: string): Response {
  leaveFlash(context.cookies, context.cookieNames, { answers: { cart: { intent: "invalid", ok: false, message } } });
  return redirect(href(context.locale.prefix, "cart"));
}

/** Signed in, else to the provider's sign-in with the page's flow, coming back here. */
const requireSignIn: Check = ({ url, context, flow }) => {
  if (!context.auth.signedIn()) throw context.signInRedirect(url, flow);
};

/** Which product a product page names: its friendly URL's id, or its route params. */
function productTarget(params: CheckArgs["params"], friendly: FriendlyPage | null): ProductTarget | null {
  if (friendly?.kind === "product") return { productId: friendly.productId };
  if (friendly?.kind === "legacy-product") return { optionId: friendly.optionId };
  if (params.gtin) return { gtin: params.gtin };
  if (params.productRef) return { productRef: params.productRef };
  return null;
}

const REGISTRY: Record<CheckName, Check> = {
  // Signed in; the customer record (deleted accounts) is read by the account pages themselves.
  "account-access": requireSignIn,
  // The family (with the URL's filters and page) or the landing page: 404 before anything renders.
  "init-catalog": async ({ url, params, context, route }) => {
    const friendly = route.get(friendlyPageContext);
    const familyId = friendly?.kind === "catalog" ? friendly.familyId : params.familyId;
    const landingPageId = friendly?.kind === "landing" ? friendly.landingPageId : params.landingPageId;
    if (familyId) await loadCatalogPage(url, context, familyId);
    else if (landingPageId) await findLandingPage(url, context, landingPageId);
    else pageNotFound(url);
  },
  // A cart with something to order, refreshed (PUT refresh) before a step shows it; else the
  // cart page, saying why. Only a signed-in shopper's cart is refreshed (order-access follows).
  "init-order": async ({ request, context }) => {
    const cart = await orServiceUnavailable(cartService(context).read(), "Cart");
    if (!cart || !hasSomethingToOrder(cart))
      throw backToCart(context, m.checkout_needs_cart({}, { locale: context.locale.language }));
    if (request.method === "GET" && context.auth.signedIn()) await checkoutService(context).refresh(cart.version);
  },
  // The product the URL names: 404 before anything renders.
  "init-product": async ({ url, params, context, route }) => {
    const target = productTarget(params, route.get(friendlyPageContext));
    if (!target || !(await findProduct(context, target))) pageNotFound(url);
  },
  // Signed in, and the cart is this customer's (an anonymous one was merged at sign-in).
  "order-access": async (args) => {
    requireSignIn(args);
    const { context } = args;
    const [cart, customer] = await Promise.all([
      orServiceUnavailable(cartService(context).read(), "Cart"),
      cartService(context).customer(),
    ]);
    if (cart && customer && cart.customer.customerId !== customer.customerId) {
      throw backToCart(context, m.checkout_cart_not_yours({}, { locale: context.locale.language }));
    }
  },
  // The payment provider's return: signed in, with the cart being paid (the page reads the payment
  // back). Loaded again once that cart became an order (back, reload): the order, not the cart.
  "order-exception": async (args) => {
    requireSignIn(args);
    const { context, url } = args;
    if (await orServiceUnavailable(cartService(context).read(), "Cart")) return;
    const ordered = await checkoutService(context).orderOf(url.searchParams.get("cart") ?? "");
    if (ordered) throw redirect(confirmationPath(context.locale.prefix, ordered));
    throw backToCart(context, m.checkout_needs_cart({}, { locale: context.locale.language }));
  },
  // A refresh token that is present and not expired (spec 4), else sign in again.
  "secure-authent": ({ url, context, flow }) => {
    if (!context.auth.secure()) throw context.signInRedirect(url, flow);
  },
  // A shared cart link (`?share=SKU:2,...`): read once for the cart page; where the site does not
  // share carts, the link opens the shopper's own cart.
  "share-cart": async ({ url, context, route }) => {
    const shared = parseShareParam(url.searchParams.get("share"), url.searchParams.get("promo"));
    if (!shared) return;
    if (!(await context.siteParams()).params.flags.allowShareCart) throw redirect(url.pathname);
    route.set(sharedCartContext, shared);
  },
  // Store pages exist only where the site's store locator is active (FR, CH and GB).
  "store-access": async ({ request, context }) => {
    const site = await context.siteParams();
    if (!site.params.storeLocator.isActive) notFound(`Store locator unavailable for ${site.domain}`, request.url);
  },
};

export function checkFor(name: string): Check {
  if (!(CHECK_NAMES as readonly string[]).includes(name)) throw new Error(UNKNOWN_CHECK);
  return REGISTRY[name as CheckName];
}

/** Runs checks in order; the first that throws (a redirect or a 404) stops the request. */
export async function runChecks(names: readonly string[], args: CheckArgs): Promise<void> {
  for (const name of names) await checkFor(name)(args);
}
