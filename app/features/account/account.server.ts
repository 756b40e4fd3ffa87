import { z } from "zod";
import type { ApiClient } from "../../api/client.server";
import { errorCodeOf, nullIfNotFound, type BackendErrorCode } from "../../api/errors";
import { stockAlertsSchema, wishlistSchema } from "../customer/knowledges";
import type { CustomerReader } from "../customer/customer.server";
import {
  bankStatementSchema,
  documentsSchema,
  formatLastPurchase,
  lastPurchaseDateSchema,
  loyaltySchema,
  reservationsSchema,
  subscriptionsSchema,
} from "./schemas";
import {
  billingAddressSchema,
  deliveryAddressMapSchema,
  deliveryAddressSchema,
  deliveryAddressesInCountrySchema,
  type DeliveryAddress,
} from "../addresses/schemas";
import { customerSchema, type Customer } from "../customer/schemas";
import { requestScoped } from "../../lib/request-context";
import { customerReader } from "../customer/customer.server";

/** A write's outcome: done (with the backend's answer), or refused with the catalogue's code (spec 8: writes rethrow). */
export type AccountOutcome<Value = unknown> = { ok: true; value: Value } | { ok: false; code: BackendErrorCode };

export type ProfileUpdate = Partial<
  Pick<
    Customer,
    | "firstName"
    | "lastName"
    | "gender"
    | "birthday"
    | "phoneNumber"
    | "phoneNumberCountry"
    | "preferredChannel"
    | "fiscalNumber"
  >
>;
export type DeliveryAddressInput = Omit<DeliveryAddress, "id" | "quality" | "phoneNumberQuality">;
export type BillingAddressInput = Omit<z.infer<typeof billingAddressSchema>, "quality">;
export type SubscriptionValue = { type: string; optin: "YES" | "NO" };

const anything = z.unknown();

async function outcome<Value>(call: Promise<Value>): Promise<AccountOutcome<Value>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    return { ok: false, code: errorCodeOf(error) };
  }
}

/** Favourite first, then as the backend lists them. */
const favouriteFirst = (addresses: DeliveryAddress[]) =>
  [...addresses].sort((a, b) => Number(b.favorite) - Number(a.favorite));

/**
 * The signed-in customer's account (spec 7, "Customer account"), request-scoped: reads that
 * rethrow (personal data, addresses, bank details, subscriptions) throw and the page offers a
 * retry; reads the spec lets fail soft (lastPurchaseDate) answer their fallback; writes answer an
 * outcome, never throw.
 */
