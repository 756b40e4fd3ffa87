import type { Cart } from "./schemas";

/**
 * The name a discount line goes by. A loyalty offer's is its own title (the backend's, in the
 * page's language and the site's currency): the one name it has in the offers list, the cart,
 * each checkout step, the order and the account (issue 49). Any other code is named by `otherwise`.
 */
export function discountLabel(
  cart: Partial<Pick<Cart, "loyaltyOffers">>,
  code: string,
  otherwise: (code: string) => string,
): string {
  return cart.loyaltyOffers?.offers.find((offer) => offer.id === code)?.title ?? otherwise(code);
}
