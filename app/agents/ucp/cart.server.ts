import { m } from "../../paraglide/messages.js";
import { isLocalePrefix, LOCALES, type LocalePrefix } from "../../lib/locales";
import type { RequestContext } from "../../lib/request-context";
import type { Cart } from "../../features/cart-model/schemas";
import type { CartOutcome } from "../../features/cart/service.server";
import { shareUrl } from "../../features/cart/share";
import { CAPABILITIES, envelope, errorResponse, type UcpMessage } from "./protocol";
import type { CartLinesInput } from "./schemas";

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

/** Builds the request context of a market, in a cart's session when given one. */
export type MarketContext = (
  prefix: LocalePrefix,
  session?: { anonymousId: string; cartId?: string },
) => Promise<RequestContext>;

const HANDLE = /^ucp1\.([a-z]{2}(?:-[a-z]{2})?)\.([0-9a-f-]{36})\.([\w-]{1,64})$/;

/** The id an agent holds: unguessable (a random session id) and stateless; it names nothing else. */
export const cartHandleId = ({ prefix, anonymousId, cartId }: CartHandle) => `ucp1.${prefix}.${anonymousId}.${cartId}`;

export function parseCartHandle(id: string): CartHandle | null {
  const match = HANDLE.exec(id);
  if (!match || !isLocalePrefix(match[1]!)) return null;
  return { prefix: match[1] as LocalePrefix, anonymousId: match[2]!, cartId: match[3]! };
}

const cartUrl = (context: RequestContext) => `${context.origin}/${context.locale.prefix}/cart`;

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
        title: `${line.name}, ${line.colourLabel}, ${line.size}`,
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

/** A change the cart refused, in the market's words (the backend's own message stays in the logs). */
function refusalMessage(
  outcome: Extract<CartOutcome, { ok: false }>,
  sku: string,
  context: RequestContext,
): UcpMessage {
  const options = { locale: context.locale.language };
  if (outcome.code === "stock-limit" || outcome.code === "product-out-of-stock")
    return {
      type: "error",
      code: "out_of_stock",
      content: `${sku}: ${m.cart_stock_limit({}, options)}`,
      severity: "recoverable",
    };
  if (outcome.status >= 500)
    return { type: "error", code: "unavailable", content: m.cart_unavailable({}, options), severity: "recoverable" };
  return {
    type: "error",
    code: "item_unavailable",
    content: `${sku}: ${m.product_add_failed({}, options)}`,
    severity: "recoverable",
  };
}

const wanted = (lines: CartLinesInput) => {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.item.id, (quantities.get(line.item.id) ?? 0) + line.quantity);
  return quantities;
};

/** create_cart: a new session and cart holding the lines; lines the shop refuses come back as messages. */
export async function createCart(contextFor: MarketContext, prefix: LocalePrefix, lines: CartLinesInput) {
  const anonymousId = crypto.randomUUID();
  const context = await contextFor(prefix, { anonymousId });
  const messages: UcpMessage[] = [];
  let cart: Cart | null = null;
  for (const [sku, quantity] of wanted(lines)) {
    const outcome = await context.cart.addSkus(Array.from({ length: quantity }, () => sku));
    if (outcome.ok) cart = outcome.cart;
    else messages.push(refusalMessage(outcome, sku, context));
  }
  if (!cart) {
    const options = { locale: context.locale.language };
    return errorResponse(
      messages.find((message): message is UcpMessage & { type: "error" } => message.type === "error") ?? {
        type: "error",
        code: "invalid_cart",
        content: m.cart_change_refused({}, options),
        severity: "requires_buyer_input",
      },
      cartUrl(context),
    );
  }
  return ucpCart(cart, { prefix, anonymousId, cartId: cart.id }, context, messages);
}

/** The cart a handle names, in its session; null when it is not (or no longer) a cart with lines. */
async function openCart(contextFor: MarketContext, id: string) {
  const handle = parseCartHandle(id);
  if (!handle) return null;
  const context = await contextFor(handle.prefix, { anonymousId: handle.anonymousId, cartId: handle.cartId });
  const cart = await context.cart.read();
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

/** update_cart: the lines sent replace the cart's (quantities set, lines added and removed). */
export async function updateCart(contextFor: MarketContext, origin: string, id: string, lines: CartLinesInput) {
  const open = await openCart(contextFor, id);
  if (!open) return cartNotFound(origin);
  const { handle, context } = open;
  const target = wanted(lines);
  const messages: UcpMessage[] = [];
  let cart = open.cart;
  const apply = (outcome: CartOutcome, sku: string) => {
    if (outcome.ok) cart = outcome.cart;
    else messages.push(refusalMessage(outcome, sku, context));
  };
  await context.cart.inTurn(async () => {
    for (const line of open.cart.lineItems) {
      const quantity = target.get(line.sku) ?? 0;
      if (quantity === 0) apply(await context.cart.removeLine(line.lineId), line.sku);
      else if (quantity !== line.quantity)
        apply(await context.cart.setQuantity({ lineId: line.lineId, quantity }), line.sku);
    }
    for (const [sku, quantity] of target) {
      if (open.cart.lineItems.some((line) => line.sku === sku)) continue;
      apply(await context.cart.addSkus(Array.from({ length: quantity }, () => sku)), sku);
    }
  });
  return ucpCart(cart, handle, context, messages);
}

/** cancel_cart: the cart as it was, then emptied; the handle names no cart afterwards. */
export async function cancelCart(contextFor: MarketContext, origin: string, id: string) {
  const open = await openCart(contextFor, id);
  if (!open) return cartNotFound(origin);
  const before = ucpCart(open.cart, open.handle, open.context);
  await open.context.cart.empty();
  return before;
}
