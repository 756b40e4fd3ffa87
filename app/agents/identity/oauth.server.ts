import { siteResourceHref } from "../../pages/href";
import { z } from "zod";
import { LANGUAGES } from "../../lib/locales";
import { UCP_MCP_PATH } from "../ucp/protocol";
import { type AgentClient, isRegistered, registeredClient } from "./clients";
import { codeMark, type GrantMarks, revokedMark } from "./grant-marks";
import {
  ALL_SCOPES,
  type Grant,
  type Issuer,
  LIFETIMES,
  openGrant,
  type Scope,
  sealGrant,
  verifierMeets,
} from "./grants.server";

/**
 * The shop's OAuth 2.0 authorization server for agents (UCP identity linking, decision 202):
 * RFC 8414 metadata, the authorization request checked before the shopper sees the consent page,
 * the token endpoint (authorization code with PKCE S256, refresh token), revocation (RFC 7009),
 * and the bearer check the MCP endpoint runs. Public clients only (`none` + PKCE): the registered
 * redirect URIs and the verifier are what bind a code to the agent that asked for it.
 */

export const OAUTH_PATHS = {
  metadata: "/.well-known/oauth-authorization-server",
  resource: "/.well-known/oauth-protected-resource",
  authorize: "/oauth/authorize",
  token: "/oauth/token",
  revoke: "/oauth/revoke",
} as const;

export interface OAuthDeps extends Issuer {
  clients: readonly AgentClient[];
  marks: GrantMarks;
  now?: () => number;
}

export function authorizationServerMetadata(origin: string) {
  return {
    issuer: origin,
    authorization_endpoint: origin + OAUTH_PATHS.authorize,
    token_endpoint: origin + OAUTH_PATHS.token,
    revocation_endpoint: origin + OAUTH_PATHS.revoke,
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none"],
    revocation_endpoint_auth_methods_supported: ["none"],
    scopes_supported: [...ALL_SCOPES],
    authorization_response_iss_parameter_supported: true,
    service_documentation: origin + siteResourceHref("agents"),
    ui_locales_supported: [...LANGUAGES],
  };
}

export function protectedResourceMetadata(origin: string) {
  return {
    resource: origin + UCP_MCP_PATH,
    authorization_servers: [origin],
    scopes_supported: [...ALL_SCOPES],
    bearer_methods_supported: ["header"],
  };
}

/** An authorization request as the consent page takes it: every field checked, the client registered. */
export const authorizeParamsSchema = z.object({
  response_type: z.string().max(20),
  client_id: z.string().max(100),
  redirect_uri: z.string().max(500),
  scope: z.string().max(300).optional(),
  state: z.string().max(500).optional(),
  code_challenge: z.string().max(128).optional(),
  code_challenge_method: z.string().max(10).optional(),
  /** The languages the agent says the shopper reads (OpenID Connect's `ui_locales`): the consent page's. */
  ui_locales: z.string().max(100).optional(),
});

export interface AuthorizeRequest {
  client: AgentClient;
  redirectUri: string;
  scope: Scope[];
  state?: string;
  challenge: string;
}

type AuthorizeReading =
  | { ok: true; request: AuthorizeRequest }
  /** Sent back to the client's own redirect URI (RFC 6749 4.1.2.1). */
  | { ok: false; redirect: string }
  /** Never redirected: the client or its redirect URI is not one the shop knows. */
  | { ok: false; redirect: null; error: string };

/** Where a consent's answer goes: the client's redirect URI with the code (or error), the state and `iss` (RFC 9207). */
export function authorizationResponse(
  origin: string,
  redirectUri: string,
  state: string | undefined,
  fields: Record<string, string>,
) {
  const back = new URL(redirectUri);
  for (const [name, value] of Object.entries(fields)) back.searchParams.set(name, value);
  if (state) back.searchParams.set("state", state);
  back.searchParams.set("iss", origin);
  return back.href;
}

export function readAuthorizeRequest(
  params: URLSearchParams,
  deps: Pick<OAuthDeps, "origin" | "clients">,
): AuthorizeReading {
  const parsed = authorizeParamsSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return { ok: false, redirect: null, error: "invalid_request" };
  const asked = parsed.data;
  const client = registeredClient(deps.clients, asked.client_id, asked.redirect_uri);
  if (!client) return { ok: false, redirect: null, error: "unauthorized_client" };
  const refuse = (error: string, description: string) => ({
    ok: false as const,
    redirect: authorizationResponse(deps.origin, asked.redirect_uri, asked.state, {
      error,
      error_description: description,
    }),
  });
  if (asked.response_type !== "code") return refuse("unsupported_response_type", "Only the code flow is offered.");
  if (asked.code_challenge_method !== "S256" || !/^[A-Za-z0-9_-]{43}$/.test(asked.code_challenge ?? ""))
    return refuse("invalid_request", "PKCE with code_challenge_method=S256 is required.");
  const words = (asked.scope ?? "").split(" ").filter(Boolean);
  if (words.some((word) => !(ALL_SCOPES as readonly string[]).includes(word)))
    return refuse("invalid_scope", `Scopes offered: ${ALL_SCOPES.join(" ")}.`);
  const scope = (words.length ? [...new Set(words)] : [...ALL_SCOPES]) as Scope[];
  return {
    ok: true,
    request: { client, redirectUri: asked.redirect_uri, scope, state: asked.state, challenge: asked.code_challenge! },
  };
}

