import type { Cart } from "../cart-model/schemas";
import type { LocalePrefix } from "../../lib/locales";
import { href, type PageName } from "../../pages/href";

/**
 * The checkout's steps in order (spec 2.3) and what each needs from the cart: a step can be
 * opened once every earlier one is done; anything else sends the shopper to the first one missing.
 */
export const CHECKOUT_STEPS = ["billing", "delivery", "overview", "payment"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Each step's page in the page table (pages/table.ts). */
const STEP_PAGE = {
  billing: "order-billing",
  delivery: "order-delivery",
  overview: "order-overview",
  payment: "order-payment",
} as const satisfies Record<CheckoutStep, PageName>;

type Steps = Pick<Cart, "billingAddress" | "shippingInfo">;

const DONE: Record<CheckoutStep, (cart: Steps) => boolean> = {
  billing: (cart) => cart.billingAddress !== null,
  delivery: (cart) => cart.shippingInfo !== null,
  overview: () => true,
  payment: () => false,
};

/** The first step before `step` that is not done, if any. */
export function firstMissingStep(cart: Steps, step: CheckoutStep): CheckoutStep | null {
  for (const earlier of CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step))) if (!DONE[earlier](cart)) return earlier;
  return null;
}

/** The cart holds something to order: lines, or a loyalty card or a gift card on their own. */
export function hasSomethingToOrder(cart: Pick<Cart, "lineItems" | "loyaltyCard" | "giftCards">): boolean {
  return cart.lineItems.length > 0 || cart.loyaltyCard !== null || cart.giftCards.length > 0;
}

export const stepPath = (prefix: LocalePrefix, step: CheckoutStep) => href(prefix, STEP_PAGE[step]);

/** The confirmation of one order. */
export const confirmationPath = (prefix: LocalePrefix, orderNumber: string) =>
  `${href(prefix, "order-confirmation")}?${new URLSearchParams({ order: orderNumber })}`;

/** Delivery goes on to the overview, or straight to payment where the site's funnel has none. */
export const stepAfterDelivery = (overview: boolean): CheckoutStep => (overview ? "overview" : "payment");
