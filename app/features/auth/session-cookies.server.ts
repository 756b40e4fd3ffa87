import { serializeCookie, type CookieNames, type CookieOptions } from "../../lib/cookies";
import { tokenExpiry } from "../../lib/tokens";

/**
 * Session cookies: the tokens live in httpOnly, Secure, SameSite=Lax cookies scoped to the
 * shop domain (docs/decisions.md: the browser never needs them, every call goes through
 * the storefront). Both cookies last as long as the refresh token itself.
 */
export function sessionCookies(names: CookieNames, cookieBase: { secure: boolean; domain?: string }, now: Date = new Date()) {
  const base: CookieOptions = { ...cookieBase, httpOnly: true, sameSite: "Lax" };
  const lifetime = (token: string) => {
    const exp = tokenExpiry(token);
    return exp ? Math.max(0, exp - Math.floor(now.getTime() / 1000)) : undefined;
  };
  const clear = (name: string, httpOnly = true) => serializeCookie(name, "", { ...base, httpOnly, maxAge: 0 });
  return {
    store(accessToken: string, refreshToken: string): string[] {
      return [
        serializeCookie(names.accessToken, accessToken, { ...base, maxAge: lifetime(refreshToken) }),
        serializeCookie(names.refreshToken, refreshToken, { ...base, maxAge: lifetime(refreshToken) }),
      ];
    },
    clearTokens(): string[] {
      return [clear(names.accessToken), clear(names.refreshToken)];
    },
    /** Logout: both tokens and the cart cookie (spec 2.4). */
    clearAll(): string[] {
      return [clear(names.accessToken), clear(names.refreshToken), clear(names.cart, false)];
    },
  };
}