/** The code a consent gives: the customer's session sealed with the request it answers. */
export async function issueCode(
  request: AuthorizeRequest,
  customer: { id: string; session: Grant["session"] },
  issuer: Issuer,
) {
  const { token } = await sealGrant(
    "code",
    {
      client: request.client.client_id,
      scope: request.scope,
      grant: crypto.randomUUID(),
      customer: customer.id,
      session: customer.session,
      redirectUri: request.redirectUri,
      challenge: request.challenge,
    },
    issuer,
  );
  return token;
}

type TokenAnswer = { status: number; body: Record<string, unknown> };
const tokenError = (error: string, description: string, status = 400): TokenAnswer => ({
  status,
  body: { error, error_description: description },
});

async function tokensFor(grant: Omit<Grant, "kind">, deps: OAuthDeps, refreshToken?: string): Promise<TokenAnswer> {
  const { redirectUri: _redirect, challenge: _challenge, ...kept } = grant;
  const access = await sealGrant("access", kept, deps, deps.now?.());
  const refresh = refreshToken ? null : await sealGrant("refresh", kept, deps, deps.now?.());
  return {
    status: 200,
    body: {
      access_token: access.token,
      token_type: "Bearer",
      expires_in: access.expiresIn,
      refresh_token: refreshToken ?? refresh!.token,
      scope: grant.scope.join(" "),
    },
  };
}

/** POST /oauth/token (application/x-www-form-urlencoded): a code with its verifier, or a refresh token. */
export async function tokenEndpoint(form: URLSearchParams, deps: OAuthDeps): Promise<TokenAnswer> {
  const clientId = form.get("client_id") ?? "";
  if (!isRegistered(deps.clients, clientId)) return tokenError("invalid_client", "Unknown client_id.", 401);
  const now = deps.now?.() ?? Date.now();
  const grantType = form.get("grant_type");
  if (grantType === "authorization_code") {
    const code = await openGrant(form.get("code") ?? "", "code", deps, now);
    if (!code || code.client !== clientId) return tokenError("invalid_grant", "The code is invalid or expired.");
    if (code.redirectUri !== form.get("redirect_uri"))
      return tokenError("invalid_grant", "redirect_uri differs from the authorization request's.");
    if (!(await verifierMeets(form.get("code_verifier") ?? "", code.challenge ?? "")))
      return tokenError("invalid_grant", "code_verifier does not match the code_challenge.");
    // A code used twice may have been stolen: the grant it began ends (RFC 6749 4.1.2).
    if (!(await deps.marks.markOnce(codeMark(code.id), now + LIFETIMES.code * 1000))) {
      await deps.marks.mark(revokedMark(code.grant), now + LIFETIMES.refresh * 1000);
      return tokenError("invalid_grant", "The code was already used.");
    }
    return tokensFor(code, deps);
  }
  if (grantType === "refresh_token") {
    const presented = form.get("refresh_token") ?? "";
    const refresh = await openGrant(presented, "refresh", deps, now);
    if (!refresh || refresh.client !== clientId || (await deps.marks.isMarked(revokedMark(refresh.grant))))
      return tokenError("invalid_grant", "The refresh token is invalid, expired or revoked.");
    return tokensFor(refresh, deps, presented);
  }
  return tokenError("unsupported_grant_type", "grant_type: authorization_code or refresh_token.");
}

/** POST /oauth/revoke (RFC 7009): the grant the token belongs to ends, every token of it refused; always 200. */
export async function revokeEndpoint(form: URLSearchParams, deps: OAuthDeps): Promise<TokenAnswer> {
  const clientId = form.get("client_id") ?? "";
  if (!isRegistered(deps.clients, clientId)) return tokenError("invalid_client", "Unknown client_id.", 401);
  const token = form.get("token") ?? "";
  const now = deps.now?.() ?? Date.now();
  const grant = (await openGrant(token, "refresh", deps, now)) ?? (await openGrant(token, "access", deps, now));
  if (grant && grant.client === clientId)
    await deps.marks.mark(revokedMark(grant.grant), now + LIFETIMES.refresh * 1000);
  return { status: 200, body: {} };
}

export type LinkedIdentity = Grant & { id: string };

/**
 * The customer an MCP call acts for: none without a bearer token; a refusal (RFC 6750 3) for a
 * token that is forged, expired, revoked or another shop's.
 */
export async function bearerIdentity(
  authorization: string | null,
  deps: Pick<OAuthDeps, "origin" | "secret" | "marks" | "clients" | "now">,
  kind: "access" | "resume" = "access",
): Promise<{ ok: true; identity: LinkedIdentity | null } | { ok: false }> {
  if (!authorization) return { ok: true, identity: null };
  const token = /^Bearer ([\w.~+/=-]+)$/i.exec(authorization.trim())?.[1];
  const grant = token ? await openGrant(token, kind, deps, deps.now?.()) : null;
  // A platform the shop no longer registers is refused at once, whatever it still holds.
  if (!grant || !isRegistered(deps.clients, grant.client) || (await deps.marks.isMarked(revokedMark(grant.grant))))
    return { ok: false };
  return { ok: true, identity: grant };
}

/** What a 3-D Secure challenge keeps to finish the order after the agent's call: her grant, for the checkout's lifetime. */
export async function resumeGrant(identity: LinkedIdentity, issuer: Issuer) {
  const { id: _id, kind: _kind, ...grant } = identity;
  return (await sealGrant("resume", grant, issuer)).token;
}
