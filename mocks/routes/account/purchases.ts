import { answer, fail, noContent, type Routes, withCustomer } from "../../http";
import {
  orderDetail,
  orderListItem,
  type DocumentRecord,
  type OrderRecord,
  type ReservationRecord,
} from "../../orders";
import { param, requestInfo } from "../../request-info";

/** What the customer bought: her orders, the date of the last one, her store reservations and her documents. */
export function registerPurchaseRoutes(routes: Routes) {
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
