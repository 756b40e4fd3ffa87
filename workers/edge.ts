import { IttyRouter, type IRequest } from "itty-router";
import { RouterContextProvider } from "react-router";
import { anonymousIdSchema, localeCookieSchema, readCookie } from "../app/lib/cookie-schemas";
import { cookieNames, parseCookies } from "../app/lib/cookies";
import { parseEnv, type AppEnv } from "../app/lib/env.server";
import { chooseLocale } from "../app/lib/locales";
import { logError } from "../app/lib/log.server";
import { requestContext } from "../app/lib/request-context";
import { createRequestContext } from "../app/lib/request-context.server";
import { countryPopinProposal } from "./country-popin";
import { buildCsp, createNonce, loadCspRules } from "./csp";
import { securityHeaders } from "./security-headers";

export type ReactRouterHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

interface EdgeArgs {
  env: AppEnv;
  waitUntil(promise: Promise<unknown>): void;
  handler: ReactRouterHandler;
}

/** "/": the locale from the locale cookie, then Accept-Language, then English. */
function localeRedirect(request: IRequest, { env }: EdgeArgs): Response {
  const cookies = parseCookies(request.headers.get("Cookie"));
  const target = chooseLocale(readCookie(cookies, cookieNames(env.ENVIRONMENT).locale, localeCookieSchema), request.headers.get("Accept-Language"));
  return new Response(null, {
    status: 302,
    headers: { Location: `/${target}${new URL(request.url).search}`, Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-store" },
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
  const anonymousId = readCookie(parseCookies(request.headers.get("Cookie")), cookieNames(env.ENVIRONMENT).anonymousId, anonymousIdSchema);
  if (anonymousId) proxied.headers.set("X-Session-Id", anonymousId);
  return env.BACKEND.fetch(proxied);
}

/** Every page: the request context, React Router, then the CSP, security headers and cookies. */
async function renderPage(request: IRequest, { env, waitUntil, handler }: EdgeArgs): Promise<Response> {
  const nonce = createNonce();
  const context = await createRequestContext({ request, env, waitUntil, nonce, popinProposal: (locale, dismissed) => countryPopinProposal(request.headers.get("Accept-Language"), locale, dismissed) });
  const routerContext = new RouterContextProvider();
  routerContext.set(requestContext, context);
  const [routerResponse, cspRules] = await Promise.all([handler(request, routerContext), loadCspRules(context.api, request.url, context.bypassCache)]);

  const response = new Response(routerResponse.body, routerResponse);
  const secureOrigin = new URL(request.url).protocol === "https:";
  for (const [name, value] of Object.entries(securityHeaders(secureOrigin))) response.headers.set(name, value);
  if ((response.headers.get("Content-Type") ?? "").includes("text/html")) {
    const authOrigin = URL.canParse(env.AUTH_PROVIDER_URL) ? [new URL(env.AUTH_PROVIDER_URL).origin] : [];
    response.headers.set("Content-Security-Policy", buildCsp(cspRules, { nonce, secureOrigin, extraFormActions: authOrigin }));
  }
  for (const cookie of context.cookies.setCookieHeaders()) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** The routes the edge worker answers itself; everything else is a page. */
const edgeRoutes = IttyRouter<IRequest, [EdgeArgs]>().all("/", localeRedirect).all("/__mock/*", mockProxy).all("*", renderPage);

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
    return new Response("Service unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return edgeRoutes.fetch(request, { env, waitUntil: (promise) => ctx.waitUntil(promise), handler });
}
