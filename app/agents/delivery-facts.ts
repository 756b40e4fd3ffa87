import { m } from "../paraglide/messages.js";
import type { Language } from "../lib/locales";
import type { DeliveryEstimate } from "../features/cart/delivery";
import { deliveryTime } from "../features/cart-model/delivery-promise";

/**
 * A delivery option as an agent reads it, in the cart page's words: what it costs this cart (or
 * "free"), when it arrives, and how much more makes it free. The cart's Markdown twin and the UCP
 * checkout's options say the same.
 */
export function deliveryFacts(
  option: DeliveryEstimate,
  money: (cents: number) => string,
  language: Language,
): string[] {
  const options = { locale: language };
  const time = option.deliveryDays ? deliveryTime(option.deliveryDays, language) : null;
  return [
    option.free ? m.cart_delivery_free({}, options) : money(option.price),
    time ? m.cart_delivery_time({ time }, options) : null,
    option.missingForFree !== null
      ? m.cart_delivery_free_from({ amount: money(option.missingForFree) }, options)
      : null,
  ].filter((part): part is string => part !== null);
}
