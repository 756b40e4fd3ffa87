import type { LocalePrefix } from "../../lib/locales";
import { isPlaceMethod } from "../../features/cart/delivery";
import { orderService } from "../../features/orders/orders.server";
import type { OrderDetail } from "../../features/orders/schemas";
import type { MarketContext } from "./cart.server";
import type { CheckoutStore } from "./checkout-store";
import { type CallerIdentity, orderPermalink } from "./checkout-view.server";
import { lineTitle } from "./line-messages";
import { CAPABILITIES, envelope, errorResponse } from "./protocol";

/**
 * get_order (UCP order capability, decision 202): a linked customer's order, as her account shows
 * it: lines with what was ordered, where it goes, totals in minor units, its link in the account.
 * Only her own: another customer's number, or a call without her token, is not found.
 */

const notFound = (origin: string) =>
  errorResponse({ type: "error", code: "not_found", content: "Order not found.", severity: "unrecoverable" }, origin);

/** The order's state as UCP's line statuses say it. */
const LINE_STATUS: Record<OrderDetail["status"], string> = {
  CONFIRMED: "processing",
  PREPARING: "processing",
  SHIPPED: "partial",
  DELIVERED: "fulfilled",
  CANCELLED: "removed",
};

export function ucpOrder(order: OrderDetail, origin: string, prefix: LocalePrefix, checkoutId: string | null) {
  const delivered = order.status === "DELIVERED";
  const delivery = order.shippingInfo?.price.centAmount ?? 0;
  const subtotal = order.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const address = order.deliveryAddress;
  const method = order.shippingInfo?.shippingMethodKey ?? "";
  return {
    ucp: envelope(CAPABILITIES.order),
    id: order.orderNumber,
    checkout_id: checkoutId ?? "",
    permalink_url: orderPermalink(origin, prefix, order.orderNumber),
    currency: order.totalPrice.currencyCode,
    status: order.status.toLowerCase(),
    created_at: order.createdAt,
    line_items: order.lineItems.map((line) => ({
      id: line.lineId,
      item: { id: line.sku, title: lineTitle(line), price: line.catalogPrice.price.centAmount },
      quantity: { total: line.quantity, fulfilled: delivered ? line.quantity : 0 },
      totals: [
        { type: "subtotal", amount: line.totalPrice.centAmount },
        { type: "total", amount: line.totalPrice.centAmount },
      ],
      status: LINE_STATUS[order.status],
    })),
    fulfillment: {
      expectations: [
        {
          id: "delivery",
          line_items: order.lineItems.map((line) => ({ id: line.lineId, quantity: line.quantity })),
          method_type: isPlaceMethod(method) ? "pickup" : "shipping",
          ...(address
            ? {
                destination: {
                  street_address: [address.address1, address.address2, address.address3].filter(Boolean).join(", "),
                  address_locality: address.city,
                  postal_code: address.zipCode,
                  address_country: address.country,
                },
              }
            : {}),
          description: order.shippingInfo?.name ?? "",
        },
      ],
      events: [],
    },
    adjustments: [],
    totals: [
      { type: "subtotal", amount: subtotal },
      ...(order.totalPrice.centAmount - delivery !== subtotal
        ? [{ type: "discount", amount: order.totalPrice.centAmount - delivery - subtotal }]
        : []),
      ...(order.shippingInfo ? [{ type: "fulfillment", amount: delivery }] : []),
      { type: "total", amount: order.totalPrice.centAmount },
    ],
  };
}

export async function getOrder(
  deps: { contextFor: MarketContext; origin: string; identity?: CallerIdentity | null; store: CheckoutStore },
  prefix: LocalePrefix,
  id: string,
) {
  if (!deps.identity || !/^[\w-]{4,32}$/.test(id)) return notFound(deps.origin);
  const context = await deps.contextFor(prefix, { anonymousId: crypto.randomUUID(), tokens: deps.identity.session });
  const order = await orderService(context).find(id);
  if (!order) return notFound(deps.origin);
  return ucpOrder(order, deps.origin, prefix, await deps.store.checkoutOfOrder(id));
}
