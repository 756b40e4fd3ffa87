import type { RequestContext } from "../../lib/request-context";
import { shippingMethodsSchema } from "./schemas";

/**
 * GET deliveries/shipping-methods for a cart and a destination country: the delivery methods
 * with their prices and thresholds. The cart page (its estimate) and checkout's delivery step
 * both read them, so they belong to the cart model both build on.
 */
export const shippingMethods = (context: Pick<RequestContext, "api">, cartId: string, country: string) =>
  context.api.call("deliveries/shipping-methods", { query: { country, cartId }, schema: shippingMethodsSchema });
