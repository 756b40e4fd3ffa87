import { href } from "../../pages/href";
import { m } from "../../paraglide/messages.js";
import { isLocalePrefix, LOCALES, type LocalePrefix } from "../../lib/locales";
import type { RequestContext } from "../../lib/request-context";
import type { Cart } from "../../features/cart-model/schemas";
import type { CartFailureCode } from "../../features/cart-model/session-cart.server";
import type { CartOutcome } from "../../features/cart/service.server";
import { shareUrl } from "../../features/cart/share";
import { resolveSharedLines } from "../../features/cart/shared-cart.server";
import { type AskedLine, askedLines, lineMessages, lineTitle, type RefusedSizes, refusedSkus } from "./line-messages";
import { CAPABILITIES, envelope, errorResponse, type UcpError, type UcpMessage } from "./protocol";
import type { CartLinesInput } from "./schemas";
import { cartService } from "../../features/cart/service.server";
import { catalogService } from "../../features/catalog-model/catalog.server";

/**
 * Carts for agents (UCP cart capability): real carts of the backend, made and changed through
 * the storefront's own cart service, in an anonymous session of their own. No customer, no
 * order, no payment: `continue_url` is the storefront's shared-cart link, which puts the same
 * lines in the shopper's own cart when they open it (spec: the share-cart check).
 */

/** Who a UCP cart is: its market, its session (a fresh anonymous id) and the backend's cart id. */
export interface CartHandle {
  prefix: LocalePrefix;
  anonymousId: string;
  cartId: string;
}

/** Builds the request context of a market, in a cart's session when given one (a linked customer's, with their tokens). */
export type MarketContext = (
  prefix: LocalePrefix,
  session?: { anonymousId: string; cartId?: string; tokens?: { accessToken: string; refreshToken: string } },
) => Promise<RequestContext>;

const HANDLE = /^ucp1\.([a-z]{2}(?:-[a-z]{2})?)\.([0-9a-f-]{36})\.([\w-]{1,64})$/;

/** The id an agent holds: unguessable (a random session id) and stateless; it names nothing else. */
export const cartHandleId = ({ prefix, anonymousId, cartId }: CartHandle) => `ucp1.${prefix}.${anonymousId}.${cartId}`;

export function parseCartHandle(id: string): CartHandle | null {
  const match = HANDLE.exec(id);
  if (!match || !isLocalePrefix(match[1]!)) return null;
  return { prefix: match[1] as LocalePrefix, anonymousId: match[2]!, cartId: match[3]! };
}

const cartUrl = (context: RequestContext) => context.origin + href(context.locale.prefix, "cart");

/** The cart as UCP has it: lines with their item (the SKU), unit price and totals, in minor units. */
export function ucpCart(cart: Cart, handle: CartHandle, context: RequestContext, messages: UcpMessage[] = []) {
  const currency = cart.totalPrice.currencyCode;
  const subtotal = cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const total = cart.totalPrice.centAmount;
  const lines = cart.lineItems.map((line) => ({ sku: line.sku, quantity: line.quantity }));
  const locale = LOCALES[handle.prefix];
  return {
    ucp: envelope(CAPABILITIES.cart),
    id: cartHandleId(handle),
    line_items: cart.lineItems.map((line) => ({
      id: line.lineId,
      item: {
        id: line.sku,
        title: lineTitle(line),
        price: line.catalogPrice.price.centAmount,
        image_url: new URL(line.pictureUrl, context.origin).href,
      },
      quantity: line.quantity,
      totals: [
        { type: "subtotal", amount: line.totalPrice.centAmount },
        { type: "total", amount: line.totalPrice.centAmount },
      ],
    })),
    currency,
    totals: [
      { type: "subtotal", amount: subtotal },
      ...(total !== subtotal ? [{ type: "discount", amount: total - subtotal }] : []),
      { type: "total", amount: total },
    ],
    context: { address_country: locale.iso2, language: locale.hrefLang, currency },
    continue_url: shareUrl(context.origin, handle.prefix, lines) ?? cartUrl(context),
    ...(messages.length ? { messages } : {}),
  };
}

/** The catalogue's word on the sizes the cart did not take (null: it did not answer). */
async function refusedSizes(
  context: RequestContext,
  asked: readonly AskedLine[],
  cart: Cart | null,
  failures: ReadonlyMap<string, CartFailureCode>,
): Promise<RefusedSizes> {
  const skus = refusedSkus(asked, cart, failures);
  if (skus.length === 0) return new Map();
  const resolved = await resolveSharedLines(
    skus.map((sku) => ({ sku, quantity: 1 })),
    { catalog: catalogService(context), prefix: context.locale.prefix, cart: null },
  );
  return resolved.ok ? new Map(resolved.lines.map((line) => [line.sku, line])) : null;
}

