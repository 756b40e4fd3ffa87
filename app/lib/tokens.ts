import { decodeJwt } from "jose";

/**
 * Token rules of spec 4: a session is signed in when both tokens exist; the refresh token is
 * expired when its exp (seconds) is past; it is secure only if present and not expired.
 * Signatures are the backend's business: the storefront only reads the claims it needs.
 */

export interface SessionTokens {
  accessToken?: string;
  refreshToken?: string;
}

export function isSignedIn(tokens: SessionTokens): boolean {
  return Boolean(tokens.accessToken && tokens.refreshToken);
}

export function tokenExpiry(token: string | undefined): number | undefined {
  if (!token) return undefined;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === "number" ? exp : undefined;
  } catch {
    return undefined;
  }
}

export function isRefreshTokenExpired(refreshToken: string | undefined, now: Date = new Date()): boolean {
  const exp = tokenExpiry(refreshToken);
  return exp === undefined || exp * 1000 <= now.getTime();
}

export function isSecureSession(tokens: SessionTokens, now: Date = new Date()): boolean {
  return Boolean(tokens.refreshToken) && !isRefreshTokenExpired(tokens.refreshToken, now);
}

export function isNewCustomer(accessToken: string | undefined): boolean {
  if (!accessToken) return false;
  try {
    return decodeJwt(accessToken).newCustomer === true;
  } catch {
    return false;
  }
}
