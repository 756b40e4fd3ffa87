import { href } from "../app/pages/href";
import { IttyRouter, type IRequest } from "itty-router";
import { RouterContextProvider } from "react-router";
import { anonymousIdSchema, readCookie } from "../app/lib/cookie-schemas";
import { cookieNames, parseCookies } from "../app/lib/cookies";
import { parseEnv, type AppEnv } from "../app/lib/env.server";
import { chosenLocale } from "./small-page";
import { logError, logWarning } from "../app/lib/log.server";
import { trustedOrigin } from "../app/lib/trusted-origin";
import { RUM_ENDPOINT } from "../app/lib/rum-endpoint";
import { requestContext, type RequestContext } from "../app/lib/request-context";
import { createRequestContext } from "../app/routing/request-context.server";
import type { CspRules } from "../app/api/site-params";
import { countryPopinProposal } from "./country-popin";
import { buildCsp, createNonce, CSP_REPORT_GROUP, loadCspRules } from "./csp";
import { cachedPage, isHtml } from "./cached-page";
import { receiveRum } from "./rum";
import { CSP_REPORT_PATH, receiveCspReport } from "./csp-report";
import { securityHeaders } from "./security-headers";
import { mayMutate, refuseLargeBody, refuseMutation, withBoundedBody } from "./mutation-guard";
import { ucpMcpResponse, ucpProfileResponse } from "./ucp";
import { ROUTE_DISCOVERY_PATH, routeDiscoveryAnswer } from "./route-discovery";
import { UCP_MCP_PATH, UCP_PROFILE_PATH } from "../app/agents/ucp/protocol";
import { markdownUrlResponse, pageOfMarkdownUrl } from "./markdown-url";
import { acpDiscoveryResponse, acpResponse } from "./acp";
import { ACP_API_BASE, ACP_DISCOVERY_PATH } from "../app/agents/acp/protocol";
import { OAUTH_PATHS } from "../app/agents/identity/oauth.server";
import { authorizeResponse, oauthMetadataResponse, oauthPostResponse } from "./oauth";
import { paymentReturnResponse } from "./ucp-payment-return";
import { PAYMENT_RETURN_PATH } from "../app/agents/ucp/complete-checkout.server";
import { parseAgentClients, redirectOrigins } from "../app/agents/identity/clients";

/** Changes with every build, so a deploy starts with an empty page cache (vite.config.ts). */
declare const __BUILD_ID__: string | undefined;
const BUILD_ID = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";

export type ReactRouterHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

interface EdgeArgs {
  env: AppEnv;
  /** The configured public origin the request came to (app/lib/trusted-origin.ts). */
  origin: string;
  waitUntil(promise: Promise<unknown>): void;
  handler: ReactRouterHandler;
}

