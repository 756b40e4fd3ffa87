import { href } from "../../pages/href";
import { m } from "../../paraglide/messages.js";
import type { RequestContext } from "../../lib/request-context";
import type { Language, LocalePrefix } from "../../lib/locales";
import { formatMoney } from "../../lib/money";
import { cartService } from "../../features/cart/service.server";
import { type DeliveryEstimate, deliveryEstimates, isPlaceMethod, usableMethods } from "../../features/cart/delivery";
import { shareUrl } from "../../features/cart/share";
import { deliveryFacts } from "../delivery-facts";
import type { Cart } from "../../features/cart-model/schemas";
import { shippingMethods } from "../../features/cart-model/shipping-methods.server";
import { helpPagePath } from "../../features/site/market-rules";
import { type MarketContext, ucpCart } from "./cart.server";
import type { CheckoutRecord, CheckoutStore } from "./checkout-store";
import { fieldMessage } from "./checkout-input";
import { sha256 } from "../idempotency";
import { destinationsFor } from "./destinations.server";
import { DESTINATION_PATH, NEW_ADDRESS_ID } from "./linked-checkout.server";
import { CAPABILITIES, envelope, errorResponse, type UcpMessage } from "./protocol";

/**
 * A checkout as UCP has it (issue 53, decisions 199 and 202), from its record and its cart as
 * they are now: lines, the site's delivery options with their prices, codes, totals, links; for a
 * linked customer also where it may go, and its order once placed.
 */

/** The customer a call acts for: a linked account's, when its bearer token was good (decision 202). */
export interface CallerIdentity {
  customer: string;
  session: { accessToken: string; refreshToken: string };
  /** Her grant sealed for the checkout's lifetime: a 3-D Secure challenge finishes with it after the call has ended. */
  resume: () => Promise<string>;
}

export interface CheckoutDeps {
  contextFor: MarketContext;
  store: CheckoutStore;
  origin: string;
  /** The caller, as checkouts record it: "ucp", a linked customer's ("ucp-user:" and a hash), an ACP platform's. */
  owner: string;
  identity?: CallerIdentity | null;
  now?: () => number;
}

/** Where a request chooses its delivery option (UCP's fulfillment extension). */
export const SELECTED_OPTION_PATH = "$.fulfillment.methods[0].groups[0].selected_option_id";

export function checkoutNotFound(origin: string) {
  return errorResponse(
    { type: "error", code: "not_found", content: "Checkout not found or no longer open.", severity: "unrecoverable" },
    origin,
  );
}

/** A payment already being made for this checkout (another call, the cardholder's return): said, not made twice. */
export const paymentInProgress = (language: Language): UcpMessage => ({
  type: "error",
  code: "payment_in_progress",
  content: m.agent_order_payment_in_progress({}, { locale: language }),
  severity: "recoverable",
});

/**
 * The owner a linked customer's checkouts are recorded under, whichever protocol her agent uses:
 * hers alone (her id hashed, never written out).
 */
const LINKED_OWNER = "ucp-user:";
export const linkedOwner = async (customer: string) => `${LINKED_OWNER}${await sha256(customer)}`;
export const isLinkedOwner = (owner: string) => owner.startsWith(LINKED_OWNER);

/** The record's customer is the caller: the checkout is worked in their session, and may be paid. */
export const isLinked = (deps: CheckoutDeps, record: CheckoutRecord) =>
  Boolean(record.customer && deps.identity?.customer === record.customer);

/** The request context a checkout is worked in: its cart's session, the linked customer's tokens with it. */
export const contextOf = (deps: CheckoutDeps, record: CheckoutRecord) =>
  deps.contextFor(record.prefix, {
    anonymousId: record.anonymousId,
    cartId: record.cartId,
    ...(isLinked(deps, record) ? { tokens: deps.identity!.session } : {}),
  });

