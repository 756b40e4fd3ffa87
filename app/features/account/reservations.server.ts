import { fullDate } from "../../lib/dates";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import { savedProducts } from "./saved-products.server";
import { unavailable } from "./page-read.server";
import { accountService } from "./account.server";

const STATUS_WORDS = {
  PENDING: m.reservations_status_pending,
  READY: m.reservations_status_ready,
  COLLECTED: m.reservations_status_collected,
  EXPIRED: m.reservations_status_expired,
  CANCELLED: m.reservations_status_cancelled,
} as const;

/**
 * In-store reservations (where the site offers e-reservation): each with its store, status,
 * the day to collect by and its products; the ones still to collect can be cancelled. A failed
 * read is a 503 with a retry.
 */
export async function loadReservations(context: RequestContext) {
  const options = { locale: context.locale.language };
  const site = await context.siteParams();
  if (!site.params.ereservation) return { failed: false as const, offered: false as const, reservations: [] };
  const reservations = await accountService(context)
    .reservations()
    .catch(() => null);
  if (!reservations) return unavailable();
  const products = await savedProducts(
    context,
    reservations.flatMap((reservation) =>
      reservation.lines.map((line) => ({ productId: line.productId, optionId: line.optionId, sku: line.sku })),
    ),
  );
  return {
    failed: false as const,
    offered: true as const,
    reservations: reservations.map((reservation) => ({
      id: reservation.reservationId,
      store: reservation.storeName,
      status: STATUS_WORDS[reservation.status]({}, options),
      open: reservation.status === "PENDING" || reservation.status === "READY",
      ready: reservation.status === "READY",
      madeOn: fullDate(context.locale, reservation.createdAt),
      pickupBy: fullDate(context.locale, reservation.pickupBy),
      lines: reservation.lines.flatMap((line) => {
        const product = products.find((entry) => entry.sku === line.sku);
        return product
          ? [
              {
                sku: line.sku,
                name: product.name,
                detail: product.detail,
                pictureUrl: product.pictureUrl,
                href: product.href,
                quantity: line.quantity,
              },
            ]
          : [];
      }),
    })),
  };
}

/** Documents to download, where the site offers them (`myDownloads`): invoices and store receipts. */
export async function loadDownloads(context: RequestContext) {
  const options = { locale: context.locale.language };
  const site = await context.siteParams();
  if (!site.params.flags.myDownloads) return { failed: false as const, offered: false as const, documents: [] };
  const documents = await accountService(context)
    .documents()
    .catch(() => null);
  if (!documents) return unavailable();
  return {
    failed: false as const,
    offered: true as const,
    documents: documents.map((document) => ({
      id: document.documentId,
      label:
        document.type === "INVOICE"
          ? m.downloads_invoice({ number: document.orderNumber ?? document.title }, options)
          : m.downloads_receipt({ store: document.title }, options),
      date: fullDate(context.locale, document.date),
      url: document.url,
    })),
  };
}
