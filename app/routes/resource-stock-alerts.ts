import { z } from "zod";
import type { Route } from "./+types/resource-stock-alerts";
import type { StockAlertAnswer } from "../features/shell/flash";
import { saveStockAlert } from "../features/wishlist/alerts.server";
import type { Answered } from "../lib/form-answer";
import { answerPost, formFields, readForm, returnPath } from "../lib/form-post.server";
import { requestContext } from "../lib/request-context";
import { m } from "../paraglide/messages.js";
import { signInRedirect } from "../routing/checks.server";

const stockAlertFormSchema = z.object({
  intent: z.literal("stock-alert"),
  sku: z.string().regex(/^[\w-]{1,40}$/),
  productId: z.string().regex(/^\d+$/),
  optionId: z.string().regex(/^\d+$/),
});

/**
 * The back-in-stock alert's endpoint (`/{prefix}/resources/stock-alerts`): signed-out shoppers
 * sign in first and come back to the product. A fetcher gets the answer; a plain post comes back
 * to the page (303) with it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const requestCtx = context.get(requestContext);
  const options = { locale: requestCtx.locale.language };
  const form = await readForm(request);
  const back = returnPath(request, form, requestCtx.origin, `/${requestCtx.locale.prefix}`);
  const reply = (answered: Answered<StockAlertAnswer>) => answerPost(request, requestCtx, answered, { form, flash: (answer) => ({ stockAlert: answer }), fallback: back });
  const parsed = stockAlertFormSchema.safeParse(form ? formFields(form) : null);
  if (!parsed.success) return reply({ answer: { intent: "invalid", ok: false, message: m.product_choose_size({}, options) }, status: 400 });
  if (!requestCtx.auth.signedIn()) throw signInRedirect(new URL(back, requestCtx.origin), requestCtx);
  const { sku, productId, optionId } = parsed.data;
  const saved = await saveStockAlert(requestCtx, { sku, productId, optionId });
  return reply({ answer: { intent: "stock-alert", ok: saved, message: saved ? m.product_alert_saved({}, options) : m.product_alert_failed({}, options) }, status: saved ? 200 : 503 });
}
