// The cart domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { CartPage } from "./cart-page";
export { AddToCartForm } from "./components/add-to-cart-form";
export { CartForm } from "./components/cart-form";
export {
  type DeliveryEstimate,
  deliveryEstimates,
  EMAIL_METHOD,
  HOME_METHODS,
  isHomeMethod,
  isPlaceMethod,
  PLACE_METHODS,
  type PlaceMethod,
  usableMethods,
} from "./delivery";
export { type CartAnswer, cartAnswerSchema } from "./intents";
export { cartActionPath } from "./outcome";
export { parseShareParam, type SharedCart, shareUrl } from "./share";
export { cartSummaryRows } from "./summary-rows";
