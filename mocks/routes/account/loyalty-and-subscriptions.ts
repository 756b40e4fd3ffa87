import { subscriptionsUpdateSchema } from "../../../app/features/account/schemas";
import { TRANSACTION_SUBSCRIPTION_KIND } from "../../../app/features/checkout/subscription-kinds";
import { currencyOf } from "../../cart-engine";
import { LOYALTY_OFFERS } from "../../data/customers";
import { WEB_DOMAINS } from "../../data/web-domains";
import { fail, type Routes, withCustomer } from "../../http";
import { movementLabel, offerAnswer } from "../../loyalty-offers";
import { bodyOf, firstQuery, param, requestInfo } from "../../request-info";

/**
 * What the customer receives: her subscriptions (and those offered with an order), and, with a
 * loyalty card, her offers and her points.
 */
export function registerLoyaltyAndSubscriptionRoutes(routes: Routes) {
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
}
