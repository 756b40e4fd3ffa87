// The cart domain's public face on the server: what other domains and the routes use of it.
export { cartAction } from "./actions.server";
export { loadCartPage } from "./cart-page.server";
export { type CartOutcome, cartService } from "./service.server";
export { resolveSharedLines, type SharedLine } from "./shared-cart.server";
