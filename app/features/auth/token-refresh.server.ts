import type { ApiClient } from "../../api/client.server";
import type { CookieNames } from "../../lib/cookies";
import type { SessionState } from "../../lib/request-context";
import { logWarning } from "../../lib/log.server";
import type { SessionTokens } from "../../lib/tokens";
import { refreshTokensAnswerSchema } from "./schemas";
import { sessionCookies } from "./session-cookies.server";

/**
 * Unauthorized handling (spec 4): on 401 'Invalid JWT.' the tokens are renewed once through
 * cookie-refresh-tokens and the call retried. When renewal fails the tokens are cleared (for
 * the rest of this request and in the browser) and the session is marked expired, so the
 * locale middleware can send the shopper to sign-in. Concurrent calls of one request share
 * one renewal.
 */
export function createTokenRefresher(options: {
  api: () => ApiClient;
  tokens: SessionTokens;
  session: SessionState;
  names: CookieNames;
  cookieBase: { secure: boolean; domain?: string };
  responseCookies: string[];
  url: string;
}): () => Promise<boolean> {
  let renewal: Promise<boolean> | undefined;
  const { tokens, session, responseCookies } = options;
  const cookies = sessionCookies(options.names, options.cookieBase);

  async function renew(): Promise<boolean> {
    if (!tokens.accessToken || !tokens.refreshToken) return false;
    try {
      const pair = await options.api().call("api/cookie-refresh-tokens", {
        method: "POST",
        auth: false,
        body: { tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } },
        schema: refreshTokensAnswerSchema,
      });
      tokens.accessToken = pair.accessToken;
      tokens.refreshToken = pair.refreshToken;
      session.refreshed = true;
      responseCookies.push(...cookies.store(pair.accessToken, pair.refreshToken));
      return true;
    } catch (error) {
      logWarning({ message: "Token refresh failed", url: options.url, cause: error instanceof Error ? error.message : String(error) });
      tokens.accessToken = undefined;
      tokens.refreshToken = undefined;
      session.expired = true;
      responseCookies.push(...cookies.clearTokens());
      return false;
    }
  }

  return () => (renewal ??= renew());
}
