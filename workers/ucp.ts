import { href } from "../app/pages/href";
import { type CallerGrant, handleUcpMcp } from "../app/agents/ucp/mcp.server";
import { bearerIdentity, OAUTH_PATHS, resumeGrant } from "../app/agents/identity/oauth.server";
import { oauthDeps } from "./oauth";
import { type CheckoutStore, durableCheckoutStore, memoryCheckoutStore } from "../app/agents/ucp/checkout-store";
import { durableIdempotencyStore, type IdempotencyStore, memoryIdempotencyStore } from "../app/agents/idempotency";
import type { MarketContext } from "../app/agents/ucp/cart.server";
import { UCP_RATE, ucpProfile } from "../app/agents/ucp/protocol";
import { cookieNames, parseCookies } from "../app/lib/cookies";
import { LOCALES } from "../app/lib/locales";
import type { AppEnv } from "../app/lib/env.server";
import { logWarning } from "../app/lib/log.server";
import { createRequestContext, FAULT_HEADER, WORLD_HEADER } from "../app/routing/request-context.server";
import { createNonce } from "./csp";

/**
 * The edge's UCP routes (issue 31): the business profile, and the MCP endpoint agents call from
 * their servers. The endpoint takes no cookies (a cart's session travels in its id), answers
 * requests without an Origin, refuses a browser's Origin other than ours (the MCP transport's
 * rule against DNS rebinding), takes POST only, and holds each client to a rate.
 */

export interface UcpArgs {
  env: AppEnv;
  origin: string;
  waitUntil(promise: Promise<unknown>): void;
}

/** GET /.well-known/ucp: public and cached (UCP: never private, at least a minute). */
export function ucpProfileResponse(env: AppEnv, origin: string): Response {
  return Response.json(ucpProfile(origin, Boolean(env.AGENT_TOKEN_SECRET)), {
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}

const jsonRpcError = (status: number, code: number, message: string, headers: Record<string, string> = {}) =>
  Response.json(
    { jsonrpc: "2.0", id: null, error: { code, message } },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );

const windows = new Map<string, { started: number; count: number }>();

/** Whether this client may make one more call now (per isolate: a brake, not an accounting). */
export function withinRate(client: string, now: number): boolean {
  const window = windows.get(client);
  if (!window || now - window.started >= UCP_RATE.windowMs) {
    if (windows.size > 10_000) windows.clear();
    windows.set(client, { started: now, count: 1 });
    return true;
  }
  window.count += 1;
  return window.count <= UCP_RATE.requests;
}

/** Where no Durable Object is bound (a bare dev server), this isolate keeps the checkouts. */
const isolateCheckouts = memoryCheckoutStore();
export const checkoutStoreOf = (env: AppEnv): CheckoutStore =>
  env.AGENT_CHECKOUTS ? durableCheckoutStore(env.AGENT_CHECKOUTS) : isolateCheckouts;
const isolateAnswers = memoryIdempotencyStore();
/** Agents' idempotency keys (UCP and ACP), in the same Durable Objects. */
export const idempotencyStoreOf = (env: AppEnv): IdempotencyStore =>
  env.AGENT_CHECKOUTS ? durableIdempotencyStore(env.AGENT_CHECKOUTS) : isolateAnswers;

/**
 * The request context of a market an agent shops in (UCP and ACP alike): the site's, in the
 * agent's own anonymous session when it names one, never with the caller's cookies. The mock's
 * fault switch reaches its backend calls too (local runs only: it is off elsewhere).
 */
export function agentMarkets(request: Request, { env, origin, waitUntil }: UcpArgs): MarketContext {
  const names = cookieNames(env.ENVIRONMENT);
  // The dev kit's switches reach the agent's backend calls too: the fault switch and the world.
  const local = env.MOCK_FAULTS === "on";
  const fault = local ? request.headers.get(FAULT_HEADER) : null;
  // A script names its world in a header, a browser (back from a payment challenge) in its cookie.
  const world = local
    ? (request.headers.get(WORLD_HEADER) ?? parseCookies(request.headers.get("Cookie"))[names.mockWorld] ?? null)
    : null;
  return (prefix, session) => {
    const headers = new Headers({
      ...(fault ? { [FAULT_HEADER]: fault } : {}),
      ...(world ? { [WORLD_HEADER]: world } : {}),
    });
    if (session)
      headers.set(
        "Cookie",
        [
          `${names.anonymousId}=${session.anonymousId}`,
          ...(session.cartId ? [`${names.cart(LOCALES[prefix].site)}=${session.cartId}`] : []),
          ...(session.tokens
            ? [
                `${names.accessToken}=${session.tokens.accessToken}`,
                `${names.refreshToken}=${session.tokens.refreshToken}`,
              ]
            : []),
        ].join("; "),
      );
    const market = new Request(origin + href(prefix, "cart"), { headers });
    return createRequestContext({
      request: market,
      env,
      origin,
      waitUntil,
      nonce: createNonce(),
      popinProposal: () => null,
    });
  };
}

export async function ucpMcpResponse(request: Request, args: UcpArgs): Promise<Response> {
  const { env, origin } = args;
  if (request.method !== "POST")
    return jsonRpcError(405, -32000, "Method not allowed: POST JSON-RPC.", { Allow: "POST" });
  const from = request.headers.get("Origin");
  if (from !== null && from !== origin) {
    logWarning({ message: "UCP call from a browser on another origin refused", status: 403, url: from });
    return jsonRpcError(403, -32000, "Forbidden origin.");
  }
  const client = request.headers.get("CF-Connecting-IP") ?? "local";
  if (!withinRate(client, Date.now()))
    return jsonRpcError(429, -32000, "Too many requests.", { "Retry-After": String(UCP_RATE.windowMs / 1000) });

  const caller = await callerOf(request, env, origin);
  if (caller === "refused")
    return jsonRpcError(401, -32001, "Invalid, expired or revoked access token.", {
      "WWW-Authenticate": `Bearer error="invalid_token", resource_metadata="${origin}${OAUTH_PATHS.resource}"`,
    });
  const contextFor = agentMarkets(request, args);
  // The shopper's cookies never reach the endpoint's work: only what the body says.
  const headers = new Headers(request.headers);
  headers.delete("Cookie");
  return handleUcpMcp(
    new Request(request, { headers }),
    origin,
    contextFor,
    { checkouts: checkoutStoreOf(env), idempotency: idempotencyStoreOf(env) },
    caller,
  );
}

/** The linked customer a call acts for: none without a token (or where linking is not offered); "refused" for a bad one. */
export async function callerOf(
  request: Request,
  env: AppEnv,
  origin: string,
): Promise<(CallerGrant & { client: string }) | null | "refused"> {
  const authorization = request.headers.get("Authorization");
  const linking = oauthDeps(env, origin);
  if (!authorization || !linking) return null;
  const checked = await bearerIdentity(authorization, linking);
  if (!checked.ok) return "refused";
  if (!checked.identity) return null;
  const grant = checked.identity;
  const { customer, session, scope, client } = grant;
  return { identity: { customer, session, resume: () => resumeGrant(grant, linking) }, scope, client };
}
