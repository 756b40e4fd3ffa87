import {
  bankStatementSchema,
  customerUpdateSchema,
  passwordChangeSchema,
  preferredStoreSchema,
  subscriptionsUpdateSchema,
} from "../../app/features/account/schemas";
import { billingAddressInputSchema, deliveryAddressInputSchema } from "../../app/features/addresses/schemas";
import { isValidIban } from "../../app/features/account/iban";
import { LOYALTY_OFFERS, TEST_PASSWORD } from "../data/customers";
import { WEB_DOMAINS } from "../data/web-domains";
import { currencyOf } from "../cart-engine";
import { movementLabel, offerAnswer } from "../loyalty-offers";
import { TRANSACTION_SUBSCRIPTION_KIND } from "../../app/features/checkout/subscription-kinds";
import { bodyOf, firstQuery, param, requestInfo } from "../request-info";
import { orderDetail, orderListItem, type DocumentRecord, type OrderRecord, type ReservationRecord } from "../orders";
import { answer, fail, noContent, withCustomer, type MockDb, type Routes } from "../http";

/** Customer account calls: accounts-self and customers-self (spec 7, "Customer account"). */

type Db = MockDb;

const STREET_MAX = 50;
/** Addresses are stored upper case, street lines cut at 50 characters (spec 5). */
const street = (value: string | null | undefined) => (value ? value.toUpperCase().slice(0, STREET_MAX) : null);

function strip<T extends { id?: unknown; customerId?: unknown }>(record: T) {
  const { customerId: _customerId, ...rest } = record;
  return rest;
}

function customerRecord(db: Db, customerId: string) {
  const { id: _id, ...customer } = db.customers.find(customerId);
  return customer;
}

