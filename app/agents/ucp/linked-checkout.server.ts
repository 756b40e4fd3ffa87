import { m } from "../../paraglide/messages.js";
import { errorCodeOf, isOutage } from "../../api/errors";
import type { RequestContext } from "../../lib/request-context";
import { cartService } from "../../features/cart/service.server";
import { isPlaceMethod } from "../../features/cart/delivery";
import type { Cart } from "../../features/cart-model/schemas";
import { giftCardPayments } from "../../features/cart-model/summary.server";
import { checkoutFormAnswer } from "../../features/checkout/actions.server";
import { loadBilling } from "../../features/checkout/billing.server";
import { checkoutService } from "../../features/checkout/checkout.server";
import { methodsFor } from "../../features/checkout/payment-actions.server";
import { type CARD_PRODUCTS, cardProviderFor } from "../../features/checkout/payment-methods";
import { ALPHA2_TO_ALPHA3 } from "../../features/addresses/address-rules";
import type { CheckoutRecord } from "./checkout-store";
import { fieldMessage } from "./checkout-input";
import type { UcpMessage } from "./protocol";
import { placeSearchTerm } from "./destinations.server";
import type { PostalAddress } from "./schemas";

/**
 * The checkout of a customer who linked her account (UCP identity linking, decision 202): where
 * it may go (her saved addresses, or the pickup points, lockers and stores around her billing
 * postcode), and the order itself, placed through the storefront's own steps: the billing and
 * delivery forms her pages post, the payment provider's vault for the agent's card token, then the
 * same validate. A refusal at any step is a message at its place in the request, never a drop.
 */

export const DESTINATION_PATH = "$.fulfillment.methods[0].selected_destination_id";
/** Where a request gives a new shipping address, and the destination id it then has. */
export const ADDRESS_PATH = "$.fulfillment.methods[0].destinations[0]";
export const NEW_ADDRESS_ID = "new_address";
export const INSTRUMENT_PATH = "$.payment.instruments[0]";

/** The card an agent pays with: its vault token and the network it says it is. */
export interface CardInstrument {
  brand?: string;
  token: string;
  billingAddress?: PostalAddress;
}

const NETWORKS: Record<string, (typeof CARD_PRODUCTS)[number]> = {
  visa: "VISA",
  mastercard: "MASTERCARD",
  amex: "AMERICAN_EXPRESS",
  american_express: "AMERICAN_EXPRESS",
  cb: "CB",
};

const form = (fields: Record<string, string | number | null | undefined>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== null && value !== undefined) data.set(name, String(value));
  return data;
};

export type LinkedOutcome =
  | { kind: "ordered"; orderNumber: string }
  | { kind: "challenge"; paymentId: string; url: string }
  | { kind: "refused"; messages: UcpMessage[] };

const refused = (...messages: UcpMessage[]): LinkedOutcome => ({ kind: "refused", messages });

/** What a step's form refused, as one sentence: its first field's problem, else the form's answer. */
const firstProblem = (answer: { message: string; fieldErrors?: Record<string, string> }) =>
  Object.values(answer.fieldErrors ?? {})[0] ?? answer.message;

/**
 * The billing address the order is invoiced to, through the billing step's own form: the card's
 * (the instrument's billing address), else the account's; refused as the form would refuse it.
 */
async function ensureBilling(context: RequestContext, cart: Cart, card?: PostalAddress): Promise<UcpMessage | null> {
  // The card's address is the invoice's, even over one an earlier attempt with another card set.
  if (cart.billingAddress && !card) return null;
  const billing = await loadBilling(context);
  const values = card
    ? {
        ...billing.values,
        firstName: card.first_name ?? billing.values.firstName,
        lastName: card.last_name ?? billing.values.lastName,
        address1: card.street_address,
        address2: card.extended_address,
        address3: undefined,
        zipCode: card.postal_code,
        city: card.address_locality,
        country: card.address_country.toUpperCase(),
        // The account's phone may be another country's than this site takes: the card's address has none.
        phone: undefined,
        phoneCountry: undefined,
      }
    : billing.values;
  const answered = await checkoutFormAnswer(
    form({ intent: "billing", version: billing.version, ...values }),
    context,
    "billing",
  );
  if (answered.answer.ok) return null;
  const options = { locale: context.locale.language };
  const path = `${INSTRUMENT_PATH}.billing_address`;
  if (card) return fieldMessage("invalid", path, firstProblem(answered.answer));
  return fieldMessage("missing", path, m.agent_order_billing_needed({}, options));
}