/** "/": the locale from the locale cookie, then Accept-Language, then English. */
function localeRedirect(request: IRequest, { env }: EdgeArgs): Response {
  const target = chosenLocale(request, env.ENVIRONMENT);
  return new Response(null, {
    status: 302,
    headers: {
      Location: `${href(target, "index")}${new URL(request.url).search}`,
      Vary: "Cookie, Accept-Language",
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Local runs only: the browser reaches the mock's sign-in, picture and payment pages through
 * the storefront, in the shopper's own mock session. Elsewhere the path goes on to React Router.
 */
function mockProxy(request: IRequest, { env }: EdgeArgs): Promise<Response> | undefined {
  if (!env.BACKEND || env.MOCK_FAULTS !== "on") return undefined;
  const url = new URL(request.url);
  const proxied = new Request(new URL(url.pathname.slice("/__mock".length) + url.search, env.API_BASE_URL), request);
  const anonymousId = readCookie(
    parseCookies(request.headers.get("Cookie")),
    cookieNames(env.ENVIRONMENT).anonymousId,
    anonymousIdSchema,
  );
  if (anonymousId) proxied.headers.set("X-Session-Id", anonymousId);
  return env.BACKEND.fetch(proxied);
}

/** The request's context, with its own nonce. */
async function pageContext(
  request: Request,
  { env, origin, waitUntil }: EdgeArgs,
): Promise<{ context: RequestContext; nonce: string }> {
  const nonce = createNonce();
  const popinProposal: Parameters<typeof createRequestContext>[0]["popinProposal"] = (locale, dismissed) =>
    countryPopinProposal(request.headers.get("Accept-Language"), locale, dismissed);
  return { context: await createRequestContext({ request, env, origin, waitUntil, nonce, popinProposal }), nonce };
}

/** React Router's answer, rendered with the request's context. */
function render(request: Request, handler: ReactRouterHandler, context: RequestContext): Promise<Response> {
  const routerContext = new RouterContextProvider();
  routerContext.set(requestContext, context);
  return handler(request, routerContext);
}

interface PageParts {
  context: RequestContext;
  nonce: string;
  /** Loading beside whatever makes the page (the cache or React Router). */
  cspRules: Promise<CspRules>;
  /** Where this page's forms may send the shopper beyond ours (the consent page: the agents' redirects). */
  formActions: string[];
}

/** Headers every page carries, however it was made: security headers, CSP with its nonce, cookies. */
async function finishPage(
  response: Response,
  env: AppEnv,
  { context, nonce, cspRules, formActions }: PageParts,
): Promise<Response> {
  const rules = await cspRules;
  const secureOrigin = context.origin.startsWith("https:");
  if (isHtml(response)) {
    const authOrigin = URL.canParse(env.AUTH_PROVIDER_URL) ? [new URL(env.AUTH_PROVIDER_URL).origin] : [];
    response.headers.set(
      "Content-Security-Policy",
      buildCsp(rules, {
        nonce,
        secureOrigin,
        extraFormActions: [...authOrigin, ...formActions],
        reportPath: CSP_REPORT_PATH,
      }),
    );
    response.headers.set("Reporting-Endpoints", `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  }
  // An answer any cache may keep (the page's messages, robots.txt) is everyone's: it never
  // carries this visitor's cookies, which a shared cache would hand to the next visitor.
  if (!/\bpublic\b/.test(response.headers.get("Cache-Control") ?? ""))
    for (const cookie of context.cookies.setCookieHeaders()) response.headers.append("Set-Cookie", cookie);
  return response;
}

/**
 * Every page: the request context, then the page itself (from the edge cache when every
 * anonymous shopper sees it alike, else React Router: workers/cached-page.ts); then the CSP,
 * security headers and cookies.
 */
async function renderPage(request: IRequest, args: EdgeArgs): Promise<Response> {
  const { context, nonce } = await pageContext(request, args);
  const page: PageParts = {
    context,
    nonce,
    cspRules: loadCspRules(context, request.url),
    formActions: consentFormActions(args.env, context, request.url),
  };
  const response = await cachedPage(request, {
    env: args.env,
    waitUntil: args.waitUntil,
    buildId: BUILD_ID,
    context,
    nonce,
    render: () => render(request, args.handler, context),
    renderAgain: async (again) => {
      const fresh = await pageContext(again, args);
      return { ...fresh, rendered: await render(again, args.handler, fresh.context) };
    },
  });
  return finishPage(response, args.env, page);
}

/**
 * The consent page answers an agent's authorization request by sending the shopper on to the
 * agent's registered redirect URI: a form's redirect the page's `form-action` must allow.
 */
function consentFormActions(env: AppEnv, context: RequestContext, url: string): string[] {
  const consent = href(context.locale.prefix, "account-agent-access");
  return env.AGENT_TOKEN_SECRET && new URL(url).pathname === consent
    ? redirectOrigins(parseAgentClients(env.AGENT_OAUTH_CLIENTS))
    : [];
}

/** A page, or (at `….md`) its Markdown twin: workers/markdown-url.ts. */
function pageOrTwin(request: IRequest, args: EdgeArgs): Promise<Response> {
  const reads = request.method === "GET" || request.method === "HEAD";
  const twinOf = reads ? pageOfMarkdownUrl(new URL(request.url)) : null;
  if (!twinOf) return renderPage(request, args);
  return markdownUrlResponse(request, twinOf, args.origin, (page) => renderPage(page as IRequest, args));
}

/** The routes the edge worker answers itself; everything else is a page. */
const edgeRoutes = IttyRouter<IRequest, [EdgeArgs]>()
  .all("/", localeRedirect)
  .all(RUM_ENDPOINT, (request) => receiveRum(request))
  .all(CSP_REPORT_PATH, (request) => receiveCspReport(request))
  .get(UCP_PROFILE_PATH, (_request, { env, origin }) => ucpProfileResponse(env, origin))
  .all(UCP_MCP_PATH, (request, args) => ucpMcpResponse(request, args))
  .get(PAYMENT_RETURN_PATH, (request, args) => paymentReturnResponse(request, args))
  .get(ACP_DISCOVERY_PATH, (_request, { origin }) => acpDiscoveryResponse(origin))
  .all(`${ACP_API_BASE}/*`, (request, args) => acpResponse(request, args))
  .get(OAUTH_PATHS.metadata, (_request, { env, origin }) => oauthMetadataResponse(env, origin, "server"))
  .get(OAUTH_PATHS.resource, (_request, { env, origin }) => oauthMetadataResponse(env, origin, "resource"))
  .get(OAUTH_PATHS.authorize, (request, { env, origin }) => authorizeResponse(request, env, origin))
  .all(OAUTH_PATHS.token, (request, { env, origin }) => oauthPostResponse(request, env, origin, "token"))
  .all(OAUTH_PATHS.revoke, (request, { env, origin }) => oauthPostResponse(request, env, origin, "revoke"))
  .all("/__mock/*", mockProxy)
  .get(ROUTE_DISCOVERY_PATH, (request, args) => routeDiscoveryAnswer(request, () => renderPage(request, args)))
  .all("*", pageOrTwin);

export async function handleEdgeRequest(
  request: Request,
  rawEnv: Record<string, unknown>,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  handler: ReactRouterHandler,
): Promise<Response> {
  let env: AppEnv;
  try {
    env = parseEnv(rawEnv);
  } catch (error) {
    logError({ message: "Invalid worker configuration", status: 500, url: request.url, cause: String(error) });
    return new Response("Service unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const origin = trustedOrigin(env.PUBLIC_ORIGINS, request.url);
  if (!origin) return withSecurityHeaders(misdirected(request), false);
  const secureOrigin = origin.startsWith("https:");
  // The dev kit's mock is no storefront page (it keeps its own key): a developer's curl reaches it
  // without an Origin; elsewhere the path is a page like any other, behind the guard (issue 28).
  const mocked = new URL(request.url).pathname.startsWith("/__mock/")
    ? mockProxy(request as IRequest, { env, origin, waitUntil: (promise) => ctx.waitUntil(promise), handler })
    : undefined;
  if (mocked) return withSecurityHeaders(await mocked, secureOrigin);
  if (!mayMutate(request, origin)) {
    // Read what was sent (at most the body limit) before answering: an unread body can make the
    // connection close under the answer instead of carrying it.
    await withBoundedBody(request);
    return withSecurityHeaders(refuseMutation(request, origin), secureOrigin);
  }
  const bounded = await withBoundedBody(request);
  if (!bounded) return withSecurityHeaders(refuseLargeBody(request), secureOrigin);
  const response: Response = await edgeRoutes.fetch(bounded, {
    env,
    origin,
    waitUntil: (promise) => ctx.waitUntil(promise),
    handler,
  });
  return withSecurityHeaders(response, secureOrigin);
}

/** A Host that is none of ours (decision 99): nothing is rendered, cached or redirected for it. */
function misdirected(request: Request): Response {
  logWarning({ message: "Request for a host that is not ours", status: 421, url: new URL(request.url).host });
  return new Response("Misdirected request: this host is not served here.\n", {
    status: 421,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Every answer of the worker carries the security headers: pages, redirects, the worker's own
 * endpoints and the mock's pages (static assets get theirs from public/_headers). A response
 * from a binding or the cache may have immutable headers, hence the copy.
 */
function withSecurityHeaders(response: Response, secureOrigin: boolean): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(securityHeaders(secureOrigin))) copy.headers.set(name, value);
  return copy;
}
