import { m } from "../../paraglide/messages.js";
import type { LocalePrefix } from "../../lib/locales";
import type { RequestContext } from "../../lib/request-context";
import { formatMoney } from "../../lib/money";
import { cartService } from "../../features/cart/service.server";
import { type DeliveryEstimate, deliveryEstimates, isPlaceMethod, usableMethods } from "../../features/cart/delivery";
import { shareUrl } from "../../features/cart/share";
import { deliveryFacts } from "../delivery-facts";
import type { Cart } from "../../features/cart-model/schemas";
import { shippingMethods } from "../../features/cart-model/shipping-methods.server";
import { helpPagePath } from "../../features/site/market-rules";
import { cartHandleId, createCart, type MarketContext, parseCartHandle, ucpCart, updateCart } from "./cart.server";
import { CHECKOUT_TTL_MS, type CheckoutRecord, type CheckoutStore, newCheckoutId } from "./checkout-store";
import { applyDiscountCodes, buyerOf, type CheckoutInput, fieldMessage, selectedOption } from "./checkout-input";
import { CAPABILITIES, envelope, errorResponse, isUcpError, type UcpMessage } from "./protocol";

/**
 * Checkouts for agents (UCP checkout capability, issue 53) on the cart an agent made: the buyer,
 * the site's delivery options with their real prices and free-delivery thresholds, promo codes,
 * and the totals the site will charge, in minor units and the site's currency. The checkout
 * itself is kept between calls by the checkout store; the lines and codes live in the cart.
 * Paying needs the shopper signed in on the site: a checkout ready to buy is handed to them
 * (`requires_escalation`, `continue_url`: the shared-cart link with its codes, decision 199).
 */

export interface CheckoutDeps {
  contextFor: MarketContext;
  store: CheckoutStore;
  origin: string;
  /** The caller, as checkouts record it: "ucp", or an ACP platform's ("acp:" and its key's hash). */
  owner: string;
  now?: () => number;
}

/** Where a request chooses its delivery option (UCP's fulfillment extension). */
const SELECTED_OPTION_PATH = "$.fulfillment.methods[0].groups[0].selected_option_id";

const UCP_STATUS = { open: null, handed_off: "requires_escalation", canceled: "canceled" } as const;

export function checkoutNotFound(origin: string) {
  return errorResponse(
    { type: "error", code: "not_found", content: "Checkout not found or no longer open.", severity: "unrecoverable" },
    origin,
  );
}

