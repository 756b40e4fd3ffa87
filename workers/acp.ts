import {
  ACP_API_BASE,
  ACP_SUPPORTED_VERSIONS,
  type AcpVersion,
  strictIdempotency,
  type AcpError,
  acpDiscovery,
  completeSessionBody,
  createSessionBody,
  updateSessionBody,
} from "../app/agents/acp/protocol";
import {
  type AcpAnswer,
  cancelSession,
  completeSession,
  createSession,
  retrieveSession,
  updateSession,
} from "../app/agents/acp/sessions.server";
import { idempotencyName, onceForKey, sha256 } from "../app/agents/idempotency";
import { type CheckoutDeps, linkedOwner } from "../app/agents/ucp/checkout-view.server";
import type { AppEnv } from "../app/lib/env.server";
import { logWarning } from "../app/lib/log.server";
import { UCP_RATE } from "../app/agents/ucp/protocol";
import { agentMarkets, callerOf, checkoutStoreOf, idempotencyStoreOf, type UcpArgs, withinRate } from "./ucp";
import { SCOPES } from "../app/agents/identity/grants.server";
import { LOCALES } from "../app/lib/locales";

/**
 * The edge's ACP routes (issue 53, decision 200): the discovery document, and the agentic checkout
 * sessions agent platforms call from their servers: `Authorization: Bearer` with a key the shop
 * gave them, `API-Version` one the shop speaks, `Idempotency-Key` honoured on create and complete.
 * No cookie is read or set; a browser's Origin other than ours is refused; every answer is JSON,
 * never cached, an error in ACP's flat shape.
 */

const JSON_HEADERS = { "Content-Type": "application/json", "Cache-Control": "no-store" };

const acpError = (status: number, error: AcpError, headers: Record<string, string> = {}) =>
  Response.json(error, { status, headers: { ...JSON_HEADERS, ...headers } });