/**
 * create_cart: a new session and cart holding the lines; each line refused or changed is said in
 * `messages`. When no line could be taken there is no cart (its id would name nothing get_cart
 * finds): the answer is an error carrying every line's message (decision 185).
 */
export async function createCart(contextFor: MarketContext, prefix: LocalePrefix, lines: CartLinesInput) {
  const anonymousId = crypto.randomUUID();
  const context = await contextFor(prefix, { anonymousId });
  const asked = askedLines(lines);
  const failures = new Map<string, CartFailureCode>();
  let cart: Cart | null = null;
  for (const line of asked) {
    const outcome = await cartService(context).addSkus(Array.from({ length: line.quantity }, () => line.sku));
    if (outcome.ok) cart = outcome.cart;
    else failures.set(line.sku, outcome.code);
  }
  const refused = await refusedSizes(context, asked, cart, failures);
  const messages = lineMessages({ asked, cart, refused, failures, locale: context.locale });
  if (cart && cart.lineItems.length > 0)
    return ucpCart(cart, { prefix, anonymousId, cartId: cart.id }, context, messages);
  // The backend made a cart before refusing every size: nobody will ever hold it.
  if (cart)
    await cartService(context)
      .empty()
      .catch(() => undefined);
  const first = messages.find((message): message is UcpError => message.type === "error") ?? {
    type: "error",
    code: "invalid_cart",
    content: m.cart_change_refused({}, { locale: context.locale.language }),
    severity: "requires_buyer_input",
  };
  return errorResponse(
    first,
    cartUrl(context),
    messages.filter((message) => message !== first),
  );
}

/** The cart a handle names, in its session; null when it is not (or no longer) a cart with lines. */
async function openCart(contextFor: MarketContext, id: string) {
  const handle = parseCartHandle(id);
  if (!handle) return null;
  const context = await contextFor(handle.prefix, { anonymousId: handle.anonymousId, cartId: handle.cartId });
  const cart = await cartService(context).read();
  if (!cart || cart.id !== handle.cartId || cart.lineItems.length === 0) return null;
  return { handle, context, cart };
}

export function cartNotFound(origin: string) {
  return errorResponse(
    { type: "error", code: "not_found", content: "Cart not found or no longer open.", severity: "unrecoverable" },
    origin,
  );
}

/** get_cart. */
export async function getCart(contextFor: MarketContext, origin: string, id: string) {
  const open = await openCart(contextFor, id);
  return open ? ucpCart(open.cart, open.handle, open.context) : cartNotFound(origin);
}

/**
 * update_cart: the lines sent replace the cart's (quantities set, lines added and removed). A
 * quantity beyond the stock is lowered to it; each line refused or changed is said in `messages`.
 */
export async function updateCart(contextFor: MarketContext, origin: string, id: string, lines: CartLinesInput) {
  const open = await openCart(contextFor, id);
  if (!open) return cartNotFound(origin);
  const { handle, context } = open;
  const before = open.cart;
  const asked = askedLines(lines);
  const target = new Map(asked.map((line) => [line.sku, line.quantity]));
  const failures = new Map<string, CartFailureCode>();
  let cart = before;
  const apply = (outcome: CartOutcome, sku: string) => {
    if (outcome.ok) cart = outcome.cart;
    else failures.set(sku, outcome.code);
  };
  await cartService(context).inTurn(async () => {
    for (const line of before.lineItems) {
      const wanted = target.get(line.sku) ?? 0;
      // The stock the backend reports for the line, never below what the cart already holds.
      const quantity = Math.min(wanted, Math.max(line.availableQuantity, line.quantity));
      if (wanted === 0) apply(await cartService(context).removeLine(line.lineId), line.sku);
      else if (quantity !== line.quantity)
        apply(await cartService(context).setQuantity({ lineId: line.lineId, quantity }), line.sku);
    }
    for (const line of asked) {
      if (before.lineItems.some((held) => held.sku === line.sku)) continue;
      apply(await cartService(context).addSkus(Array.from({ length: line.quantity }, () => line.sku)), line.sku);
    }
  });
  const refused = await refusedSizes(context, asked, cart, failures);
  return ucpCart(
    cart,
    handle,
    context,
    lineMessages({ asked, cart, before, refused, failures, locale: context.locale }),
  );
}

/** cancel_cart: the cart as it was, then emptied; the handle names no cart afterwards. */
export async function cancelCart(contextFor: MarketContext, origin: string, id: string) {
  const open = await openCart(contextFor, id);
  if (!open) return cartNotFound(origin);
  const before = ucpCart(open.cart, open.handle, open.context);
  await cartService(open.context).empty();
  return before;
}
