import { href } from "../app/pages/href";
import { m } from "../app/paraglide/messages.js";
import { parseAgentClients } from "../app/agents/identity/clients";
import { durableGrantMarks, type GrantMarks, memoryGrantMarks } from "../app/agents/identity/grant-marks";
import {
  authorizationServerMetadata,
  type OAuthDeps,
  protectedResourceMetadata,
  readAuthorizeRequest,
  revokeEndpoint,
  tokenEndpoint,
} from "../app/agents/identity/oauth.server";
import type { AppEnv } from "../app/lib/env.server";
import { LOCALES } from "../app/lib/locales";
import { logWarning } from "../app/lib/log.server";
import { chosenLocale, smallPage } from "./small-page";

/**
 * The edge's OAuth routes for agents (UCP identity linking, decision 202): the metadata, the
 * authorization request (checked here, then the consent page in the shopper's language: her
 * site's, else `ui_locales`, else her browser's), the
 * token and revocation endpoints. Without AGENT_TOKEN_SECRET none of them exists.
 */

const isolateMarks = memoryGrantMarks();
const marksOf = (env: AppEnv): GrantMarks =>
  env.AGENT_CHECKOUTS ? durableGrantMarks(env.AGENT_CHECKOUTS) : isolateMarks;

/** What the OAuth server needs, or null where account linking is not offered. */
export function oauthDeps(env: AppEnv, origin: string): OAuthDeps | null {
  if (!env.AGENT_TOKEN_SECRET) return null;
  return {
    origin,
    secret: env.AGENT_TOKEN_SECRET,
    clients: parseAgentClients(env.AGENT_OAUTH_CLIENTS),
    marks: marksOf(env),
  };
}

const notOffered = () =>
  Response.json({ error: "not_found" }, { status: 404, headers: { "Cache-Control": "no-store" } });

export function oauthMetadataResponse(env: AppEnv, origin: string, which: "server" | "resource"): Response {
  if (!oauthDeps(env, origin)) return notOffered();
  const body = which === "server" ? authorizationServerMetadata(origin) : protectedResourceMetadata(origin);
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=3600" } });
}

/**
 * GET /oauth/authorize: a request the shop cannot answer to its client (unknown client, a redirect
 * URI not registered) is said on a page here and never redirected; any other refusal goes back to
 * the client; a good one opens the consent page in the shopper's language (cookie, then browser).
 */
export function authorizeResponse(request: Request, env: AppEnv, origin: string): Response {
  const deps = oauthDeps(env, origin);
  if (!deps) return notOffered();
  const url = new URL(request.url);
  // The shopper's own choice on this site first, then the languages the agent says she reads
  // (OpenID's `ui_locales`), then her browser's.
  const prefix = chosenLocale(request, env.ENVIRONMENT, url.searchParams.get("ui_locales")?.trim().split(/\s+/));
  const reading = readAuthorizeRequest(url.searchParams, deps);
  if (!reading.ok && reading.redirect === null) {
    logWarning({ message: "Agent authorization refused", status: 400, url: url.pathname, cause: reading.error });
    const options = { locale: LOCALES[prefix].language };
    return smallPage(
      request,
      400,
      m.agent_link_refused_title({}, options),
      m.agent_link_refused_text({}, options),
      LOCALES[prefix],
    );
  }
  const location = reading.ok ? `${href(prefix, "account-agent-access")}${url.search}` : reading.redirect;
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}

/** POST /oauth/token and /oauth/revoke: a form body (RFC 6749 3.2), a JSON answer never cached. */
export async function oauthPostResponse(
  request: Request,
  env: AppEnv,
  origin: string,
  which: "token" | "revoke",
): Promise<Response> {
  const deps = oauthDeps(env, origin);
  if (!deps) return notOffered();
  const headers = { "Cache-Control": "no-store", Pragma: "no-cache" };
  if (request.method !== "POST")
    return Response.json({ error: "invalid_request" }, { status: 405, headers: { ...headers, Allow: "POST" } });
  if (!(request.headers.get("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded"))
    return Response.json(
      { error: "invalid_request", error_description: "Send application/x-www-form-urlencoded." },
      { status: 400, headers },
    );
  const form = new URLSearchParams(await request.text());
  const answered = which === "token" ? await tokenEndpoint(form, deps) : await revokeEndpoint(form, deps);
  if (answered.status >= 400)
    logWarning({
      message: "Agent token request refused",
      status: answered.status,
      url: new URL(request.url).pathname,
      cause: String(answered.body.error),
    });
  return Response.json(answered.body, { status: answered.status, headers });
}
