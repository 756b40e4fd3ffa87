import type { LocaleInfo } from "../../lib/locales";
import { formatMoney } from "../../lib/money";
import { m } from "../../paraglide/messages.js";
import { discountLabel } from "./discount-label";
import type { Cart } from "./schemas";
import { addressLines } from "../addresses/address-lines";

/** A line of the totals: a label and its amount, already written (discounts with a minus sign, −). */
export interface SummaryAmount {
  label: string;
  amount: string;
}

/**
 * The order summary beside every step, its amounts already written in the page's language: the
 * lines, their subtotal, the delivery with where it goes and its price, each discount and extra
 * as its own line, the total, then what gift cards pay and what is left (issue 27).
 */
export interface OrderSummary {
  lines: { id: string; name: string; detail: string; quantity: number; price: string; pictureUrl: string }[];
  subtotal: string;
  /** The method, its price, and the destination's lines (the place's name first; none for e-mail). */
  shipping: { name: string; price: string; destination: string[] } | null;
  /** Promo codes and loyalty offers (negative), then the loyalty card, gift cards bought, donations. */
  adjustments: SummaryAmount[];
  total: string;
  /** Gift cards paying part of the total (negative), and what is left to pay; empty when none. */
  giftCardPayments: SummaryAmount[];
  remaining: string | null;
}

type SummarySource = Pick<Cart, "lineItems" | "shippingInfo" | "totalPrice"> &
  Partial<
    Pick<
      Cart,
      | "shippingAddress"
      | "discounts"
      | "discountCode"
      | "loyaltyOffers"
      | "loyaltyCard"
      | "giftCards"
      | "donations"
      | "payments"
    >
  >;

/** What gift cards already pay, and what is left (never below zero). */
export function giftCardPayments(cart: Pick<Cart, "payments" | "totalPrice">) {
  const cards = cart.payments.filter((payment) => payment.paymentProduct === "GIFT_CARD");
  const paid = cards.reduce((sum, payment) => sum + payment.amountPlanned.centAmount, 0);
  return { cards, remaining: Math.max(0, cart.totalPrice.centAmount - paid) };
}

export function orderSummary(cart: SummarySource, locale: LocaleInfo): OrderSummary {
  const options = { locale: locale.language };
  const money = (cents: number) => formatMoney(cents, cart.totalPrice.currencyCode, locale.hrefLang);
  // What is taken off, as the cart writes it: the minus sign (U+2212), not a hyphen (issue 49).
  const deduction = (cents: number) => `\u2212${money(cents)}`;
  const promoCodes = new Set((cart.discountCode ?? []).map((code) => code.code));
  const discountName = (code: string) =>
    discountLabel(cart, code, () =>
      promoCodes.has(code) ? m.checkout_summary_promo({ code }, options) : m.orders_discount({ code }, options),
    );
  const { cards, remaining } = giftCardPayments({ payments: cart.payments ?? [], totalPrice: cart.totalPrice });
  return {
    lines: cart.lineItems.map((line) => ({
      id: line.lineId,
      name: line.name,
      detail: [line.colourLabel, line.size].filter(Boolean).join(" · "),
      quantity: line.quantity,
      price: money(line.totalPrice.centAmount),
      pictureUrl: line.pictureUrl,
    })),
    subtotal: money(cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0)),
    shipping: cart.shippingInfo
      ? {
          name: cart.shippingInfo.name,
          price:
            cart.shippingInfo.price.centAmount === 0
              ? m.checkout_delivery_free({}, options)
              : money(cart.shippingInfo.price.centAmount),
          destination: destinationLines(cart.shippingAddress ?? null, cart.shippingInfo.shippingMethodKey, locale),
        }
      : null,
    adjustments: [
      ...(cart.discounts ?? []).map((discount) => ({
        label: discountName(discount.code),
        amount: deduction(discount.amount.centAmount),
      })),
      ...(cart.loyaltyCard
        ? [{ label: m.orders_loyalty_card({}, options), amount: money(cart.loyaltyCard.price.centAmount) }]
        : []),
      ...(cart.giftCards ?? []).map((card) => ({
        label: m.orders_gift_card_bought({}, options),
        amount: money(card.price.centAmount),
      })),
      ...(cart.donations ?? []).map((donation) => ({
        label: m.orders_donation({}, options),
        amount: money(donation.price.centAmount),
      })),
    ],
    total: money(cart.totalPrice.centAmount),
    giftCardPayments: cards.map((payment) => ({
      label: m.checkout_summary_gift_card_payment({}, options),
      amount: deduction(payment.amountPlanned.centAmount),
    })),
    remaining: cards.length ? money(remaining) : null,
  };
}

/** Where the parcel goes, as the cart says it: the home address, or the place (its name first). */
function destinationLines(address: Cart["shippingAddress"], methodKey: string, locale: LocaleInfo): string[] {
  if (!address?.address1 || methodKey === "VI") return [];
  return addressLines(
    {
      firstName: address.firstName ?? undefined,
      lastName: address.lastName ?? undefined,
      address1: address.address1,
      address2: address.address2 ?? null,
      address3: address.address3 ?? null,
      address4: address.address4 ?? null,
      zipCode: address.zipCode ?? "",
      city: address.city ?? "",
      country: address.country,
    },
    locale,
  );
}
