import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";
import { discountLabel } from "../cart-model/discount-label";
import type { Cart } from "../cart-model/schemas";

/**
 * The rows of the cart's summary between the items and the total, in the page's language, as
 * signed cents: each discount (negative), the loyalty card, gift cards, donations and delivery
 * once chosen. The page's summary and the cart's Markdown twin add up the same rows.
 */
export function cartSummaryRows(cart: Cart, language: Language): [label: string, cents: number][] {
  const options = { locale: language };
  return [
    ...cart.discounts.map((discount): [string, number] => [
      discountLabel(cart, discount.code, (code) => m.cart_summary_discount({ code }, options)),
      -discount.amount.centAmount,
    ]),
    ...(cart.loyaltyCard
      ? [[m.cart_summary_loyalty_card({}, options), cart.loyaltyCard.price.centAmount] as [string, number]]
      : []),
    ...cart.giftCards.map((card): [string, number] => [m.cart_summary_gift_card({}, options), card.price.centAmount]),
    ...cart.donations.map((donation): [string, number] => [
      m.cart_summary_donation({}, options),
      donation.price.centAmount,
    ]),
    ...(cart.shippingInfo ? [[cart.shippingInfo.name, cart.shippingInfo.price.centAmount] as [string, number]] : []),
  ];
}
