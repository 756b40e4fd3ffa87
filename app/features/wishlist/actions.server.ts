import { href } from "../../pages/href";
import type { RequestContext } from "../../lib/request-context";
import { writeEndpoint } from "../../lib/write-endpoint.server";
import { m } from "../../paraglide/messages.js";
import type { StockAlertAnswer, WishlistAnswer } from "./answer";
import { type StockAlertForm, stockAlertFormSchema, type WishlistForm, wishlistFormSchema } from "./intents";
import { type WishlistOutcome, wishlistService } from "./wishlist.server";

/** A product the catalogue does not know is the form's mistake (404); only an outage is a 503. */
const OUTCOME_STATUS: Record<WishlistOutcome, number> = { saved: 200, "unknown-product": 404, failed: 503 };

const optionsOf = (context: RequestContext) => ({ locale: context.locale.language });

async function changeWishlist(change: WishlistForm, context: RequestContext) {
  const options = optionsOf(context);
  const wishlist = wishlistService(context);
  const outcome = await (change.intent === "add" ? wishlist.add(change) : wishlist.remove(change));
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
  fallback: (context) => href(context.locale.prefix, "index"),
});

/** The back-in-stock alert (`/{prefix}/resources/stock-alerts`) for a size that cannot be bought, signed in. */
export const stockAlertAction = writeEndpoint<StockAlertForm, StockAlertAnswer>({
  name: "stockAlert",
  schema: stockAlertFormSchema,
  signedIn: true,
  handlers: {
    async "stock-alert"(alert, context) {
      const options = optionsOf(context);
      const outcome = await wishlistService(context).alertWhenBack(alert);
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
  fallback: (context) => href(context.locale.prefix, "index"),
});
