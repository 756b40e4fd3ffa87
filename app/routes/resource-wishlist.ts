import { z } from "zod";
import type { Route } from "./+types/resource-wishlist";
import type { WishlistAnswer } from "../features/shell/flash";
import { saveWishlistChange } from "../features/wishlist/wishlist.server";
import type { Answered } from "../lib/form-answer";
import { answerPost, formFields, readForm, returnPath } from "../lib/form-post.server";
import { requestContext } from "../lib/request-context";
import { m } from "../paraglide/messages.js";
import { signInRedirect } from "../routing/checks.server";

const wishlistFormSchema = z.object({
  intent: z.enum(["add", "remove"]),
  productId: z.string().regex(/^\d+$/),
  optionId: z.string().regex(/^\d+$/),
});

/**
 * The wishlist heart's endpoint (`/{prefix}/resources/wishlist`): add or remove a product.
 * Signed-out shoppers sign in first and come back to the page. A fetcher gets the answer; a
 * plain post comes back to the page (303) with it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const requestCtx = context.get(requestContext);
  const options = { locale: requestCtx.locale.language };
  const form = await readForm(request);
  const back = returnPath(request, form, requestCtx.origin, `/${requestCtx.locale.prefix}`);
  const parsed = wishlistFormSchema.safeParse(form ? formFields(form) : null);
  const reply = (answered: Answered<WishlistAnswer>) =>
    answerPost(request, requestCtx, answered, { form, flash: (answer) => ({ wishlist: answer }), fallback: back });
  if (!parsed.success) return reply({ answer: { intent: "invalid", ok: false, message: m.form_invalid({}, options) }, status: 400 });
  if (!requestCtx.auth.signedIn()) throw signInRedirect(new URL(back, requestCtx.origin), requestCtx);
  const saved = await saveWishlistChange(requestCtx, parsed.data);
  const { intent, productId } = parsed.data;
  return saved
    ? reply({ answer: { intent, productId, ok: true, message: intent === "add" ? m.wishlist_added({}, options) : m.wishlist_removed({}, options) }, status: 200 })
    : reply({ answer: { intent, productId, ok: false, message: m.wishlist_failed({}, options) }, status: 503 });
}