/** GET /.well-known/acp.json: public and cached like the UCP profile. */
export function acpDiscoveryResponse(origin: string): Response {
  const sites = Object.values(LOCALES);
  const markets = {
    currencies: [...new Set(sites.map((locale) => locale.currency.toLowerCase()))],
    locales: [...new Set(sites.map((locale) => locale.hrefLang))],
  };
  return Response.json(acpDiscovery(origin, markets), {
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}

/** The platform key a request carries, when it is one the shop gave (compared in full, never logged). */
function platformKey(request: Request, env: AppEnv): string | null {
  const sent = /^Bearer (\S{16,200})$/.exec(request.headers.get("Authorization") ?? "")?.[1];
  return sent && env.ACP_API_KEYS.includes(sent) ? sent : null;
}

/** What a route does with a session: its answer, from the body read against its schema. */
type Route = { idempotent: boolean; run: (deps: CheckoutDeps, body: unknown) => Promise<AcpAnswer> };

function routeOf(request: Request, path: string): Route | "not-found" | "method" {
  const [, collection, id, action, extra] = path.split("/");
  if (collection !== "checkout_sessions" || extra !== undefined) return "not-found";
  const post = request.method === "POST";
  const language = request.headers.get("Accept-Language");
  const parsed =
    <T>(
      schema: {
        safeParse: (value: unknown) => {
          success: boolean;
          data?: T;
          error?: { issues: { path: PropertyKey[]; message: string }[] };
        };
      },
      run: (deps: CheckoutDeps, body: T) => Promise<AcpAnswer>,
    ) =>
    async (deps: CheckoutDeps, body: unknown): Promise<AcpAnswer> => {
      const read = schema.safeParse(body ?? {});
      if (read.success) return run(deps, read.data as T);
      const issue = read.error!.issues[0]!;
      const param = `$${issue.path.map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`)).join("")}`;
      return { status: 400, body: { type: "invalid_request", code: "invalid", message: issue.message, param } };
    };
  if (id === undefined)
    return post
      ? { idempotent: true, run: parsed(createSessionBody, (deps, body) => createSession(deps, body, language)) }
      : "method";
  if (action === undefined) {
    if (request.method === "GET") return { idempotent: false, run: (deps) => retrieveSession(deps, id) };
    return post
      ? { idempotent: false, run: parsed(updateSessionBody, (deps, body) => updateSession(deps, id, body)) }
      : "method";
  }
  if (!post) return "method";
  if (action === "complete")
    return { idempotent: true, run: parsed(completeSessionBody, (deps, body) => completeSession(deps, id, body)) };
  if (action === "cancel") return { idempotent: false, run: (deps) => cancelSession(deps, id) };
  return "not-found";
}

export async function acpResponse(request: Request, args: UcpArgs): Promise<Response> {
  const { env, origin } = args;
  const from = request.headers.get("Origin");
  if (from !== null && from !== origin) {
    logWarning({ message: "ACP call from a browser on another origin refused", status: 403, url: from });
    return acpError(403, { type: "invalid_request", code: "forbidden_origin", message: "Forbidden origin." });
  }
  // A platform's own key, or a shopper's token its platform got when she linked her account (decision 202).
  const key = platformKey(request, env);
  const linked = key ? null : await callerOf(request, env, origin);
  const customer = linked && linked !== "refused" && linked.scope.includes(SCOPES.checkout) ? linked : null;
  const caller = key ?? (customer ? `client:${customer.client}:${customer.identity.customer}` : null);
  if (!caller)
    return acpError(
      401,
      {
        type: "invalid_request",
        code: "unauthorized",
        message: "A valid API key, or a linked shopper's access token, is required (Authorization: Bearer).",
      },
      { "WWW-Authenticate": 'Bearer realm="acp"' },
    );
  if (!withinRate(`acp:${key ?? `client:${customer!.client}`}`, Date.now()))
    return acpError(
      429,
      { type: "invalid_request", code: "rate_limited", message: "Too many requests." },
      { "Retry-After": String(UCP_RATE.windowMs / 1000) },
    );
  const asked = request.headers.get("API-Version");
  if (!asked || !(ACP_SUPPORTED_VERSIONS as readonly string[]).includes(asked))
    return acpError(400, {
      type: "invalid_request",
      code: asked ? "unsupported_api_version" : "missing_api_version",
      message: asked ? `API-Version ${asked} is not supported.` : "API-Version is required.",
      supported_versions: ACP_SUPPORTED_VERSIONS,
    });
  const path = new URL(request.url).pathname.slice(ACP_API_BASE.length);
  const route = routeOf(request, path);
  if (route === "not-found")
    return acpError(404, { type: "invalid_request", code: "not_found", message: "No such endpoint." });
  if (route === "method")
    return acpError(405, { type: "invalid_request", code: "method_not_allowed", message: "Method not allowed." });

  const text = request.method === "POST" ? await request.text() : "";
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      return acpError(400, { type: "invalid_request", code: "invalid_json", message: "The body is not JSON." });
    }
  }
  const echo: Record<string, string> = {};
  const idempotencyKey = request.headers.get("Idempotency-Key");
  const requestId = request.headers.get("Request-Id");
  if (idempotencyKey) echo["Idempotency-Key"] = idempotencyKey.slice(0, 200);
  if (requestId) echo["Request-Id"] = requestId.slice(0, 200);
  // Sessions belong to the platform that made them: another platform's key finds none. A linked
  // shopper's are hers, whichever protocol her agent uses (the owner UCP gives them).
  const owner = customer ? await linkedOwner(customer.identity.customer) : `acp:${(await sha256(caller)).slice(0, 32)}`;
  const deps: CheckoutDeps = {
    contextFor: agentMarkets(request, args),
    store: checkoutStoreOf(env),
    origin,
    owner,
    identity: customer?.identity ?? null,
  };
  const answer = (result: AcpAnswer) =>
    Response.json(result.body, { status: result.status, headers: { ...JSON_HEADERS, ...echo } });

  const version = asked as AcpVersion;
  const strict = strictIdempotency(version) && request.method === "POST";
  if (strict && !idempotencyKey)
    return acpError(400, {
      type: "invalid_request",
      code: "idempotency_key_required",
      message: "Idempotency-Key is required on every POST.",
      param: "Idempotency-Key",
    });
  try {
    if ((!route.idempotent && !strict) || !idempotencyKey) return answer(await route.run(deps, body));
    if (idempotencyKey.length > (strict ? 255 : 200))
      return acpError(400, {
        type: "invalid_request",
        code: "invalid",
        message: "Idempotency-Key is too long.",
        param: "Idempotency-Key",
      });
    const name = await idempotencyName(caller, idempotencyKey);
    const fingerprint = await sha256(`${request.method} ${path}\n${text}`);
    const once = await onceForKey(idempotencyStoreOf(env), { name, fingerprint }, async () => {
      const result = await route.run(deps, body);
      return { status: result.status, body: result.body as Record<string, unknown> };
    });
    if (once.outcome === "conflict" || once.outcome === "in-progress")
      return idempotencyRefusal(once.outcome, strict, echo);
    // 2026-04-17 says on every POST's success whether it was a replay; 2026-01-16 only when it was.
    const replayed: Record<string, string> =
      once.outcome === "replayed"
        ? { "Idempotent-Replayed": "true" }
        : strict
          ? { "Idempotent-Replayed": "false" }
          : {};
    return Response.json(once.answer.body, {
      status: once.answer.status,
      headers: { ...JSON_HEADERS, ...echo, ...(once.answer.status < 300 ? replayed : {}) },
    });
  } catch (error) {
    logWarning({ message: "ACP call failed", status: 503, url: path, cause: String(error) });
    return acpError(
      503,
      {
        type: "service_unavailable",
        code: "unavailable",
        message: "The shop cannot answer right now; try again in a moment.",
      },
      { ...echo, "Retry-After": "5" },
    );
  }
}

/** The same key with another request, or while the first runs, in the words of the request's release. */
function idempotencyRefusal(outcome: "conflict" | "in-progress", strict: boolean, echo: Record<string, string>) {
  const conflict = outcome === "conflict";
  const message = conflict
    ? "Same Idempotency-Key used with different parameters."
    : "A request with this Idempotency-Key is still being processed; retry it in a moment.";
  const retry: Record<string, string> = conflict ? {} : { "Retry-After": "1" };
  if (strict)
    return acpError(
      conflict ? 422 : 409,
      { type: "invalid_request", code: conflict ? "idempotency_conflict" : "idempotency_in_flight", message },
      { ...echo, ...retry },
    );
  return acpError(
    409,
    { type: "request_not_idempotent", code: conflict ? "idempotency_conflict" : "idempotency_in_progress", message },
    { ...echo, ...retry },
  );
}
