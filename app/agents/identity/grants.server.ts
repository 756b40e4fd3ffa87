import { EncryptJWT, jwtDecrypt } from "jose";
import { z } from "zod";
import { tokenExpiry } from "../../lib/tokens";

/**
 * What a shopper's consent gives an agent (UCP identity linking, decision 202): an authorization
 * code, then an access token and a refresh token, each a JWT encrypted with the shop's key (JWE,
 * `dir` + A256GCM), so that the customer's own session, which they carry for the backend, is
 * readable by nobody but this worker. Nothing is stored per grant: a code is used once (its id
 * claimed), and a grant is revoked by its id (every token issued from it then refused).
 */

export const SCOPES = {
  checkout: "dev.ucp.shopping.checkout:manage",
  orders: "dev.ucp.shopping.order:read",
} as const;
export const ALL_SCOPES = [SCOPES.checkout, SCOPES.orders] as const;
export type Scope = (typeof ALL_SCOPES)[number];

/**
 * Seconds each kind lives: a code, an access token, a refresh token, and the resume grant a
 * 3-D Secure challenge keeps to place the order when the cardholder comes back (the checkout's six hours).
 */
export const LIFETIMES = { code: 120, access: 3600, refresh: 30 * 24 * 3600, resume: 6 * 3600 } as const;
type Kind = keyof typeof LIFETIMES;

const claimsSchema = z.object({
  kind: z.enum(["code", "access", "refresh", "resume"]),
  client: z.string().max(100),
  scope: z.array(z.enum(ALL_SCOPES)).min(1),
  /** The grant every token of one consent shares: revoking it refuses them all. */
  grant: z.string().uuid(),
  /** The customer (the backend's subject), for the checkouts and orders they may open. */
  customer: z.string().min(1).max(100),
  session: z.object({ accessToken: z.string().max(4000), refreshToken: z.string().max(4000) }),
  /** The code's: where it was sent, and the PKCE challenge its verifier must meet. */
  redirectUri: z.string().max(500).optional(),
  challenge: z.string().max(128).optional(),
});
export type Grant = z.infer<typeof claimsSchema>;

/** The key: SHA-256 of the configured secret (`AGENT_TOKEN_SECRET`, at least 32 characters). */
async function keyOf(secret: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret)));
}

export interface Issuer {
  /** The shop's origin: the tokens' issuer and audience. */
  origin: string;
  secret: string;
}

/**
 * A token of `kind` for this grant: it lives its kind's lifetime, never past the customer's own
 * refresh token (a session the backend would end anyway).
 */
export async function sealGrant(kind: Kind, grant: Omit<Grant, "kind">, issuer: Issuer, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  const sessionEnd = tokenExpiry(grant.session.refreshToken) ?? issuedAt;
  const expiresAt = Math.min(issuedAt + LIFETIMES[kind], sessionEnd);
  const token = await new EncryptJWT({ ...grant, kind })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM", typ: `ucp-${kind}` })
    .setIssuer(issuer.origin)
    .setAudience(issuer.origin)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .setJti(crypto.randomUUID())
    .encrypt(await keyOf(issuer.secret));
  return { token, expiresIn: Math.max(0, expiresAt - issuedAt) };
}

/** The grant a token of `kind` carries, with its id; null when forged, expired, of another kind or another shop. */
export async function openGrant(token: string, kind: Kind, issuer: Issuer, now = Date.now()) {
  if (token.length > 12_000 || token.split(".").length !== 5) return null;
  try {
    const { payload } = await jwtDecrypt(token, await keyOf(issuer.secret), {
      issuer: issuer.origin,
      audience: issuer.origin,
      currentDate: new Date(now),
    });
    const grant = claimsSchema.safeParse(payload);
    if (!grant.success || grant.data.kind !== kind || typeof payload.jti !== "string") return null;
    return { ...grant.data, id: payload.jti };
  } catch {
    return null;
  }
}

/** PKCE S256 (RFC 7636 4.6): BASE64URL(SHA-256(verifier)) is the challenge. */
export async function verifierMeets(verifier: string, challenge: string): Promise<boolean> {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  const encoded = btoa(String.fromCharCode(...digest))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
  return encoded === challenge;
}