export function createAccountService({ api, customer }: { api: ApiClient; customer: CustomerReader }) {
  return {
    customer: () => customer.read(),

    /** PUT /accounts-self/: the profile fields only. */
    updateProfile: (update: ProfileUpdate) =>
      outcome(api.call("accounts-self/", { method: "PUT", body: update, schema: customerSchema })),
    changePassword: (oldPassword: string, newPassword: string) =>
      outcome(
        api.call("accounts-self/password", { method: "PUT", body: { oldPassword, newPassword }, schema: anything }),
      ),
    /** DELETE /accounts-self/: the account is marked deleted (isDeleted) and can be reactivated. */
    deleteAccount: () => outcome(api.call("accounts-self/", { method: "DELETE", schema: anything })),
    reactivate: () => outcome(api.call("accounts-self/reactivate/", { method: "PUT", schema: customerSchema })),
    /** PUT /accounts-self with preferredStore (spec 7). */
    setPreferredStore: (storeId: string) =>
      outcome(api.call("accounts-self/", { method: "PUT", body: { preferredStore: storeId }, schema: customerSchema })),

    /** GET /customers-self/addresses/delivery: the answer's values are the addresses (favourite first). */
    deliveryAddresses: async () =>
      favouriteFirst(
        Object.values(await api.call("customers-self/addresses/delivery", { schema: deliveryAddressMapSchema })),
      ),
    /**
     * GET /customers-self/addresses?country= (spec 7, R7.10): the delivery addresses in one
     * country, favourite first; an empty list on error, as the spec says.
     */
    deliveryAddressesIn: (country: string) =>
      api
        .call("customers-self/addresses", { query: { country }, schema: deliveryAddressesInCountrySchema })
        .then((answer) => favouriteFirst(answer.deliveryAddresses))
        .catch(() => []),
    createDeliveryAddress: (address: DeliveryAddressInput) =>
      outcome(
        api.call("customers-self/addresses/deliveries", {
          method: "POST",
          body: address,
          schema: deliveryAddressSchema,
        }),
      ),
    updateDeliveryAddress: (id: string, address: DeliveryAddressInput) =>
      outcome(
        api.call(`customers-self/addresses/delivery/${encodeURIComponent(id)}`, {
          method: "PUT",
          body: address,
          schema: deliveryAddressSchema,
        }),
      ),
    deleteDeliveryAddress: (id: string) =>
      outcome(
        api.call(`customers-self/addresses/delivery/${encodeURIComponent(id)}`, { method: "DELETE", schema: anything }),
      ),

    /** GET /customers-self/addresses/billing: null when the customer has none yet (404). */
    billingAddress: () =>
      nullIfNotFound(api.call("customers-self/addresses/billing", { schema: billingAddressSchema })),
    saveBillingAddress: (address: BillingAddressInput) =>
      outcome(
        api.call("customers-self/addresses/billing", { method: "PUT", body: address, schema: billingAddressSchema }),
      ),

    /** GET /customers-self/bankStatements. */
    iban: async () => (await api.call("customers-self/bankStatements", { schema: bankStatementSchema })).iban,
    /** PUT /customers-self/bankStatements: the IBAN without spaces (spec 7). */
    saveIban: (iban: string) =>
      outcome(
        api.call("customers-self/bankStatements", { method: "PUT", body: { iban }, schema: bankStatementSchema }),
      ),

    /** GET /customers-self/subscriptions: only the visible ones are the customer's to change. */
    subscriptions: async () =>
      (await api.call("customers-self/subscriptions", { schema: subscriptionsSchema })).filter(
        (subscription) => subscription.visible,
      ),
    /** PUT /customers-self/subscriptions with the store, source WEB and the page as complement (spec 7). */
    saveSubscriptions: (store: string, values: SubscriptionValue[]) =>
      outcome(
        api.call("customers-self/subscriptions", {
          method: "PUT",
          body: { store, source: "WEB", complement: "/account/subscriptions/", values },
          schema: subscriptionsSchema,
        }),
      ),

    /** GET /customers-self/loyalty (page, size): the card, its balance and one page of movements; null without a card (404). */
    loyalty: (page: number, size: number) =>
      nullIfNotFound(api.call("customers-self/loyalty", { query: { page, size }, schema: loyaltySchema })),

    /** GET knowledges/wishlist/: the kept products; empty when the read fails (spec 8). */
    wishlist: () => api.call("customers-self/knowledges/wishlist/", { schema: wishlistSchema }).catch(() => []),
    /** GET product-stock-alert?id={storeId}: the site's alerts; empty when the read fails (spec 8). */
    stockAlerts: (storeId: string) =>
      api
        .call("customers-self/knowledges/product-stock-alert", { query: { id: storeId }, schema: stockAlertsSchema })
        .catch(() => []),
    /** DELETE product-stock-alert/{sku}?knowledgeTypeId={storeId}. */
    deleteStockAlert: (sku: string, storeId: string) =>
      outcome(
        api.call(`customers-self/knowledges/product-stock-alert/${encodeURIComponent(sku)}`, {
          method: "DELETE",
          query: { knowledgeTypeId: storeId },
          schema: anything,
        }),
      ),
    /** POST product-stock-alert: the alert again (an undone deletion). */
    createStockAlert: (alert: {
      sku: string;
      productId: string;
      optionId: string;
      size: string;
      knowledgeTypeId: string;
    }) =>
      outcome(
        api.call("customers-self/knowledges/product-stock-alert", {
          method: "POST",
          body: alert,
          schema: stockAlertsSchema,
        }),
      ),

    /** GET /customers-self/reservations (designed): newest first. */
    reservations: () => api.call("customers-self/reservations", { schema: reservationsSchema }),
    /** DELETE /customers-self/reservations/{id}: cancelled while still to collect. */
    cancelReservation: (id: string) =>
      outcome(
        api.call(`customers-self/reservations/${encodeURIComponent(id)}`, { method: "DELETE", schema: anything }),
      ),
    /** GET /customers-self/documents (designed): invoices and receipts, each a signed link. */
    documents: () => api.call("customers-self/documents", { schema: documentsSchema }),

    /** GET /customers-self/lastPurchaseDate: "YYYYMMDD", "new" when none; "" on error (spec 7). */
    lastPurchaseDate: () =>
      api
        .call("customers-self/lastPurchaseDate", { schema: lastPurchaseDateSchema })
        .then((answer) => formatLastPurchase(answer.value))
        .catch(() => ""),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

/** The request's account service. */
export const accountService = requestScoped((context) =>
  createAccountService({ api: context.api, customer: customerReader(context) }),
);
