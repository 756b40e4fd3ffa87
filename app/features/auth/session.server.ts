import type { CookieJar } from "../../lib/cookie-jar";
import type { CookieNames } from "../../lib/cookies";
import { SITES } from "../../lib/locales";
import { logWarning } from "../../lib/log.server";
import { isRefreshTokenExpired, isSecureSession, isSignedIn, tokenExpiry, type SessionTokens } from "../../lib/tokens";
import type { TokenPair } from "./schemas";
import type { AuthSession } from "../../lib/auth-session";

export type { AuthSession };

/**
 * The shopper's session for one request (spec 4): the tokens from the cookies, renewed at most
 * once on 401 'Invalid JWT.', stored at sign-in, cleared at logout. Tokens live in httpOnly,
 * Secure, SameSite=Lax cookies lasting as long as the refresh token (docs/decisions.md 8).
 */

export interface AuthSessionOptions {
  sent: SessionTokens;
  cookies: CookieJar;
  names: CookieNames;
  /** POST api/cookie-refresh-tokens with the current pair; rejects when refused. */
  refresh: (tokens: Required<SessionTokens>) => Promise<TokenPair>;
  url: string;
  now?: () => Date;
}

export function createAuthSession({
  sent,
  cookies,
  names,
  refresh,
  url,
  now = () => new Date(),
}: AuthSessionOptions): AuthSession {
  const tokens: SessionTokens = { ...sent };
  let refreshed = false;
  let expired = false;
  let renewal: Promise<boolean> | undefined;

  const store = (pair: TokenPair) => {
    const exp = tokenExpiry(pair.refreshToken);
    const maxAge = exp ? Math.max(0, exp - Math.floor(now().getTime() / 1000)) : undefined;
    tokens.accessToken = pair.accessToken;
    tokens.refreshToken = pair.refreshToken;
    cookies.set(names.accessToken, pair.accessToken, { maxAge });
    cookies.set(names.refreshToken, pair.refreshToken, { maxAge });
  };
  const clearTokens = () => {
    tokens.accessToken = undefined;
    tokens.refreshToken = undefined;
    cookies.clear(names.accessToken);
    cookies.clear(names.refreshToken);
  };

  // Start-up (spec 4): a session needs both tokens and a refresh token not yet expired; anything
  // less is cleared, in the browser too.
  if (
    (tokens.accessToken || tokens.refreshToken) &&
    (!isSignedIn(tokens) || isRefreshTokenExpired(tokens.refreshToken, now()))
  )
    clearTokens();

  async function renew(): Promise<boolean> {
    if (!tokens.accessToken || !tokens.refreshToken) return false;
    try {
      store(await refresh({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }));
      refreshed = true;
      return true;
    } catch (error) {
      expire("Token refresh failed", error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  /** The session ends: tokens cleared here and in the browser, and the shopper must sign in again. */
  function expire(message: string, cause?: string) {
    logWarning({ message, url, cause });
    clearTokens();
    expired = true;
  }

  return {
    tokens,
    signedIn: () => isSignedIn(tokens),
    secure: () => isSecureSession(tokens, now()),
    renew: () => (renewal ??= renew()),
    get refreshed() {
      return refreshed;
    },
    get expired() {
      return expired;
    },
    signIn: store,
    signOut() {
      clearTokens();
      // Every site's cart id goes: a customer's carts stay with their session (decision 178).
      for (const site of SITES) cookies.clear(names.cart(site));
    },
    reject: () => expire("Renewed tokens refused (401 'Invalid JWT.')"),
  };
}
