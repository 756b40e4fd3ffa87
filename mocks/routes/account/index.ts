import type { Routes } from "../../http";
import { registerAddressRoutes } from "./addresses";
import { registerLoyaltyAndSubscriptionRoutes } from "./loyalty-and-subscriptions";
import { registerProfileRoutes } from "./profile";
import { registerPurchaseRoutes } from "./purchases";

/** Customer account calls: accounts-self and customers-self (spec 7, "Customer account"). */
export function registerAccountRoutes(routes: Routes) {
  registerProfileRoutes(routes);
  registerAddressRoutes(routes);
  registerLoyaltyAndSubscriptionRoutes(routes);
  registerPurchaseRoutes(routes);
}
