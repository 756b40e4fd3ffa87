import { z } from "zod";
import { customerWrite } from "../../lib/form-post.server";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { StockAlertAnswer, WishlistAnswer } from "./answer";
import { saveStockAlert } from "./alerts.server";
import { saveWishlistChange, type CustomerWriteOutcome } from "./wishlist.server";

/** A product the catalogue does not know is the form's mistake (404); only an outage is a 503. */
const OUTCOME_STATUS: Record<CustomerWriteOutcome, number> = { saved: 200, "unknown-product": 404, failed: 503 };

/** The product a wishlist or alert form names (digits, spec 5). */
const productRef = { productId: z.string().regex(/^\d+$/), optionId: z.string().regex(/^\d+$/) };

/** The wishlist heart (`/{prefix}/resources/wishlist`): add or remove a product. */
export const wishlistAction = (request: Request, context: RequestContext) =>
  customerWrite<{ intent: "add" | "remove"; productId: string; optionId: string }, WishlistAnswer>(request, context, {
    domain: "wishlist",
    schema: z.object({ intent: z.enum(["add", "remove"]), ...productRef }),
    invalid: (options) => m.form_invalid({}, options),
    async write(change, options) {
      const outcome = await saveWishlistChange(context, change);
      const message = {
        saved: change.intent === "add" ? m.wishlist_added({}, options) : m.wishlist_removed({}, options),
        "unknown-product": m.product_not_found({}, options),
        failed: m.wishlist_failed({}, options),
      }[outcome];
      return {
        answer: { intent: change.intent, productId: change.productId, ok: outcome === "saved", message },
        status: OUTCOME_STATUS[outcome],
      };
    },
  });

/** The back-in-stock alert (`/{prefix}/resources/stock-alerts`) for a size that cannot be bought. */
export const stockAlertAction = (request: Request, context: RequestContext) =>
  customerWrite<{ sku: string; productId: string; optionId: string }, StockAlertAnswer>(request, context, {
    domain: "stockAlert",
    // Without a size chosen the form is the only thing wrong: say which.
    schema: z.object({ sku: z.string().regex(/^[\w-]{1,40}$/), ...productRef }),
    invalid: (options) => m.product_choose_size({}, options),
    async write(alert, options) {
      const outcome = await saveStockAlert(context, alert);
      const message = {
        saved: m.product_alert_saved({}, options),
        "unknown-product": m.product_not_found({}, options),
        failed: m.product_alert_failed({}, options),
      }[outcome];
      return { answer: { intent: "stock-alert", ok: outcome === "saved", message }, status: OUTCOME_STATUS[outcome] };
    },
  });
