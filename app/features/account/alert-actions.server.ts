import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { AccountAnswer } from "./answer";
import type { AccountForm } from "./intents";
import { z } from "zod";
import { answered, optionsOf, refused } from "./answer.server";
import { accountService } from "./account.server";
import { catalogService } from "../catalog-model/catalog.server";

/** Stock alerts deleted and restored (the 4-second undo), and store reservations cancelled. */

type Input<Name extends AccountForm["intent"]> = Extract<AccountForm, { intent: Name }>;

const alertRefSchema = z.object({
  sku: z.string().regex(/^[\w-]{1,40}$/),
  productId: z.string().regex(/^\d{1,20}$/),
  optionId: z.string().regex(/^\d{1,20}$/),
});

/** A stock alert deleted; the answer carries what its 4-second undo needs (spec 4). */
export async function alertDelete(
  form: Input<"alert-delete">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const site = await context.siteParams();
  const alert = (await accountService(context).stockAlerts(site.storeId)).find((entry) => entry.sku === form.sku);
  if (!alert)
    return { answer: { intent: "alert-delete", ok: false, message: m.alerts_gone({}, options) }, status: 404 };
  const outcome = await accountService(context).deleteStockAlert(alert.sku, site.storeId);
  if (!outcome.ok) return refused("alert-delete", outcome.code, options);
  return {
    answer: {
      intent: "alert-delete",
      ok: true,
      message: m.alerts_deleted({}, options),
      restore: { sku: alert.sku, productId: alert.productId, optionId: alert.optionId },
    },
    status: 200,
  };
}

/** The undo: the alert created again for the same size (its size label read from the catalogue). */
export async function alertRestore(
  form: Input<"alert-restore">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const ref = alertRefSchema.safeParse(form);
  if (!ref.success) return refused("alert-restore", "rejected", options);
  const [site, product] = await Promise.all([
    context.siteParams(),
    catalogService(context)
      .product(ref.data.productId)
      .catch(() => null),
  ]);
  const size = product?.options
    .find((option) => option.optionId === ref.data.optionId)
    ?.sizes.find((entry) => entry.sku === ref.data.sku);
  if (!size) return refused("alert-restore", "not-found", options);
  const outcome = await accountService(context).createStockAlert({
    ...ref.data,
    size: size.label,
    knowledgeTypeId: site.storeId,
  });
  return answered("alert-restore", outcome, m.alerts_restored({}, options), options);
}

/** A reservation cancelled while it is still to collect (the backend refuses others: 409). */
export async function reservationCancel(
  form: Input<"reservation-cancel">,
  context: RequestContext,
): Promise<Answered<AccountAnswer>> {
  const options = optionsOf(context);
  const id = /^[\w-]{1,40}$/.test(form.reservationId ?? "") ? (form.reservationId ?? null) : null;
  if (!id) return refused("reservation-cancel", "not-found", options);
  const outcome = await accountService(context).cancelReservation(id);
  if (!outcome.ok && outcome.code === "version-conflict")
    return {
      answer: { intent: "reservation-cancel", ok: false, message: m.reservations_cannot_cancel({}, options) },
      status: 409,
    };
  return answered("reservation-cancel", outcome, m.reservations_cancelled({}, options), options);
}
