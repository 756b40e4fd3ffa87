import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";
import { BRAND_NAMES } from "./payment-methods";

/** A payment product in words: its brand, Alma's instalments, a gift card; an unknown one by its code. */
export function paymentMethodLabel(name: string, options: { locale: Language }): string {
  if (name === "ALMA_3X") return m.checkout_pay_alma({ count: 3 }, options);
  if (name === "ALMA_4X") return m.checkout_pay_alma({ count: 4 }, options);
  if (name === "GIFT_CARD") return m.orders_paid_gift_card({}, options);
  return BRAND_NAMES[name] ?? name.replace(/_/g, " ");
}
