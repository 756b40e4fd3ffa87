import { z } from "zod";
import type { RequestContext } from "../../lib/request-context";
import { formatMoney } from "../../lib/money";
import { analyticsOrderSchema, transactionEvent } from "./transaction";

const orderSchema = analyticsOrderSchema.extend({ loyaltyPointsEarned: z.number().int().nonnegative().optional() });

const ORDER_NUMBER = /^[\w-]{4,32}$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Step 6: the order, asked until it exists (orderConfirmation.maxAttempts, attemptDelay: the
 * backend may take a moment after the payment), then said: number, total, delivery, payment,
 * points earned. Not found in time, the page says the order is being confirmed.
 */
export async function loadConfirmation(context: RequestContext, url: URL) {
  const orderNumber = url.searchParams.get("order") ?? "";
  if (!ORDER_NUMBER.test(orderNumber)) return { orderNumber: null, order: null, transaction: null };
  const site = await context.siteParams();
  const { maxAttempts, attemptDelay } = site.params.orderConfirmation;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const order = await context.api.call(`customers-self/orders/${encodeURIComponent(orderNumber)}`, { schema: orderSchema }).catch(() => null);
    if (order) {
      return {
        orderNumber,
        order: {
          total: formatMoney(order.totalPrice.centAmount, order.totalPrice.currencyCode, context.locale.hrefLang),
          delivery: order.shippingInfo?.name ?? null,
          points: order.loyaltyPointsEarned ?? 0,
        },
        transaction: transactionEvent(order),
      };
    }
    if (attempt < maxAttempts) await sleep(Math.min(attemptDelay, 5000));
  }
  return { orderNumber, order: null, transaction: null };
}

export type ConfirmationData = Awaited<ReturnType<typeof loadConfirmation>>;
