import { m } from "../../paraglide/messages.js";
import type { LocalePrefix } from "../../lib/locales";
import { cartService } from "../../features/cart/service.server";
import { cartHandleId, createCart, parseCartHandle, updateCart } from "./cart.server";
import { CHECKOUT_TTL_MS, type CheckoutRecord, newCheckoutId } from "./checkout-store";
import {
  applyDiscountCodes,
  buyerOf,
  type CheckoutInput,
  fieldMessage,
  givenAddress,
  selectedDestination,
  selectedOption,
} from "./checkout-input";
import {
  type CheckoutDeps,
  checkoutNotFound,
  checkoutView,
  contextOf,
  deliveryOptions,
  isLinked,
  isLinkedOwner,
  paymentInProgress,
  SELECTED_OPTION_PATH,
} from "./checkout-view.server";
import { destinationsFor } from "./destinations.server";
import { DESTINATION_PATH, NEW_ADDRESS_ID } from "./linked-checkout.server";
import { isUcpError, type UcpMessage } from "./protocol";

export { type CheckoutDeps, checkoutNotFound } from "./checkout-view.server";

/**
 * Checkouts for agents (UCP checkout capability, issue 53) on the cart an agent made: the buyer,
 * the site's delivery options with their real prices and free-delivery thresholds, promo codes,
 * and the totals the site will charge, in minor units and the site's currency. The checkout
 * itself is kept between calls by the checkout store; the lines and codes live in the cart.
 * Without a linked account the shopper signs in and pays on the site (`requires_escalation`,
 * `continue_url`: the shared-cart link with its codes, decision 199); a linked customer's agent
 * chooses where it goes and pays with a card token (decision 202, complete-checkout.server.ts).
 */

/**
 * What an update asks of the record and the cart: buyer, option, destination, codes; each refusal
 * a message. A destination is a linked customer's to choose, among those the checkout lists.
 */
async function applyInput(deps: CheckoutDeps, record: CheckoutRecord, input: CheckoutInput) {
  const context = await contextOf(deps, record);
  const options = { locale: context.locale.language };
  const messages: UcpMessage[] = [];
  const buyer = buyerOf(input.buyer, context.locale.language, messages);
  const option = selectedOption(input.fulfillment);
  const given = givenAddress(input.fulfillment);
  const destination = selectedDestination(input.fulfillment) ?? (given ? NEW_ADDRESS_ID : undefined);
  if (input.discounts) messages.push(...(await applyDiscountCodes(context, input.discounts.codes)));
  const postalCode = input.context?.postal_code?.trim();
  const next: CheckoutRecord = {
    ...record,
    postalCode: postalCode && /^[\w -]{2,12}$/.test(postalCode) ? postalCode : record.postalCode,
    address: given ? { ...given, address_country: given.address_country.toUpperCase() } : record.address,
    buyer: buyer === undefined ? record.buyer : buyer,
    fulfillmentOption: option === undefined ? record.fulfillmentOption : option,
    // Another option lists other destinations: the one chosen for the last is not kept.
    destinationId:
      destination !== undefined
        ? destination
        : option !== undefined && option !== record.fulfillmentOption
          ? null
          : record.destinationId,
  };
  const cart = next.fulfillmentOption || next.destinationId ? await cartService(context).read() : null;
  if (next.fulfillmentOption) {
    const offered = cart
      ? (await deliveryOptions(context, cart)).some((entry) => entry.key === next.fulfillmentOption)
      : false;
    if (!offered) {
      messages.push(fieldMessage("invalid", SELECTED_OPTION_PATH, m.agent_checkout_delivery_unknown({}, options)));
      next.fulfillmentOption = record.fulfillmentOption;
    }
  }
  if (next.destinationId && destination !== undefined) {
    const linked = isLinked(deps, next);
    const given = linked && next.destinationId === NEW_ADDRESS_ID && next.address !== null;
    const listed =
      given ||
      (linked && cart
        ? (await destinationsFor(context, cart, next.fulfillmentOption, next.postalCode)).some(
            (entry) => entry.id === next.destinationId,
          )
        : false);
    if (!listed) {
      messages.push(
        fieldMessage(
          "invalid",
          DESTINATION_PATH,
          linked
            ? m.agent_checkout_destination_unknown({}, options)
            : m.agent_checkout_destination_needs_link({}, options),
        ),
      );
      next.destinationId = record.destinationId;
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
    customer: deps.identity?.customer ?? null,
    buyer: null,
    fulfillmentOption: null,
    destinationId: null,
    address: null,
    postalCode: null,
    challenge: null,
    orderNumber: null,
    paidWith: null,
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

/**
 * The checkout this id names, for its own caller only: another's is as unknown as a forged id. A
 * checkout an agent made before the shopper linked her account becomes hers when her agent opens it.
 */
export async function openRecord(deps: CheckoutDeps, id: string): Promise<CheckoutRecord | null> {
  const record = await deps.store.read(id);
  if (!record) return null;
  if (record.owner === deps.owner) return record;
  const adopted =
    record.owner === "ucp" && record.state === "open" && !record.customer && deps.identity && isLinkedOwner(deps.owner);
  return adopted ? { ...record, owner: deps.owner, customer: deps.identity!.customer } : null;
}

/** update_checkout: the line items sent replace the cart's; buyer, delivery option, destination and codes as sent. */
export async function updateCheckout(deps: CheckoutDeps, id: string, input: CheckoutInput) {
  const record = await openRecord(deps, id);
  if (!record || record.state === "canceled" || record.state === "completed") return checkoutNotFound(deps.origin);
  // A payment waits for the cardholder's bank: what it pays for does not change under it.
  if (record.challenge) {
    const language = (await contextOf(deps, record)).locale.language;
    return checkoutView(deps, record, [paymentInProgress(language)]);
  }
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

/** cancel_checkout: the checkout as it was, closed; its cart emptied. */
export async function cancelCheckout(deps: CheckoutDeps, id: string) {
  const record = await openRecord(deps, id);
  if (!record || record.state === "canceled" || record.state === "completed") return checkoutNotFound(deps.origin);
  const canceled: CheckoutRecord = { ...record, state: "canceled" };
  const view = await checkoutView(deps, canceled);
  if (isUcpError(view)) return view;
  await deps.store.write(canceled);
  const context = await deps.contextFor(record.prefix, { anonymousId: record.anonymousId, cartId: record.cartId });
  await cartService(context).empty();
  return { ...view, messages: [] };
}
