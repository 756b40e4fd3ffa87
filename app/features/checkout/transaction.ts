import { z } from "zod";
import { paymentMethodId } from "./payment-methods";

/** The order as the analytics transaction event names it (spec 3, "Order (for analytics)"). */
export const analyticsOrderSchema = z.object({
  orderNumber: z.string(),
  totalPrice: z.object({ centAmount: z.number().int(), currencyCode: z.string() }),
  shippingInfo: z
    .object({ name: z.string(), price: z.object({ centAmount: z.number().int() }) })
    .nullable()
    .optional(),
  payments: z
    .array(
      z.object({
        paymentProvider: z.string(),
        paymentProduct: z.string(),
        amountPlanned: z.object({ centAmount: z.number().int() }),
      }),
    )
    .default([]),
  lineItems: z
    .array(
      z.object({
        productId: z.string(),
        sku: z.string(),
        quantity: z.number().int(),
        totalPrice: z.object({ centAmount: z.number().int() }),
        segmentationId: z.string(),
      }),
    )
    .default([]),
});
export type AnalyticsOrder = z.infer<typeof analyticsOrderSchema>;

export interface TransactionEvent {
  event: "transaction";
  orderNumber: string;
  totalPrice: number;
  currency: string;
  shipping: { name: string; price: number } | null;
  /** `method` is the spec's payment method id (R3.25). */
  payments: { provider: string; product: string; method: string; amount: number }[];
  items: { model: string; price: number; quantity: number; sku: string; segmentationId: string }[];
}

/** Amounts in cents, as the order carries them; each item's price is its unit price. */
export function transactionEvent(order: AnalyticsOrder): TransactionEvent {
  return {
    event: "transaction",
    orderNumber: order.orderNumber,
    totalPrice: order.totalPrice.centAmount,
    currency: order.totalPrice.currencyCode,
    shipping: order.shippingInfo ? { name: order.shippingInfo.name, price: order.shippingInfo.price.centAmount } : null,
    payments: order.payments.map((payment) => ({
      provider: payment.paymentProvider,
      product: payment.paymentProduct,
      method: paymentMethodId(payment.paymentProduct),
      amount: payment.amountPlanned.centAmount,
    })),
    items: order.lineItems.map((line) => ({
      model: line.productId,
      price: Math.round(line.totalPrice.centAmount / Math.max(1, line.quantity)),
      quantity: line.quantity,
      sku: line.sku,
      segmentationId: line.segmentationId,
    })),
  };
}
