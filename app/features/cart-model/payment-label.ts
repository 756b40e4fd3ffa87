import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";

/** Brand names read the same in every language; Alma's instalments are said in words (messages). */
export const BRAND_NAMES: Record<string, string> = {
  CB: "Carte Bancaire",
  VISA: "Visa",
  MASTERCARD: "Mastercard",
  AMERICAN_EXPRESS: "American Express",
  PAYPAL: "PayPal",
  APPLEPAY: "Apple Pay",
  KLARNA: "Klarna",
  TWINT: "TWINT",
  BIZUM: "Bizum",
  PRZELEWY24: "Przelewy24",
  BLIK: "BLIK",
  MULTIBANCO: "Multibanco",
  BANCONTACT: "Bancontact",
};

/** A payment product in words: its brand, Alma's instalments, a gift card; an unknown one by its code. */
export function paymentMethodLabel(name: string, options: { locale: Language }): string {
  if (name === "ALMA_3X") return m.checkout_pay_alma({ count: 3 }, options);
  if (name === "ALMA_4X") return m.checkout_pay_alma({ count: 4 }, options);
  if (name === "GIFT_CARD") return m.orders_paid_gift_card({}, options);
  return BRAND_NAMES[name] ?? name.replace(/_/g, " ");
}
