import { fullDate } from "../../lib/dates";
import type { LocaleInfo } from "../../lib/locales";
import { formatMoney } from "../../lib/money";
import { m } from "../../paraglide/messages.js";
import { paymentMethodLabel } from "../cart-model/payment-label";
import { addressLines } from "../addresses/address-lines";
import { orderSummary, type OrderSummary } from "../cart-model/summary.server";

export { addressLines };
import type { OrderDetail, OrderListItem } from "./schemas";

/** An order as its pages say it: every amount, date and status already in the page's language. */
export interface OrderView {
  number: string;
  placedOn: string;
  status: string;
  summary: OrderSummary;
  /** The delivery method, where it goes (none for an e-mail delivery), and when it arrives where said. */
  delivery: { method: string; address: string[]; arrival: string | null } | null;
  billing: string[] | null;
  payments: { method: string; amount: string }[];
  /** Discounts, gift cards bought, donations, the loyalty card: each a line of the totals. */
  adjustments: { label: string; amount: string }[];
  points: number;
}

export interface OrderListEntry {
  number: string;
  placedOn: string;
  status: string;
  items: string;
  total: string;
}

const STATUS_LABELS = {
  CONFIRMED: m.orders_status_confirmed,
  PREPARING: m.orders_status_preparing,
  SHIPPED: m.orders_status_shipped,
  DELIVERED: m.orders_status_delivered,
  CANCELLED: m.orders_status_cancelled,
} satisfies Record<OrderDetail["status"], unknown>;

/** `arrival`: when the delivery arrives, where the page says it (the confirmation: checkout/delivery-arrival.server.ts). */
export function orderView(order: OrderDetail, locale: LocaleInfo, arrival: string | null = null): OrderView {
  const options = { locale: locale.language };
  const money = (cents: number) => formatMoney(cents, order.totalPrice.currencyCode, locale.hrefLang);
  const summary = orderSummary(order, locale);
  return {
    number: order.orderNumber,
    placedOn: fullDate(locale, order.createdAt),
    status: STATUS_LABELS[order.status]({}, options),
    summary,
    delivery: order.shippingInfo
      ? {
          method: order.shippingInfo.name,
          address: order.deliveryAddress ? addressLines(order.deliveryAddress, locale) : [],
          arrival,
        }
      : null,
    billing: order.billingAddress ? addressLines(order.billingAddress, locale) : null,
    payments: order.payments.map((payment) => ({
      method: paymentMethodLabel(payment.paymentProduct, options),
      amount: money(payment.amountPlanned.centAmount),
    })),
    // The summary's own lines: discounts, the loyalty card, gift cards bought, donations.
    adjustments: summary.adjustments,
    points: order.loyaltyPointsEarned + order.loyaltyBonusPointsEarned,
  };
}

export function orderListEntry(order: OrderListItem, locale: LocaleInfo): OrderListEntry {
  const options = { locale: locale.language };
  return {
    number: order.orderNumber,
    placedOn: fullDate(locale, order.createdAt),
    status: STATUS_LABELS[order.status]({}, options),
    items: m.orders_item_count({ count: order.itemCount }, options),
    total: formatMoney(order.totalPrice.centAmount, order.totalPrice.currencyCode, locale.hrefLang),
  };
}
