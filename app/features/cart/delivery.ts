import type { z } from "zod";
import type { PlaceKind } from "../store-model/place";
import type { Cart, shippingMethodsSchema } from "../cart-model/schemas";

type ShippingMethods = z.infer<typeof shippingMethodsSchema>;

/** The delivery methods of spec 3 the cart and checkout offer, and how each is given its destination. */
export const HOME_METHODS = ["NO", "EX"] as const;
/** HSP: a partner shop near one of our stores, collected by a named receiver (spec 7, shipping-method-hsp). */
export const PLACE_METHODS = { LM: "stores", PR: "pickups", LO: "lockers", HSP: "stores" } as const satisfies Record<
  string,
  PlaceKind
>;
export type PlaceMethod = keyof typeof PLACE_METHODS;
export const isPlaceMethod = (key: string): key is PlaceMethod => key in PLACE_METHODS;
export const isHomeMethod = (key: string): key is (typeof HOME_METHODS)[number] =>
  (HOME_METHODS as readonly string[]).includes(key);
/** VI: sent by e-mail to the account's address; nothing to choose but the method. */
export const EMAIL_METHOD = "VI";

/**
 * The methods this cart can use: home, the places, and e-mail only when nothing in the cart has
 * to travel, every line in one of the site's freeCartCriteria segmentations. Spec 5's rule is
 * when the backend may offer e-mail delivery; it is no reason to e-mail a parcel (decision 81).
 * The cart's estimate and the checkout's delivery step both ask this one rule.
 */
export function usableMethods<Method extends { key: string }>(
  methods: Method[],
  cart: Cart,
  freeCartCriteria: string[],
): Method[] {
  const nothingToShip = cart.lineItems.every((line) => freeCartCriteria.includes(line.segmentationId));
  return methods.filter(
    (method) => isHomeMethod(method.key) || isPlaceMethod(method.key) || (method.key === EMAIL_METHOD && nothingToShip),
  );
}

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
 * method's freeAbove; the cheapest is the one with the lowest price (R9.07). Only a method
 * strictly cheaper than every other is called the cheapest: when two cost the same (a free
 * parcel shop beside free home delivery), none is, since naming one would say the other costs
 * more (decision 174).
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
  const atLowest = estimates.filter((estimate) => estimate.price === lowest);
  const cheapest = estimates.length > 1 && atLowest.length === 1 ? atLowest[0] : null;
  return estimates.map((estimate) => ({ ...estimate, cheapest: estimate === cheapest }));
}
