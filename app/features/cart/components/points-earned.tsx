import { m } from "../../../paraglide/messages.js";
import { useMessageOptions } from "../../../lib/i18n";
import type { Cart } from "../../cart-model/schemas";

/** The loyalty points this order earns (with the bonus of a points promo code). */
export function PointsEarned({ cart }: { cart: Cart }) {
  const options = useMessageOptions();
  const points = cart.loyaltyPointsEarned + cart.loyaltyBonusPointsEarned;
  return points > 0 ? <p className="cart-points">{m.cart_points_earned({ count: points }, options)}</p> : null;
}
