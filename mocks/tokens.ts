import { decodeJwt, jwtVerify, SignJWT } from "jose";

/**
 * The mock sign-in provider's tokens: HS256 JWTs signed with jose. The access token carries
 * newCustomer (spec 3) and, for accounts created here, the profile; the refresh token carries
 * exp in seconds. Expired or forged access tokens make API calls answer 401 'Invalid JWT.'.
 */
export interface TokenProfile {
  customerId: string;
  newCustomer: boolean;
  email?: string;
  firstName?: string;
  lastName?: string;
}

export interface TokenLifetimes {
  accessSeconds: number;
  refreshSeconds: number;
}

const encoder = new TextEncoder();
const ISSUER = "atelier-sept-mock-auth";

async function sign(
  claims: Record<string, unknown>,
  customerId: string,
  lifetimeSeconds: number,
  key: Uint8Array,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(customerId)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(key);
}

export async function issueTokens(profile: TokenProfile, lifetimes: TokenLifetimes, secret: string) {
  const key = encoder.encode(secret);
  const { customerId, newCustomer, email, firstName, lastName } = profile;
  return {
    accessToken: await sign(
      { typ: "access", newCustomer, email, firstName, lastName },
      customerId,
      lifetimes.accessSeconds,
      key,
    ),
    refreshToken: await sign({ typ: "refresh", newCustomer }, customerId, lifetimes.refreshSeconds, key),
  };
}

export type VerifiedToken = TokenProfile & { exp: number };

async function verify(token: string, secret: string, typ: "access" | "refresh"): Promise<VerifiedToken | undefined> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { issuer: ISSUER, algorithms: ["HS256"] });
    if (payload.typ !== typ || typeof payload.sub !== "string" || typeof payload.exp !== "number") return undefined;
    return {
      customerId: payload.sub,
      newCustomer: payload.newCustomer === true,
      email: typeof payload.email === "string" ? payload.email : undefined,
      firstName: typeof payload.firstName === "string" ? payload.firstName : undefined,
      lastName: typeof payload.lastName === "string" ? payload.lastName : undefined,
      exp: payload.exp,
    };
  } catch {
    return undefined;
  }
}

export const verifyAccessToken = (token: string, secret: string) => verify(token, secret, "access");
export const verifyRefreshToken = (token: string, secret: string) => verify(token, secret, "refresh");

/** The profile claims of an access token even when expired (a refresh keeps them). */
export function readProfile(accessToken: string): Partial<TokenProfile> {
  try {
    const claims = decodeJwt(accessToken);
    return {
      customerId: claims.sub,
      email: typeof claims.email === "string" ? claims.email : undefined,
      firstName: typeof claims.firstName === "string" ? claims.firstName : undefined,
      lastName: typeof claims.lastName === "string" ? claims.lastName : undefined,
    };
  } catch {
    return {};
  }
}
