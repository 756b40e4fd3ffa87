import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/resource-wishlist";
import { wishlistSchema } from "../features/wishlist/schemas";
import { isLocalePrefix, LOCALES } from "../lib/locales";
import { requestContext } from "../lib/request-context";
import { isSignedIn } from "../lib/tokens";
import { signInRedirect } from "../routing/checks.server";

const wishlistFormSchema = z.object({
  intent: z.enum(["add", "remove"]),
  productId: z.string().regex(/^\d+$/),
  optionId: z.string().regex(/^\d+$/),
  locale: z.string().refine(isLocalePrefix),
  // Same-site paths only: never an open redirect.
  returnTo: z.string().regex(/^\/(?!\/)[^\s\\]*$/),
});

/**
 * The wishlist heart: add or remove a product. Signed-out shoppers sign in first and come
 * back to the page. A plain form post returns to the page; a script's post gets the answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = wishlistFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ ok: false }, { status: 400 });
  const { intent, productId, optionId, locale, returnTo } = parsed.data;
  const requestCtx = { ...context.get(requestContext), locale: LOCALES[locale] };
  const back = new URL(returnTo, requestCtx.origin);
  if (!isSignedIn(requestCtx.tokens)) throw signInRedirect(back, requestCtx);
  const fromScript = new URL(request.url).pathname.endsWith(".data");
  try {
    await requestCtx.api.call(intent === "add" ? "customers-self/knowledges/wishlist" : `customers-self/knowledges/wishlist/${productId}`, {
      method: intent === "add" ? "POST" : "DELETE",
      body: intent === "add" ? { productId, optionId } : undefined,
      schema: wishlistSchema,
    });
  } catch {
    return fromScript ? data({ ok: false }, { status: 503 }) : redirect(returnTo, 303);
  }
  return fromScript ? { ok: true } : redirect(returnTo, 303);
}
