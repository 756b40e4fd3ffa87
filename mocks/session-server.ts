import { Model } from "miragejs";
import {
  BANK_STATEMENTS,
  BILLING_ADDRESSES,
  CUSTOMERS,
  DELIVERY_ADDRESSES,
  LOYALTY_MOVEMENTS,
  NEW_CUSTOMER_DEFAULTS,
  SUBSCRIPTION_KINDS,
} from "./data/customers";
import type { Routes } from "./http";
import { createWorkerServer, type MirageWorkerServer } from "./mirage-adapter";
import { pastOrders } from "./orders";
import { registerAccountRoutes } from "./routes/account";
import { registerAdminRoutes } from "./routes/admin";
import { registerCartRoutes } from "./routes/cart";
import { registerCatalogRoutes } from "./routes/catalog";
import { registerContentRoutes } from "./routes/content";
import { registerSiteRoutes } from "./routes/site";
import { registerStoreRoutes } from "./routes/stores";
import { registerWishlistRoutes } from "./routes/wishlist";

/**
 * One shopper session's backend: Mirage models seeded with the test customers and their
 * records, and every route of spec 7 plus the catalogue API. The catalogue, stores and CMS
 * are shared read-only data; everything a shopper can change lives here, per session.
 */
export function createSessionServer(): MirageWorkerServer {
  return createWorkerServer({
    environment: "development",
    models: {
      customer: Model,
      deliveryAddress: Model,
      billingAddress: Model,
      bankStatement: Model,
      subscription: Model,
      loyaltyMovement: Model,
      wishlistItem: Model,
      stockAlert: Model,
      cart: Model,
      order: Model,
      newsletter: Model,
      stockOverride: Model,
    },
    seeds(server) {
      const db = server.db as unknown as Record<string, { insert(record: object): void }>;
      for (const customer of CUSTOMERS) seedCustomer(db, customer.customerId);
    },
    routes() {
      const routes = this as unknown as Routes;
      registerSiteRoutes(routes);
      registerAccountRoutes(routes);
      registerWishlistRoutes(routes);
      registerCartRoutes(routes);
      registerStoreRoutes(routes);
      registerContentRoutes(routes);
      registerCatalogRoutes(routes);
      registerAdminRoutes(routes);
    },
  });
}

type Db = Record<string, { insert(record: object): void; find?(id: string): unknown }>;

function seedCustomer(db: Db, customerId: string) {
  const customer = CUSTOMERS.find((entry) => entry.customerId === customerId)!;
  db.customers!.insert({ ...customer, id: customer.customerId });
  for (const address of DELIVERY_ADDRESSES.filter((entry) => entry.customerId === customerId)) db.deliveryAddresses!.insert(address);
  for (const address of BILLING_ADDRESSES.filter((entry) => entry.customerId === customerId)) db.billingAddresses!.insert(address);
  for (const bank of BANK_STATEMENTS.filter((entry) => entry.customerId === customerId)) db.bankStatements!.insert(bank);
  for (const movement of LOYALTY_MOVEMENTS.filter((entry) => entry.customerId === customerId)) db.loyaltyMovements!.insert(movement);
  for (const order of pastOrders(customerId)) db.orders!.insert(order);
  for (const type of SUBSCRIPTION_KINDS) {
    const optin = type === "newsletter" ? customer.optinNews : type === "eTicket" && customer.loyaltyType === "FID";
    db.subscriptions!.insert({ customerId, type, optin: optin ? "YES" : "NO", visible: type !== "survey" || customer.loyaltyType === "FID" });
  }
}

/**
 * A verified token names a customer this session may not know yet: one created through the
 * provider's account creation (profile from the token's claims).
 */
export function ensureCustomer(
  db: { customers: { find(id: string): unknown; insert(record: object): void } } & Db,
  customerId: string,
  profile: { email?: string; firstName?: string; lastName?: string; newCustomer?: boolean },
) {
  if (db.customers.find(customerId)) return;
  for (const type of SUBSCRIPTION_KINDS) db.subscriptions!.insert({ customerId, type, optin: "NO", visible: type !== "survey" });
  db.customers.insert({
    ...NEW_CUSTOMER_DEFAULTS,
    id: customerId,
    customerId,
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    email: profile.email ?? `${customerId.toLowerCase()}@example.com`,
  });
}
