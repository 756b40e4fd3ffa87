import type { RequestContext } from "../../lib/request-context";
import { orderView } from "../orders/order-view.server";
import { orderNumberSchema } from "../orders/schemas";
import { transactionEvent } from "./transaction";
import { chosenArrival } from "./delivery-arrival.server";
import { orderService } from "../orders/orders.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Step 6: the order, asked until it exists (orderConfirmation.maxAttempts, attemptDelay: the
 * backend may take a moment after the payment), then shown whole: number, lines, delivery and
 * when it arrives, payment, totals, points earned. Not found in time, the page says the order is being confirmed.
 */
export async function loadConfirmation(context: RequestContext, url: URL) {
  const orderNumber = url.searchParams.get("order") ?? "";
  if (!orderNumberSchema.safeParse(orderNumber).success) return { orderNumber: null, order: null, transaction: null };
  const site = await context.siteParams();
  const { maxAttempts, attemptDelay } = site.params.orderConfirmation;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const order = await orderService(context)
      .find(orderNumber)
      .catch(() => null);
    if (order) {
      // When it arrives, counted from when it was placed (decision 174).
      const arrival = await chosenArrival(
        context,
        { method: order.shippingInfo?.shippingMethodKey, country: order.deliveryAddress?.country },
        new Date(order.createdAt),
        url.href,
      );
      return { orderNumber, order: orderView(order, context.locale, arrival), transaction: transactionEvent(order) };
    }
    if (attempt < maxAttempts) await sleep(Math.min(attemptDelay, 5000));
  }
  return { orderNumber, order: null, transaction: null };
}

export type ConfirmationData = Awaited<ReturnType<typeof loadConfirmation>>;
