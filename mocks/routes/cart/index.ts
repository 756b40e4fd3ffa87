import type { Routes } from "../../http";
import { registerCartAdditionRoutes } from "./additions";
import { registerCartDeliveryRoutes } from "./delivery";
import { registerCartLifecycleRoutes } from "./lifecycle";
import { registerCartLineRoutes } from "./lines";
import { registerCartPaymentRoutes } from "./payments";
import { registerCartPromotionRoutes } from "./promotions";

export { stockLookup } from "./stored-carts";

/**
 * Every cart call of spec 7 with real semantics: a version that increments on every change
 * (409 on a stale one), 406 on create when the signed-in customer already has a cart,
 * 404 'No cart found for id {id}', 206 when a products-list add left skus out, 226 on a merge
 * that merged, 412 on validate when a line's stock changed, orders created by validate.
 */
export function registerCartRoutes(routes: Routes) {
  registerCartLifecycleRoutes(routes);
  registerCartLineRoutes(routes);
  registerCartPromotionRoutes(routes);
  registerCartAdditionRoutes(routes);
  registerCartDeliveryRoutes(routes);
  registerCartPaymentRoutes(routes);
}