/** The delivery options of the cart's site, each with what it costs this cart (free above its threshold). */
export async function deliveryOptions(context: RequestContext, cart: Cart): Promise<DeliveryEstimate[]> {
  const site = await context.siteParams();
  const methods = await shippingMethods(context, cart.id, site.countryCodeISO2);
  const beforeDelivery = cart.totalPrice.centAmount - (cart.shippingInfo?.price.centAmount ?? 0);
  return deliveryEstimates(usableMethods(methods, cart, site.params.freeCartCriteria), beforeDelivery);
}

function optionView(option: DeliveryEstimate, context: RequestContext, currency: string) {
  const money = (cents: number) => formatMoney(cents, currency, context.locale.hrefLang);
  const description = deliveryFacts(option, money, context.locale.language);
  return {
    id: option.key,
    title: option.name,
    description: description.join(" · "),
    totals: [{ type: "total", amount: option.price }],
  };
}

type Status = "incomplete" | "requires_escalation" | "ready_for_complete" | "completed" | "canceled";

/** The status, and what the buyer must do on the site when the agent cannot go on. */
function statusOf(
  record: CheckoutRecord,
  linked: boolean,
  ready: boolean,
  language: RequestContext["locale"]["language"],
) {
  const options = { locale: language };
  const escalate = (code: string, content: string) => ({
    status: "requires_escalation" as Status,
    handoff: [{ type: "error" as const, code, content, severity: "requires_buyer_input" as const }],
  });
  if (record.state === "canceled") return { status: "canceled" as Status, handoff: [] };
  if (record.state === "completed") return { status: "completed" as Status, handoff: [] };
  if (record.challenge) return escalate("requires_3ds", m.agent_order_challenge({}, options));
  if (!ready) return { status: "incomplete" as Status, handoff: [] };
  if (linked) return { status: "ready_for_complete" as Status, handoff: [] };
  return escalate("requires_sign_in", m.agent_checkout_handoff({}, options));
}

