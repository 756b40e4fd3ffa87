import { redirect } from "react-router";
import type { RequestContext } from "../../lib/request-context";
import type { Cart } from "../cart-model/schemas";
import { firstMissingStep, stepPath, type CheckoutStep } from "./steps";
import { cartService } from "../cart/service.server";

/**
 * The cart a step's loader shows: init-order let the page through only with one; reached before
 * an earlier step is done, the shopper goes to the first step missing.
 */
export async function cartAtStep(context: RequestContext, step: CheckoutStep): Promise<Cart> {
  const cart = await cartService(context).read();
  if (!cart) throw new Error("init-order lets no page through without a cart");
  const missing = firstMissingStep(cart, step);
  if (missing) throw redirect(stepPath(context.locale.prefix, missing));
  return cart;
}
