import type { LocaleInfo } from "../../lib/locales";
import { formatMoney } from "../../lib/money";
import { m } from "../../paraglide/messages.js";
import type { Cart } from "../cart/schemas";

/** The order summary beside every step, its amounts already written in the page's language. */
export interface OrderSummary {
  lines: { id: string; name: string; detail: string; quantity: number; price: string; pictureUrl: string }[];
  shipping: { name: string; price: string } | null;
  total: string;
}

export function orderSummary(cart: Pick<Cart, "lineItems" | "shippingInfo" | "totalPrice">, locale: LocaleInfo): OrderSummary {
  const money = (cents: number) => formatMoney(cents, cart.totalPrice.currencyCode, locale.hrefLang);
  return {
    lines: cart.lineItems.map((line) => ({
      id: line.lineId,
      name: line.name,
      detail: [line.colourLabel, line.size].filter(Boolean).join(" · "),
      quantity: line.quantity,
      price: money(line.totalPrice.centAmount),
      pictureUrl: line.pictureUrl,
    })),
    shipping: cart.shippingInfo
      ? { name: cart.shippingInfo.name, price: cart.shippingInfo.price.centAmount === 0 ? m.checkout_delivery_free({}, { locale: locale.language }) : money(cart.shippingInfo.price.centAmount) }
      : null,
    total: money(cart.totalPrice.centAmount),
  };
}