/** The checkout as UCP has it, from its record and its cart as they are now. */
export async function checkoutView(deps: CheckoutDeps, record: CheckoutRecord, messages: UcpMessage[] = []) {
  const context = await contextOf(deps, record);
  const cart = await cartService(context).read();
  const ordered = record.state === "completed" && record.orderNumber;
  if (!ordered && (!cart || cart.id !== record.cartId || cart.lineItems.length === 0))
    return checkoutNotFound(deps.origin);
  if (!cart) return orderedView(deps, record, context);
  const handle = { prefix: record.prefix, anonymousId: record.anonymousId, cartId: record.cartId };
  const base = ucpCart(cart, handle, context);
  const options = { locale: context.locale.language };
  const linked = isLinked(deps, record);
  const delivery = await deliveryOptions(context, cart);
  const chosen = delivery.find((option) => option.key === record.fulfillmentOption) ?? null;
  const listed = linked && !ordered ? await destinationsFor(context, cart, chosen?.key ?? null, record.postalCode) : [];
  // The new address the platform gave is a destination of home delivery beside her saved ones.
  const destinations =
    record.address && chosen && !isPlaceMethod(chosen.key)
      ? [...listed, { id: NEW_ADDRESS_ID, ...record.address }]
      : listed;
  const lineIds = base.line_items.map((line) => line.id);
  const group = (id: string, list: DeliveryEstimate[]) => ({
    id,
    line_item_ids: lineIds,
    selected_option_id: chosen && list.includes(chosen) ? chosen.key : null,
    options: list.map((option) => optionView(option, context, base.currency)),
  });
  const method = (id: string, type: string, list: DeliveryEstimate[]) => ({
    id,
    type,
    line_item_ids: lineIds,
    ...(chosen && list.includes(chosen) && linked
      ? { destinations, selected_destination_id: record.destinationId }
      : {}),
    groups: [group(id === "shipping" ? "home" : "places", list)],
  });
  const home = delivery.filter((option) => !isPlaceMethod(option.key));
  const places = delivery.filter((option) => isPlaceMethod(option.key));
  const missing: UcpMessage[] = [
    ...(record.buyer?.email
      ? []
      : [fieldMessage("missing", "$.buyer.email", m.agent_checkout_email_missing({}, options))]),
    ...(chosen ? [] : [fieldMessage("missing", SELECTED_OPTION_PATH, m.agent_checkout_delivery_missing({}, options))]),
    ...(linked && chosen && !record.destinationId
      ? [fieldMessage("missing", DESTINATION_PATH, m.agent_checkout_destination_missing({}, options))]
      : []),
  ];
  const { status, handoff } = statusOf(record, linked, missing.length === 0, context.locale.language);
  const codes = cart.discountCode.map((entry) => entry.code);
  // The cart's total holds its delivery once the delivery step saved it: counted once, as chosen.
  const beforeDelivery = cart.totalPrice.centAmount - (cart.shippingInfo?.price.centAmount ?? 0);
  const subtotal = cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const saved = cart.shippingInfo && (!chosen || cart.shippingInfo.shippingMethodKey === chosen.key);
  const deliveryPrice = saved ? cart.shippingInfo!.price.centAmount : (chosen?.price ?? 0);
  return {
    ...base,
    ucp: envelope(CAPABILITIES.checkout),
    id: record.id,
    status,
    ...(record.buyer ? { buyer: record.buyer } : {}),
    totals: [
      { type: "subtotal", amount: subtotal },
      ...(beforeDelivery !== subtotal ? [{ type: "discount", amount: beforeDelivery - subtotal }] : []),
      ...(chosen || cart.shippingInfo ? [{ type: "fulfillment", amount: deliveryPrice }] : []),
      { type: "total", amount: beforeDelivery + deliveryPrice },
    ],
    discounts: {
      codes,
      applied: cart.discounts.map((discount) => ({
        code: discount.code,
        title: discount.code,
        amount: discount.amount.centAmount,
      })),
    },
    fulfillment: {
      methods: [
        ...(home.length ? [method("shipping", "shipping", home)] : []),
        ...(places.length ? [method("pickup", "pickup", places)] : []),
      ],
    },
    links: [
      { type: "terms_of_service", url: context.origin + helpPagePath(context.locale, "terms") },
      { type: "privacy_policy", url: context.origin + helpPagePath(context.locale, "privacy") },
    ],
    // What is missing, unless the request's own refusal already names that place.
    messages: [
      ...messages,
      ...(status === "incomplete"
        ? missing.filter((entry) => !messages.some((said) => "path" in said && said.path === entry.path))
        : []),
      ...handoff,
    ],
    continue_url:
      record.challenge?.url ??
      shareUrl(
        context.origin,
        record.prefix,
        cart.lineItems.map((line) => ({ sku: line.sku, quantity: line.quantity })),
        codes,
      ) ??
      base.continue_url,
    ...(ordered ? { order: orderLink(deps.origin, record) } : {}),
    expires_at: new Date(record.expiresAt).toISOString(),
  };
}

/** Where the customer finds an order in her account (a checkout's `order`, get_order's `permalink_url`). */
export const orderPermalink = (origin: string, prefix: LocalePrefix, orderNumber: string) =>
  `${origin}${href(prefix, "account-orders")}?order=${encodeURIComponent(orderNumber)}`;

/** The order a completed checkout placed. */
export const orderLink = (origin: string, record: CheckoutRecord) => ({
  id: record.orderNumber!,
  permalink_url: orderPermalink(origin, record.prefix, record.orderNumber!),
});

/** A completed checkout whose cart became the order: what it placed. */
function orderedView(deps: CheckoutDeps, record: CheckoutRecord, context: RequestContext) {
  return {
    ucp: envelope(CAPABILITIES.checkout),
    id: record.id,
    status: "completed" as const,
    ...(record.buyer ? { buyer: record.buyer } : {}),
    order: orderLink(deps.origin, record),
    links: [{ type: "terms_of_service", url: context.origin + helpPagePath(context.locale, "terms") }],
    messages: [],
    expires_at: new Date(record.expiresAt).toISOString(),
  };
}
