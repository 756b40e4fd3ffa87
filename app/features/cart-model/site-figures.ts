import type { LocaleInfo } from "../../lib/locales";
import { formatMoney } from "../../lib/money";
import { deliveryTime, type DeliveryDays } from "./delivery-promise";
import { BRAND_NAMES } from "./payment-label";

/** One delivery method of the site's own country: its price and free-delivery threshold (cents), its promise. */
export interface DeliveryTerms {
  price: number;
  freeAbove: number | null;
  days: DeliveryDays;
}

/**
 * What one site's own data says (decision 174): its currency, its delivery methods' tariffs and
 * promises (GET /deliveries/shipping-methods for its country), its payment methods, gift-card
 * range and loyalty card (GET /web-domains/). The CMS writes per language, and a language serves
 * several sites (French: France in euros, Switzerland in francs), so content never writes these
 * figures itself: it names them by token and each site's page fills in its own.
 */
export interface SiteFigures {
  currency: string;
  delivery: Record<string, DeliveryTerms>;
  /** In the site's order (rank). */
  paymentProducts: { name: string; minAmount?: number; maxAmount?: number }[];
  giftCard: { minAmount: number; maxAmount: number };
  /** Null where the site runs no loyalty programme. */
  loyaltyCardPrice: number | null;
}

/**
 * A token of CMS text: `{{name}}` or `{{name:argument}}`. Known names:
 * - `delivery_price:KEY`, `free_delivery_above:KEY`, `delivery_time:KEY`: a delivery method's price,
 *   the amount above which it is free, its promise in working days ("en 2 à 4 jours ouvrés");
 * - `payment_methods`: the site's payment methods by brand ("Visa, Mastercard, PayPal et TWINT");
 *   `payment_method:NAME`: one method's brand; `payment_min:NAME`, `payment_max:NAME`: its limits;
 * - `gift_card_min`, `gift_card_max`, `loyalty_card_price`; `only:loyalty` says nothing but keeps
 *   its text to sites that run the loyalty programme.
 * A token the site cannot fill (a method it does not offer, no loyalty programme) leaves out the
 * text that holds it: a paragraph about TWINT is not on the French site.
 */
const TOKEN = /\{\{(\w+)(?::([\w-]+))?\}\}/g;

/** A payment product as its brand, once per brand (Alma in 3 or 4 instalments is Alma). */
const brandOf = (name: string) => (name.startsWith("ALMA_") ? "Alma" : (BRAND_NAMES[name] ?? name.replace(/_/g, " ")));

function tokenValue(name: string, argument: string | undefined, figures: SiteFigures, locale: LocaleInfo) {
  const money = (cents: number | null | undefined, whole = true) =>
    cents === null || cents === undefined
      ? null
      : formatMoney(cents, figures.currency, locale.hrefLang, { dropZeroDecimals: whole });
  const method = argument ? figures.delivery[argument] : undefined;
  const payment = argument ? figures.paymentProducts.find((product) => product.name === argument) : undefined;
  switch (name) {
    case "delivery_price":
      return method ? money(method.price, false) : null;
    case "free_delivery_above":
      return money(method?.freeAbove);
    case "delivery_time":
      return method ? deliveryTime(method.days, locale.language) : null;
    case "payment_methods": {
      const brands = [...new Set(figures.paymentProducts.map((product) => brandOf(product.name)))];
      return brands.length ? new Intl.ListFormat(locale.hrefLang, { type: "conjunction" }).format(brands) : null;
    }
    case "payment_method":
      return payment ? brandOf(payment.name) : null;
    case "payment_min":
      return money(payment?.minAmount);
    case "payment_max":
      return money(payment?.maxAmount);
    case "gift_card_min":
      return money(figures.giftCard.minAmount);
    case "gift_card_max":
      return money(figures.giftCard.maxAmount);
    case "loyalty_card_price":
      return money(figures.loyaltyCardPrice);
    case "only":
      return argument === "loyalty" && figures.loyaltyCardPrice !== null ? "" : null;
    default:
      return null;
  }
}

/** `text` with the site's figures in place of its tokens; null when one of them is not the site's. */
export function withSiteFigures(text: string, figures: SiteFigures | null, locale: LocaleInfo): string | null {
  let missing = false;
  const filled = text.replace(TOKEN, (_token, name: string, argument: string | undefined) => {
    const value = figures ? tokenValue(name, argument, figures, locale) : null;
    if (value === null) missing = true;
    return value ?? "";
  });
  return missing ? null : filled;
}
