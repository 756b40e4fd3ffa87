import type { PaymentProduct } from "../../api/site-params";

/**
 * The payment methods a cart can use (spec 3, 4, 5): the site's payment products by rank, those
 * whose minimum and maximum allow the total; Alma in 3 or 4 instalments only when the site has it
 * and within its limits (0 and 999,999 when not given). Cards and every redirect method (P24,
 * PayPal, Klarna, Bancontact, Multibanco, Alma, Apple Pay, TWINT...) are paid on the site's
 * payment provider's page; only what the product settles itself goes through the internal
 * provider, without leaving the site (decision 128).
 */
export const CARD_PRODUCTS = ["CB", "VISA", "MASTERCARD", "AMERICAN_EXPRESS"] as const;
export const ALMA_PRODUCTS = ["ALMA_3X", "ALMA_4X"] as const;
const ALMA_DEFAULTS = { minAmount: 0, maxAmount: 999_999 };

/** Settled by the product itself (spec 3's internal provider): no page to leave for. */
export const INTERNAL_PRODUCTS = ["MPP"] as const;

export const isCardProduct = (name: string) => (CARD_PRODUCTS as readonly string[]).includes(name);
/** Paid on the payment provider's page (a full page load), coming back through order-{provider}-check. */
export const isPaidOnProviderPage = (name: string) => !(INTERNAL_PRODUCTS as readonly string[]).includes(name);

export function availableProducts(products: PaymentProduct[], totalCents: number): PaymentProduct[] {
  return [...products]
    .sort((a, b) => a.rank - b.rank)
    .filter((product) => {
      const alma = (ALMA_PRODUCTS as readonly string[]).includes(product.name);
      const min = product.minAmount ?? (alma ? ALMA_DEFAULTS.minAmount : 0);
      const max = product.maxAmount ?? (alma ? ALMA_DEFAULTS.maxAmount : Infinity);
      return totalCents >= min && totalCents <= max;
    });
}

/** The card provider's answer statuses (spec 3) and what each means for the shopper. */
export const PAYMENT_STATUSES = [
  "AuthenticationFinished",
  "Authorised",
  "Cancelled",
  "ChallengeShopper",
  "Error",
  "IdentifyShopper",
  "Pending",
  "PresentToShopper",
  "Received",
  "RedirectShopper",
  "Refused",
  "Success",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentOutcome = "paid" | "refused" | "cancelled" | "failed" | "again";

const OUTCOMES: Record<PaymentStatus, PaymentOutcome> = {
  Authorised: "paid",
  Received: "paid",
  Success: "paid",
  // Accepted by the provider, settled later: the order is placed and confirmed when it is.
  Pending: "paid",
  Refused: "refused",
  Cancelled: "cancelled",
  Error: "failed",
  // The provider needs the shopper once more (3-D Secure, identification, a redirect).
  ChallengeShopper: "again",
  IdentifyShopper: "again",
  RedirectShopper: "again",
  PresentToShopper: "again",
  AuthenticationFinished: "again",
};

const isPaymentStatus = (status: string): status is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(status);

/** What a status means; a status we do not know is a failure (never an order). */
export function paymentOutcome(status: string): PaymentOutcome {
  return isPaymentStatus(status) ? OUTCOMES[status] : "failed";
}

/** Which card provider a site uses (spec 3: two external providers). */
export function cardProviderFor(site: string): "adyen" | "worldline" {
  return ["FR", "CH", "GB"].includes(site) ? "adyen" : "worldline";
}

/**
 * The payment method ids of spec 3 (R3.25, decision 118) for a backend payment product, as
 * analytics report them: CB → cb, AMERICAN_EXPRESS → american-express, ALMA_3X → alma-3x, an
 * order with nothing left to pay (FREE) → free. A product the spec does not list keeps its own
 * name in the same shape (TWINT → twint), so nothing is reported under a wrong name.
 */
export const PAYMENT_METHOD_IDS = [
  "cb",
  "mpp",
  "przelewy24",
  "multibanco",
  "paypal",
  "klarna",
  "bancontact",
  "alma-3x",
  "alma-4x",
  "visa",
  "mastercard",
  "american-express",
  "free",
  "applepay",
] as const;

export function paymentMethodId(paymentProduct: string): string {
  return paymentProduct
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, "-");
}
