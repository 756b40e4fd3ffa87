import { z } from "zod";
import { customerWrite } from "../../lib/form-post.server";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { StockAlertAnswer, WishlistAnswer } from "../shell/flash";
import { saveStockAlert } from "./alerts.server";
import { saveWishlistChange } from "./wishlist.server";

/** The product a wishlist or alert form names (digits, spec 5). */
const productRef = { productId: z.string().regex(/^\d+$/), optionId: z.string().regex(/^\d+$/) };

/** The wishlist heart (`/{prefix}/resources/wishlist`): add or remove a product. */
export const wishlistAction = (request: Request, context: RequestContext) =>
  customerWrite<{ intent: "add" | "remove"; productId: string; optionId: string }, WishlistAnswer>(request, context, {
    domain: "wishlist",
    schema: z.object({ intent: z.enum(["add", "remove"]), ...productRef }),
    invalid: (options) => m.form_invalid({}, options),
    async write(change, options) {
      const saved = await saveWishlistChange(context, change);
      const message = !saved ? m.wishlist_failed({}, options) : change.intent === "add" ? m.wishlist_added({}, options) : m.wishlist_removed({}, options);
      return { answer: { intent: change.intent, productId: change.productId, ok: saved, message }, status: saved ? 200 : 503 };
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
      const saved = await saveStockAlert(context, alert);
      return { answer: { intent: "stock-alert", ok: saved, message: saved ? m.product_alert_saved({}, options) : m.product_alert_failed({}, options) }, status: saved ? 200 : 503 };
    },
  });
