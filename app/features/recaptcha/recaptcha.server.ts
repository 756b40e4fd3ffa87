import { z } from "zod";
import { logWarning } from "../../lib/log.server";
import type { RequestContext } from "../../lib/request-context";

/**
 * Recaptcha (spec 4, R4.14; decision 98): active where the script is configured, used by a form
 * where the store enables it. The browser's token is checked by our backend (the secret never
 * reaches the edge): `POST applications/front-ecommerce/recaptcha/verify` (docs/api.md).
 */
/** Below this score (0 bot … 1 human) a token is refused. */
export const RECAPTCHA_MIN_SCORE = 0.5;

const verifySchema = z.object({
  success: z.boolean(),
  score: z.number().min(0).max(1).optional(),
  action: z.string().max(100).optional(),
});

export async function recaptchaRequired(context: RequestContext): Promise<boolean> {
  if (!context.env.RECAPTCHA_SCRIPT_URL) return false;
  return context
    .siteParams()
    .then((site) => site.params.flags.recaptcha)
    .catch(() => false);
}

export type RecaptchaVerdict = "human" | "refused" | "unavailable";

/** A token for `action`: human when the backend says so with a good score; a missing token is refused. */
export async function verifyRecaptcha(
  context: RequestContext,
  token: string | undefined,
  action: string,
): Promise<RecaptchaVerdict> {
  if (!token || token.length > 4000) return "refused";
  try {
    const verdict = await context.api.call("applications/front-ecommerce/recaptcha/verify", {
      method: "POST",
      body: { token, action },
      schema: verifySchema,
    });
    return verdict.success &&
      (verdict.score ?? 1) >= RECAPTCHA_MIN_SCORE &&
      (!verdict.action || verdict.action === action)
      ? "human"
      : "refused";
  } catch (error) {
    logWarning({
      message: "Recaptcha verification unavailable",
      url: context.origin,
      cause: error instanceof Error ? error.message : String(error),
    });
    return "unavailable";
  }
}
