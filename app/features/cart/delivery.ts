import type { z } from "zod";
import type { shippingMethodsSchema } from "./schemas";

type ShippingMethods = z.infer<typeof shippingMethodsSchema>;

export interface DeliveryEstimate {
  key: string;
  name: string;
  /** What the shopper would pay now, in cents. */
  price: number;
  /** The method's usual price, shown struck through when delivery is free. */
  regularPrice: number;
  free: boolean;
  /** Cents still to add for free delivery with this method, when it has a threshold. */
  missingForFree: number | null;
  deliveryDays: [number, number] | null;
  cheapest: boolean;
}

/**
 * Delivery estimate per shipping method (spec 9): free when the cart total exceeds the
 * method's freeAbove; the cheapest is the one with the lowest price (the first listed when
 * several tie, so one method stands out).
 */
export function deliveryEstimates(methods: ShippingMethods, cartTotal: number): DeliveryEstimate[] {
  const estimates = methods.map((method) => {
    const { price, freeAbove } = method.shippingRate;
    const free = price.centAmount === 0 || (freeAbove !== null && cartTotal > freeAbove.centAmount);
    const days = method.shippingMethods[0]?.deliveryDays ?? null;
    return {
      key: method.key,
      name: method.name,
      price: free ? 0 : price.centAmount,
      regularPrice: price.centAmount,
      free,
      missingForFree: !free && freeAbove !== null ? freeAbove.centAmount - cartTotal + 1 : null,
      deliveryDays: days,
      cheapest: false,
    };
  });
  const lowest = Math.min(...estimates.map((estimate) => estimate.price));
  const cheapest = estimates.findIndex((estimate) => estimate.price === lowest);
  return estimates.map((estimate, index) => ({ ...estimate, cheapest: index === cheapest }));
}