/** The delivery, through the delivery step's own form: the option and the destination chosen. */
async function saveDelivery(context: RequestContext, record: CheckoutRecord): Promise<UcpMessage | null> {
  const cart = await cartService(context).read();
  if (!cart || !record.fulfillmentOption || !record.destinationId) return null;
  const method = record.fulfillmentOption;
  const place = isPlaceMethod(method);
  const billing = cart.billingAddress;
  const phoneCountry = ALPHA2_TO_ALPHA3[(await context.siteParams()).countryCodeISO2];
  const given = !place && record.destinationId === NEW_ADDRESS_ID ? record.address : null;
  const answered = await checkoutFormAnswer(
    form({
      intent: "delivery",
      version: cart.version,
      method,
      ...(place
        ? {
            placeId: record.destinationId,
            q: await placeSearchTerm(context, cart, record.postalCode),
            firstName: billing?.firstName,
            lastName: billing?.lastName,
            phone: record.buyer?.phone_number ?? billing?.phone,
            phoneCountry,
          }
        : given
          ? {
              addressId: "new",
              firstName: given.first_name ?? record.buyer?.first_name ?? billing?.firstName,
              lastName: given.last_name ?? record.buyer?.last_name ?? billing?.lastName,
              address1: given.street_address,
              address2: given.extended_address,
              zipCode: given.postal_code,
              city: given.address_locality,
              country: given.address_country,
              phone: given.phone_number ?? record.buyer?.phone_number ?? billing?.phone,
              phoneCountry,
            }
          : { addressId: record.destinationId }),
    }),
    context,
    "delivery",
  );
  if (answered.answer.ok) return null;
  return fieldMessage("invalid", given ? ADDRESS_PATH : DESTINATION_PATH, firstProblem(answered.answer));
}

/**
 * complete_checkout for a linked customer: billing, delivery, the card token paid through the
 * site's card provider, the order. A 3-D Secure challenge stops there: the cardholder answers it
 * on the issuer's page (`resumeChallenge` goes on from her answer).
 */
export async function placeLinkedOrder(
  context: RequestContext,
  record: CheckoutRecord,
  instrument: CardInstrument,
  returnUrl: string,
): Promise<LinkedOutcome> {
  const options = { locale: context.locale.language };
  let cart = await cartService(context).read();
  if (!cart) return refused(fieldMessage("invalid", "$.id", m.agent_order_cart_gone({}, options)));
  if (cart.orderNumber) return { kind: "ordered", orderNumber: cart.orderNumber };
  const billing = await ensureBilling(context, cart, instrument.billingAddress);
  if (billing) return refused(billing);
  const delivery = await saveDelivery(context, record);
  if (delivery) return refused(delivery);
  cart = (await cartService(context).read())!;
  const total = giftCardPayments(cart).remaining;
  if (total === 0) return order(context, cart.version);
  const products = (await methodsFor(context, cart)).map((product) => product.name);
  const product = NETWORKS[(instrument.brand ?? "visa").toLowerCase()];
  const accepted =
    product && products.includes(product) ? product : products.find((name) => name === "CB" && product === "VISA");
  if (!accepted)
    return refused(
      fieldMessage("invalid", `${INSTRUMENT_PATH}.display.brand`, m.agent_order_card_not_taken({}, options)),
    );
  const provider = cardProviderFor(context.locale.site);
  let paid: Awaited<ReturnType<ReturnType<typeof checkoutService>["payWithToken"]>>;
  try {
    paid = await checkoutService(context).payWithToken(provider, accepted, total, instrument.token, returnUrl);
  } catch (error) {
    // The vault does not know the token (422) or refuses the request: the card, not the shop.
    if (errorCodeOf(error) === "rejected") return refused(paymentFailed(m.agent_order_token_unknown({}, options)));
    throw error;
  }
  if (!paid) return refused(fieldMessage("invalid", "$.id", m.agent_order_cart_gone({}, options)));
  if (paid.resultCode === "ChallengeShopper" && paid.challengeUrl)
    return { kind: "challenge", paymentId: paid.paymentId, url: paid.challengeUrl };
  if (paid.resultCode !== "Authorised") return refused(paymentFailed(m.agent_order_payment_refused({}, options)));
  return order(context, paid.cart.version);
}

const paymentFailed = (content: string): UcpMessage => ({
  type: "error",
  code: "payment_failed",
  path: INSTRUMENT_PATH,
  content,
  severity: "recoverable",
});

/** Validate: the order, or the lines whose stock changed (412), or the backend's refusal. */
async function order(context: RequestContext, version: number): Promise<LinkedOutcome> {
  const options = { locale: context.locale.language };
  const placed = await checkoutService(context).validate(version);
  if (placed.ok) return { kind: "ordered", orderNumber: placed.orderNumber };
  if (placed.code === "validation-failed") {
    await checkoutService(context).refresh();
    return refused({
      type: "error",
      code: "out_of_stock",
      content: m.agent_order_stock_changed({}, options),
      severity: "recoverable",
    });
  }
  if (placed.code !== "no-cart" && isOutage(placed.code)) throw new Error(`Order not placed: ${placed.code}`);
  return refused({
    type: "error",
    code: "order_refused",
    content: m.checkout_order_refused({}, options),
    severity: "recoverable",
  });
}

/** The cardholder answered the challenge: authorised, the order; refused, said as a payment that failed. */
export async function resumeChallenge(context: RequestContext, paymentId: string): Promise<LinkedOutcome | null> {
  const options = { locale: context.locale.language };
  const answered = await checkoutService(context).paymentDetails(paymentId);
  if (!answered) return refused(fieldMessage("invalid", "$.id", m.agent_order_cart_gone({}, options)));
  if (answered.resultCode === "ChallengeShopper") return null;
  if (answered.resultCode !== "Authorised") return refused(paymentFailed(m.agent_order_challenge_failed({}, options)));
  return order(context, answered.cart.version);
}
