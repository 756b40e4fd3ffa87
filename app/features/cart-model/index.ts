// The cart-model domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { cartEvent } from "./cart-events";
export { arrivalText, deliveryTime } from "./delivery-promise";
export { discountLabel } from "./discount-label";
export { optimisticCountDelta, optimisticLines, UNDO_MS } from "./optimistic";
export { OrderLines, OrderSummaryAside, OrderTotals } from "./order-summary";
export { paymentMethodLabel } from "./payment-label";
export {
  type Cart,
  type CartAddress,
  cartAddressSchema,
  cartSchema,
  type LineItem,
  moneySchema,
  providerPaymentAnswerSchema,
  tokenPaymentAnswerSchema,
  type shippingMethodsSchema,
} from "./schemas";
export { type SiteFigures, withSiteFigures } from "./site-figures";
