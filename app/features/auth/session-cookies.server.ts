import { serializeCookie, type CookieOptions } from "../../lib/cookies";
import type { RequestContext } from "../../lib/request-context";
import { tokenExpiry } from "../../lib/tokens";

/**
 * Session cookies: the tokens live in httpOnly, Secure, SameSite=Lax cookies scoped to the
 * shop domain (docs/decisions.md: the browser never needs them, every call goes through
 * the storefront). The refresh token's cookie lasts as long as the token itself.
 */
export function sessionCookies(request: Request, context: RequestContext) {
  const url = new URL(request.url);
  const base: CookieOptions = {
    secure: url.protocol === "https:" || url.hostname === "localhost",
    httpOnly: true,
    sameSite: "Lax",
    domain: context.env.COOKIE_DOMAIN || undefined,
  };
  const names = context.cookieNames;
  const lifetime = (token: string) => {
    const exp = tokenExpiry(token);
    return exp ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : undefined;
  };
  return {
    store(accessToken: string, refreshToken: string): string[] {
      return [
        serializeCookie(names.accessToken, accessToken, { ...base, maxAge: lifetime(refreshToken) }),
        serializeCookie(names.refreshToken, refreshToken, { ...base, maxAge: lifetime(refreshToken) }),
      ];
    },
    clearAll(): string[] {
      return [names.accessToken, names.refreshToken, names.cart].map((name) =>
        serializeCookie(name, "", { ...base, httpOnly: name !== names.cart, maxAge: 0 }),
      );
    },
  };
}

