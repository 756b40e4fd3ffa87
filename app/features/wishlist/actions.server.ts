import { z } from "zod";
import type { RequestContext } from "../../lib/request-context";
import { writeEndpoint } from "../../lib/write-endpoint.server";
import { m } from "../../paraglide/messages.js";
import type { StockAlertAnswer, WishlistAnswer } from "./answer";
import { saveStockAlert } from "./alerts.server";
import { saveWishlistChange, type CustomerWriteOutcome } from "./wishlist.server";

/** A product the catalogue does not know is the form's mistake (404); only an outage is a 503. */
const OUTCOME_STATUS: Record<CustomerWriteOutcome, number> = { saved: 200, "unknown-product": 404, failed: 503 };

/** The product a wishlist or alert form names (digits, spec 5). */
const productRef = { productId: z.string().regex(/^\d+$/), optionId: z.string().regex(/^\d+$/) };

const wishlistFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), ...productRef }),
  z.object({ intent: z.literal("remove"), ...productRef }),
]);
type WishlistForm = z.infer<typeof wishlistFormSchema>;

const optionsOf = (context: RequestContext) => ({ locale: context.locale.language });

async function changeWishlist(change: WishlistForm, context: RequestContext) {
  const options = optionsOf(context);
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
}

/** The wishlist heart (`/{prefix}/resources/wishlist`): add or remove a product, signed in. */
export const wishlistAction = writeEndpoint<WishlistForm, WishlistAnswer>({
  name: "wishlist",
  schema: wishlistFormSchema,
  signedIn: true,
  handlers: { add: changeWishlist, remove: changeWishlist },
  invalid: (_named, context) => ({
    answer: { intent: "invalid", ok: false, message: m.form_invalid({}, optionsOf(context)) },
    status: 400,
  }),
  fallback: (context) => `/${context.locale.prefix}`,
});

const stockAlertFormSchema = z.object({
  intent: z.literal("stock-alert"),
  sku: z.string().regex(/^[\w-]{1,40}$/),
  ...productRef,
});

/** The back-in-stock alert (`/{prefix}/resources/stock-alerts`) for a size that cannot be bought, signed in. */
export const stockAlertAction = writeEndpoint<z.infer<typeof stockAlertFormSchema>, StockAlertAnswer>({
  name: "stockAlert",
  schema: stockAlertFormSchema,
  signedIn: true,
  handlers: {
    async "stock-alert"(alert, context) {
      const options = optionsOf(context);
      const outcome = await saveStockAlert(context, alert);
      const message = {
        saved: m.product_alert_saved({}, options),
        "unknown-product": m.product_not_found({}, options),
        failed: m.product_alert_failed({}, options),
      }[outcome];
      return { answer: { intent: "stock-alert", ok: outcome === "saved", message }, status: OUTCOME_STATUS[outcome] };
    },
  },
  // Without a size chosen the form is the only thing wrong: say which.
  invalid: (_named, context) => ({
    answer: { intent: "invalid", ok: false, message: m.product_choose_size({}, optionsOf(context)) },
    status: 400,
  }),
  fallback: (context) => `/${context.locale.prefix}`,
});