/** The delivery options of the cart's site, each with what it costs this cart (free above its threshold). */
async function deliveryOptions(context: RequestContext, cart: Cart): Promise<DeliveryEstimate[]> {
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

/** The checkout as UCP has it, from its record and its cart as they are now. */
async function checkoutView(deps: CheckoutDeps, record: CheckoutRecord, messages: UcpMessage[] = []) {
  const context = await deps.contextFor(record.prefix, { anonymousId: record.anonymousId, cartId: record.cartId });
  const cart = await cartService(context).read();
  if (!cart || cart.id !== record.cartId || cart.lineItems.length === 0) return checkoutNotFound(deps.origin);
  const handle = { prefix: record.prefix, anonymousId: record.anonymousId, cartId: record.cartId };
  const base = ucpCart(cart, handle, context);
  const options = { locale: context.locale.language };
  const delivery = await deliveryOptions(context, cart);
  const chosen = delivery.find((option) => option.key === record.fulfillmentOption) ?? null;
  const lineIds = base.line_items.map((line) => line.id);
  const group = (id: string, list: DeliveryEstimate[]) => ({
    id,
    line_item_ids: lineIds,
    selected_option_id: chosen && list.includes(chosen) ? chosen.key : null,
    options: list.map((option) => optionView(option, context, base.currency)),
  });
  const home = delivery.filter((option) => !isPlaceMethod(option.key));
  const places = delivery.filter((option) => isPlaceMethod(option.key));
  const missing: UcpMessage[] = [
    ...(record.buyer?.email
      ? []
      : [fieldMessage("missing", "$.buyer.email", m.agent_checkout_email_missing({}, options))]),
    ...(chosen ? [] : [fieldMessage("missing", SELECTED_OPTION_PATH, m.agent_checkout_delivery_missing({}, options))]),
  ];
  const ready = missing.length === 0;
  const status = UCP_STATUS[record.state] ?? (ready ? ("requires_escalation" as const) : ("incomplete" as const));
  const handoff: UcpMessage[] =
    status === "requires_escalation"
      ? [
          {
            type: "error",
            code: "requires_sign_in",
            content: m.agent_checkout_handoff({}, options),
            severity: "requires_buyer_input",
          },
        ]
      : [];
  const codes = cart.discountCode.map((entry) => entry.code);
  const total = cart.totalPrice.centAmount + (chosen?.price ?? 0);
  return {
    ...base,
    ucp: envelope(CAPABILITIES.checkout),
    id: record.id,
    status,
    ...(record.buyer ? { buyer: record.buyer } : {}),
    totals: [
      ...base.totals.filter((entry) => entry.type !== "total"),
      ...(chosen ? [{ type: "fulfillment", amount: chosen.price }] : []),
      { type: "total", amount: total },
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
        ...(home.length
          ? [{ id: "shipping", type: "shipping", line_item_ids: lineIds, groups: [group("home", home)] }]
          : []),
        ...(places.length
          ? [{ id: "pickup", type: "pickup", line_item_ids: lineIds, groups: [group("places", places)] }]
          : []),
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
      shareUrl(
        context.origin,
        record.prefix,
        cart.lineItems.map((line) => ({ sku: line.sku, quantity: line.quantity })),
        codes,
      ) ?? base.continue_url,
    expires_at: new Date(record.expiresAt).toISOString(),
  };
}

/** What an update asks of the record and the cart: buyer, option, codes; each refusal a message. */
async function applyInput(deps: CheckoutDeps, record: CheckoutRecord, input: CheckoutInput) {
  const context = await deps.contextFor(record.prefix, { anonymousId: record.anonymousId, cartId: record.cartId });
  const messages: UcpMessage[] = [];
  const buyer = buyerOf(input.buyer, context.locale.language, messages);
  const option = selectedOption(input.fulfillment);
  if (input.discounts) messages.push(...(await applyDiscountCodes(context, input.discounts.codes)));
  const next: CheckoutRecord = {
    ...record,
    buyer: buyer === undefined ? record.buyer : buyer,
    fulfillmentOption: option === undefined ? record.fulfillmentOption : option,
  };
  if (next.fulfillmentOption) {
    const cart = await cartService(context).read();
    const offered = cart
      ? (await deliveryOptions(context, cart)).some((entry) => entry.key === next.fulfillmentOption)
      : false;
    if (!offered) {
      messages.push(
        fieldMessage(
          "invalid",
          SELECTED_OPTION_PATH,
          m.agent_checkout_delivery_unknown({}, { locale: context.locale.language }),
        ),
      );
      next.fulfillmentOption = record.fulfillmentOption;
    }
  }
  return { next, messages };
}

/** create_checkout: on the agent's cart (`cart_id`) or on a new cart of these line items. */
export async function createCheckout(
  deps: CheckoutDeps,
  prefix: LocalePrefix,
  input: CheckoutInput & { cart_id?: string },
) {
  let handle = input.cart_id ? parseCartHandle(input.cart_id) : null;
  let lineMessages: UcpMessage[] = [];
  if (input.cart_id && !handle) return checkoutNotFound(deps.origin);
  if (!handle) {
    const made = await createCart(deps.contextFor, prefix, input.line_items ?? []);
    if (isUcpError(made) || !("id" in made)) return made;
    handle = parseCartHandle(made.id);
    lineMessages = made.messages ?? [];
    if (!handle) return checkoutNotFound(deps.origin);
  }
  const now = (deps.now ?? Date.now)();
  const record: CheckoutRecord = {
    id: newCheckoutId(),
    prefix: handle.prefix,
    anonymousId: handle.anonymousId,
    cartId: handle.cartId,
    owner: deps.owner,
    buyer: null,
    fulfillmentOption: null,
    state: "open",
    createdAt: now,
    expiresAt: now + CHECKOUT_TTL_MS,
  };
  const { next, messages } = await applyInput(deps, record, input);
  const view = await checkoutView(deps, next, [...lineMessages, ...messages]);
  if (isUcpError(view)) return view;
  await deps.store.write(next);
  return view;
}

/** The checkout this id names, for its own caller only: another's is as unknown as a forged id. */
async function openRecord(deps: CheckoutDeps, id: string) {
  const record = await deps.store.read(id);
  return record?.owner === deps.owner ? record : null;
}

/** get_checkout. */
export async function getCheckout(deps: CheckoutDeps, id: string) {
  const record = await openRecord(deps, id);
  return record ? checkoutView(deps, record) : checkoutNotFound(deps.origin);
}

/** update_checkout: the line items sent replace the cart's; buyer, delivery option and codes as sent. */
export async function updateCheckout(deps: CheckoutDeps, id: string, input: CheckoutInput) {
  const record = await openRecord(deps, id);
  if (!record || record.state === "canceled") return checkoutNotFound(deps.origin);
  const lineMessages: UcpMessage[] = [];
  if (input.line_items) {
    const updated = await updateCart(deps.contextFor, deps.origin, cartHandleId(record), input.line_items);
    if (isUcpError(updated)) return checkoutNotFound(deps.origin);
    lineMessages.push(...(("messages" in updated && updated.messages) || []));
  }
  const { next, messages } = await applyInput(deps, { ...record, state: "open" }, input);
  await deps.store.write(next);
  return checkoutView(deps, next, [...lineMessages, ...messages]);
}

/**
 * complete_checkout: the shop takes no payment from an agent (its profile declares no payment
 * handler): a checkout with its buyer and delivery is handed to the shopper, who signs in and pays
 * on the site (`requires_escalation`); one still missing something says what.
 */
export async function completeCheckout(deps: CheckoutDeps, id: string) {
  const record = await openRecord(deps, id);
  if (!record || record.state === "canceled") return checkoutNotFound(deps.origin);
  const view = await checkoutView(deps, record);
  if (isUcpError(view) || view.status !== "requires_escalation") return view;
  await deps.store.write({ ...record, state: "handed_off" });
  return view;
}

/** cancel_checkout: the checkout as it was, closed; its cart emptied. */
export async function cancelCheckout(deps: CheckoutDeps, id: string) {
  const record = await openRecord(deps, id);
  if (!record || record.state === "canceled") return checkoutNotFound(deps.origin);
  const canceled: CheckoutRecord = { ...record, state: "canceled" };
  const view = await checkoutView(deps, canceled);
  if (isUcpError(view)) return view;
  await deps.store.write(canceled);
  const context = await deps.contextFor(record.prefix, { anonymousId: record.anonymousId, cartId: record.cartId });
  await cartService(context).empty();
  return { ...view, messages: [] };
}