export function registerAccountRoutes(routes: Routes) {
  routes.get(
    "/accounts-self/",
    withCustomer((db, id) => customerRecord(db, id)),
  );

  routes.put(
    "/accounts-self/",
    withCustomer((db, id, request) => {
      const body = bodyOf(request);
      const store = preferredStoreSchema.safeParse(body);
      if (store.success) {
        db.customers.update(id, { preferredStore: store.data.preferredStore });
        return customerRecord(db, id);
      }
      const update = customerUpdateSchema.safeParse(body);
      if (!update.success || !body)
        return fail(400, `Invalid profile: ${update.error?.issues[0]?.path.join(".") ?? "body"}`);
      db.customers.update(id, update.data);
      return customerRecord(db, id);
    }),
  );

  routes.delete(
    "/accounts-self/",
    withCustomer((db, id) => {
      db.customers.update(id, { isDeleted: true });
      return noContent();
    }),
  );

  routes.put(
    "/accounts-self/password",
    withCustomer((db, id, request) => {
      const parsed = passwordChangeSchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "The new password needs at least 8 characters");
      const current = db.customers.find(id).password ?? TEST_PASSWORD;
      if (parsed.data.oldPassword !== current) return fail(400, "Invalid password");
      db.customers.update(id, { password: parsed.data.newPassword, hasPassword: true });
      return noContent();
    }),
  );

  routes.put(
    "/accounts-self/reactivate/",
    withCustomer((db, id) => {
      db.customers.update(id, { isDeleted: false });
      return customerRecord(db, id);
    }),
  );

  const addressesOf = (db: Db, customerId: string) => db.deliveryAddresses.where({ customerId }).map(strip);

  routes.get(
    "/customers-self/addresses/delivery",
    withCustomer((db, id) =>
      Object.fromEntries(addressesOf(db, id).map((address: { id: string }) => [address.id, address])),
    ),
  );

  routes.get(
    "/customers-self/addresses",
    withCustomer((db, id, request) => {
      const country = firstQuery(request, "country")?.toUpperCase();
      const all = addressesOf(db, id);
      return {
        deliveryAddresses: country ? all.filter((address: { country: string }) => address.country === country) : all,
      };
    }),
  );

  routes.get(
    "/customers-self/addresses/billing",
    withCustomer((db, id) => {
      const billing = db.billingAddresses.findBy({ customerId: id });
      if (!billing) return fail(404, `No billing address for customer ${id}`);
      const { id: _id, ...rest } = strip(billing);
      return rest;
    }),
  );

  routes.put(
    "/customers-self/addresses/billing",
    withCustomer((db, id, request) => {
      const parsed = billingAddressInputSchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, `Invalid billing address: ${parsed.error.issues[0]?.path.join(".")}`);
      const record = {
        ...parsed.data,
        line1: street(parsed.data.line1),
        line2: street(parsed.data.line2),
        line3: street(parsed.data.line3),
        line4: street(parsed.data.line4),
        city: parsed.data.city.toUpperCase(),
        quality: "VALID",
        customerId: id,
      };
      const existing = db.billingAddresses.findBy({ customerId: id });
      if (existing) db.billingAddresses.update(existing.id, record);
      else db.billingAddresses.insert(record);
      const { customerId: _c, ...rest } = record;
      return rest;
    }),
  );

  const saveDelivery = (db: Db, customerId: string, input: unknown, addressId?: string) => {
    const parsed = deliveryAddressInputSchema.safeParse(input);
    if (!parsed.success) return fail(400, `Invalid delivery address: ${parsed.error.issues[0]?.path.join(".")}`);
    const data = parsed.data;
    if (data.favorite) {
      for (const other of db.deliveryAddresses.where({ customerId }))
        db.deliveryAddresses.update(other.id, { favorite: false });
    }
    const record = {
      ...data,
      firstName: data.firstName.toUpperCase(),
      lastName: data.lastName.toUpperCase(),
      line1: street(data.line1),
      line2: street(data.line2),
      line3: street(data.line3),
      line4: street(data.line4),
      city: data.city.toUpperCase(),
      quality: "VALID",
      phoneNumberQuality: data.phoneNumber ? "VALID" : null,
      customerId,
    };
    const saved = addressId
      ? db.deliveryAddresses.update(addressId, record)
      : db.deliveryAddresses.insert({ ...record, id: `A${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}` });
    return strip(Array.isArray(saved) ? saved[0] : saved);
  };

  routes.post(
    "/customers-self/addresses/deliveries",
    withCustomer((db, id, request) => saveDelivery(db, id, bodyOf(request))),
  );

  routes.put(
    "/customers-self/addresses/delivery/:addressId",
    withCustomer((db, id, request) => {
      const existing = db.deliveryAddresses.findBy({ id: param(request, "addressId"), customerId: id });
      if (!existing) return fail(404, `No delivery address ${param(request, "addressId")}`);
      return saveDelivery(db, id, bodyOf(request), existing.id);
    }),
  );

  routes.delete(
    "/customers-self/addresses/delivery/:addressId",
    withCustomer((db, id, request) => {
      const existing = db.deliveryAddresses.findBy({ id: param(request, "addressId"), customerId: id });
      if (!existing) return fail(404, `No delivery address ${param(request, "addressId")}`);
      db.deliveryAddresses.remove(existing.id);
      return noContent();
    }),
  );

  routes.get(
    "/customers-self/bankStatements",
    withCustomer((db, id) => ({ iban: db.bankStatements.findBy({ customerId: id })?.iban ?? null })),
  );

  routes.put(
    "/customers-self/bankStatements",
    withCustomer((db, id, request) => {
      const parsed = bankStatementSchema.safeParse(bodyOf(request));
      const iban = parsed.success ? parsed.data.iban : null;
      if (!iban || !isValidIban(iban)) return fail(400, "Invalid IBAN");
      const existing = db.bankStatements.findBy({ customerId: id });
      if (existing) db.bankStatements.update(existing.id, { iban });
      else db.bankStatements.insert({ customerId: id, iban });
      return { iban };
    }),
  );

  routes.get(
    "/customers-self/subscriptions",
    withCustomer((db, id) =>
      db.subscriptions.where({ customerId: id }).map(({ type, optin, visible }: any) => ({ type, optin, visible })),
    ),
  );

  routes.put(
    "/customers-self/subscriptions",
    withCustomer((db, id, request) => {
      const parsed = subscriptionsUpdateSchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, `Invalid subscriptions: ${parsed.error.issues[0]?.path.join(".")}`);
      for (const value of parsed.data.values) {
        const existing = db.subscriptions.findBy({ customerId: id, type: value.type });
        if (existing) db.subscriptions.update(existing.id, { optin: value.optin });
      }
      if (parsed.data.values.some((value) => value.type === "newsletter")) {
        db.customers.update(id, {
          optinNews: parsed.data.values.find((value) => value.type === "newsletter")!.optin === "YES",
        });
      }
      return db.subscriptions
        .where({ customerId: id })
        .map(({ type, optin, visible }: any) => ({ type, optin, visible }));
    }),
  );

  routes.get(
    "/customers-self/loyalty/offers/:storeId",
    withCustomer((db, id, request) => {
      if (db.customers.find(id).loyaltyType !== "FID") return [];
      // In the request's language, and in the currency of the store asked for (the request's site when unknown).
      const info = requestInfo(request);
      const store = WEB_DOMAINS.find((domain) => domain.storeId === param(request, "storeId"))?.domain;
      const writing = {
        language: info.language,
        locale: info.locale,
        currency: currencyOf(store ?? info.domain.domain),
      };
      return LOYALTY_OFFERS.map((offer) => offerAnswer(offer, writing));
    }),
  );

  routes.get(
    "/customers-self/loyalty",
    withCustomer((db, id, request) => {
      const customer = db.customers.find(id);
      if (customer.loyaltyType !== "FID") return fail(404, `Customer ${id} has no loyalty card`);
      const info = requestInfo(request);
      const page = Math.max(0, Number(firstQuery(request, "page") ?? 0) || 0);
      const size = Math.min(50, Math.max(1, Number(firstQuery(request, "size") ?? 10) || 10));
      const movements = db.loyaltyMovements
        .where({ customerId: id })
        .sort((a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date))
        .map(({ customerId: _c, label, ...movement }: any) => ({
          ...movement,
          label: movementLabel(label, { language: info.language, locale: info.locale, currency: info.currency }),
        }));
      const balance = movements.reduce((sum: number, movement: { points: number }) => sum + movement.points, 0);
      return {
        loyaltyNumber: customer.loyaltyNumber,
        balance,
        nextVoucherThreshold: 200,
        movements: movements.slice(page * size, page * size + size),
        page,
        size,
        totalElements: movements.length,
      };
    }),
  );

  routes.get(
    "/customers-self/lastPurchaseDate",
    withCustomer((db, id) => {
      const dates = db.orders
        .where({ customerId: id })
        .map((order: { createdAt: string }) => order.createdAt.slice(0, 10));
      const last = dates.sort().at(-1);
      // The date as the backend keeps it (ISO), null for none: the storefront formats it (R7.16).
      return { value: last ?? null };
    }),
  );

  routes.get(
    "/customers-self/transaction-subscriptions",
    withCustomer((db, id, request) => {
      const withLoyaltyCard = firstQuery(request, "isLoyaltyCardInTransaction") === "true";
      const customer = db.customers.find(id);
      // optin: whether the customer already takes it (her own subscription says YES), never a default.
      const takes = (kind: string) => db.subscriptions.findBy({ customerId: id, type: kind })?.optin === "YES";
      const list = [
        { type: "eTicket", label: "E-ticket", optin: takes("eTicket") },
        { type: "newsletter", label: "Newsletter", optin: takes("newsletter") },
      ];
      if (withLoyaltyCard || customer.loyaltyType === "FID")
        list.push({
          type: "loyaltyNews",
          label: "Loyalty news",
          optin: takes(TRANSACTION_SUBSCRIPTION_KIND.loyaltyNews!),
        });
      return list;
    }),
  );

  routes.get(
    "/customers-self/orders",
    withCustomer((db, id) =>
      (db.orders.where({ customerId: id }) as OrderRecord[])
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(orderListItem),
    ),
  );

  routes.get(
    "/customers-self/orders/:orderNumber",
    withCustomer((db, id, request) => {
      const { language, locale } = requestInfo(request);
      const order = db.orders.findBy({
        customerId: id,
        orderNumber: param(request, "orderNumber"),
      }) as OrderRecord | null;
      return order
        ? answer(200, orderDetail(order, language, locale))
        : fail(404, `No order ${param(request, "orderNumber")}`);
    }),
  );

  routes.get(
    "/customers-self/reservations",
    withCustomer((db, id) =>
      (db.reservations.where({ customerId: id }) as ReservationRecord[])
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(({ customerId: _c, id: _id, ...reservation }: ReservationRecord & { id?: string }) => reservation),
    ),
  );

  routes.delete(
    "/customers-self/reservations/:reservationId",
    withCustomer((db, id, request) => {
      const reservation = db.reservations.findBy({ customerId: id, reservationId: param(request, "reservationId") }) as
        | (ReservationRecord & { id: string })
        | null;
      if (!reservation) return fail(404, `No reservation ${param(request, "reservationId")}`);
      if (reservation.status !== "PENDING" && reservation.status !== "READY")
        return fail(409, `Reservation ${reservation.reservationId} is ${reservation.status}`);
      db.reservations.update(reservation.id, { status: "CANCELLED" });
      return noContent();
    }),
  );

  routes.get(
    "/customers-self/documents",
    withCustomer((db, id) =>
      (db.documents.where({ customerId: id }) as (DocumentRecord & { id: string })[]).map(
        ({ customerId: _c, id: _id, ...document }) => ({
          ...document,
          // A signed link, as a document store would give (valid for the session's life here).
          url: `/__mock/documents/${document.documentId}.pdf`,
        }),
      ),
    ),
  );
}
