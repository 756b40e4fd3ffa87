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
import { pastDocuments, pastOrders, pastReservations } from "./orders";
import { STORES } from "./data/stores";
import { PRODUCTS } from "./data/catalog";
import { registerAccountRoutes } from "./routes/account";
import { registerAdminRoutes } from "./routes/admin";
import { registerCartRoutes } from "./routes/cart";
import { registerCatalogRoutes } from "./routes/catalog";
import { registerContentRoutes } from "./routes/content";
import { registerSiteRoutes } from "./routes/site";
import { registerStoreRoutes } from "./routes/stores";
import { registerWishlistRoutes } from "./routes/wishlist";

/**
 * One backend state: Mirage models and every route of spec 7 plus the catalogue API. A world's
 * is seeded with the test customers and their records; a session's (`{ customers: false }`)
 * keeps only its carts and stock overrides, its customers' records being its world's
 * (decision 129). The catalogue, stores and CMS are shared read-only data.
 */
export function createSessionServer({ customers = true }: { customers?: boolean } = {}): MirageWorkerServer {
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
      reservation: Model,
      document: Model,
      newsletter: Model,
      stockOverride: Model,
    },
    seeds(server) {
      if (!customers) return;
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
  for (const address of DELIVERY_ADDRESSES.filter((entry) => entry.customerId === customerId))
    db.deliveryAddresses!.insert(address);
  for (const address of BILLING_ADDRESSES.filter((entry) => entry.customerId === customerId))
    db.billingAddresses!.insert(address);
  for (const bank of BANK_STATEMENTS.filter((entry) => entry.customerId === customerId))
    db.bankStatements!.insert(bank);
  for (const movement of LOYALTY_MOVEMENTS.filter((entry) => entry.customerId === customerId))
    db.loyaltyMovements!.insert(movement);
  for (const order of pastOrders(customerId)) db.orders!.insert(order);
  if (customerId === "C100001") {
    for (const item of LEA_WISHLIST) db.wishlistItems!.insert({ ...item, customerId });
    for (const alert of LEA_STOCK_ALERTS) db.stockAlerts!.insert({ ...alert, customerId });
  }
  for (const reservation of pastReservations(customerId, { storeId: STORES[0]!.storeId, name: STORES[0]!.name }))
    db.reservations!.insert(reservation);
  for (const document of pastDocuments(customerId)) db.documents!.insert(document);
  for (const type of SUBSCRIPTION_KINDS) {
    const optin = type === "newsletter" ? customer.optinNews : type === "eTicket" && customer.loyaltyType === "FID";
    db.subscriptions!.insert({
      customerId,
      type,
      optin: optin ? "YES" : "NO",
      visible: type !== "survey" || customer.loyaltyType === "FID",
    });
  }
}

/** Léa keeps three products and waits for two sizes to come back (the French site's alerts); from the catalogue's end, away from the products other tests use. */
const LEA_WISHLIST = PRODUCTS.slice(-3).map((product, index) => ({
  productId: product.productId,
  optionId: product.options[0]!.optionId,
  addedAt: `2026-11-0${index + 1}T10:00:00+01:00`,
}));
const LEA_STOCK_ALERTS = [...PRODUCTS]
  .reverse()
  .flatMap((product) =>
    product.options.flatMap((option) =>
      option.sizes
        .filter((size) => size.stock === 0)
        .map((size) => ({ sku: size.sku, productId: product.productId, optionId: option.optionId, size: size.label })),
    ),
  )
  .slice(0, 2)
  .map((alert, index) => ({ ...alert, knowledgeTypeId: "001", createdAt: `2026-10-1${index}T09:00:00+02:00` }));

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
  for (const type of SUBSCRIPTION_KINDS)
    db.subscriptions!.insert({ customerId, type, optin: "NO", visible: type !== "survey" });
  db.customers.insert({
    ...NEW_CUSTOMER_DEFAULTS,
    id: customerId,
    customerId,
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    email: profile.email ?? `${customerId.toLowerCase()}@example.com`,
  });
}
