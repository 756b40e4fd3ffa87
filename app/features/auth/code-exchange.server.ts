import { href } from "../../pages/href";
import { z } from "zod";
import { jwtSchema } from "../../lib/cookie-schemas";
import { backendFetch } from "../../lib/env.server";
import { logWarning } from "../../lib/log.server";
import type { RequestContext } from "../../lib/request-context";
import type { TokenPair } from "./schemas";

/** The sign-in provider's answer to a code exchange (OAuth 2.0 token endpoint, docs/api.md). */
const tokenAnswerSchema = z.object({ access_token: jwtSchema, refresh_token: jwtSchema });

/** The one-time code the provider sends back to the callback: opaque, URL-safe, short. */
export const signInCodeSchema = z.string().regex(/^[\w-]{8,256}$/);

/** The callback's own URL, which the code is bound to: the same on the way out and back. */
export const callbackUrl = (context: Pick<RequestContext, "locale" | "origin">) =>
  new URL(href(context.locale.prefix, "auth-callback"), context.origin).href;

/**
 * Exchanges the sign-in code for the customer's tokens, server to server (`AUTH_TOKEN_URL`):
 * tokens never travel in a URL, where history, logs and Referer headers would keep them. Locally
 * the endpoint is the mock's, reached through its service binding. Null when refused or unreachable.
 */
export async function exchangeSignInCode(
  context: Pick<RequestContext, "env" | "locale" | "origin">,
  code: string,
): Promise<TokenPair | null> {
  const { env } = context;
  const request = new Request(env.AUTH_TOKEN_URL, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: callbackUrl(context) }),
    signal: AbortSignal.timeout(env.API_TIMEOUT_MS),
  });
  try {
    const response = await backendFetch(env)(request);
    const answer = tokenAnswerSchema.safeParse(await response.json().catch(() => null));
    if (response.ok && answer.success)
      return { accessToken: answer.data.access_token, refreshToken: answer.data.refresh_token };
    logWarning({ message: "Sign-in code refused", status: response.status, url: env.AUTH_TOKEN_URL });
  } catch (error) {
    logWarning({
      message: "Sign-in code exchange failed",
      url: env.AUTH_TOKEN_URL,
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  return null;
}
