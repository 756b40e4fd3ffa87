// The cart-model domain's public face on the server: what other domains and the routes use of it.
export {
  cartFailure,
  type CartFailureCode,
  type CartOutcome,
  sessionCart,
  type SessionCart,
} from "./session-cart.server";
export { shippingMethods } from "./shipping-methods.server";
export { deliveryMethodsOf, loadSiteFigures } from "./site-figures.server";
export { giftCardPayments, orderSummary, type OrderSummary } from "./summary.server";
