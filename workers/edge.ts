import { RouterContextProvider } from "react-router";
import { createApiClient } from "../app/api/client.server";
import { loadSiteParams } from "../app/features/site/site-params.server";
import { anonymousIdSchema, jwtSchema, localeCookieSchema, readCookie } from "../app/lib/cookie-schemas";
import { COOKIE_MAX_AGE, cookieNames, parseCookies, serializeCookie } from "../app/lib/cookies";
import { deviceChannel } from "../app/lib/device";
import { parseEnv, type AppEnv } from "../app/lib/env.server";
import { chooseLocale, LOCALES, localeFromPath, type LocaleInfo } from "../app/lib/locales";
import { logError } from "../app/lib/log.server";
import { requestContext, type RequestContext, type SessionState } from "../app/lib/request-context";
import { isRefreshTokenExpired, isSignedIn, type SessionTokens } from "../app/lib/tokens";
import { sessionCookies } from "../app/features/auth/session-cookies.server";
import { createTokenRefresher } from "../app/features/auth/token-refresh.server";
import { authStateTag } from "../app/features/auth/auth-state";
import { countryPopinProposal } from "./country-popin";
import { buildCsp, createNonce, loadCspRules } from "./csp";
import { securityHeaders } from "./security-headers";

export type ReactRouterHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

/** Header (or cookie) the offline mock reads to fail a chosen call; forwarded in local mode only. */
export const FAULT_HEADER = "x-mock-fault";

/**
 * The edge worker's request path: redirect "/" to a locale, read and check cookies, build
 * the request context (API client, site parameters, nonce, popin proposal), run React Router,
 * then add the CSP, the security headers and the cookies we own.
 */
export async function handleEdgeRequest(
  request: Request,
  rawEnv: Record<string, unknown>,
  ctx: WaitUntil,
  handler: ReactRouterHandler,
): Promise<Response> {
  const url = new URL(request.url);
  let env: AppEnv;
  try {
    env = parseEnv(rawEnv);
  } catch (error) {
    logError({ message: "Invalid worker configuration", status: 500, url: request.url, cause: String(error) });
    return new Response("Service unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }

  const names = cookieNames(env.ENVIRONMENT);
  const cookies = parseCookies(request.headers.get("Cookie"));

  if (env.BACKEND && env.MOCK_FAULTS === "on" && url.pathname.startsWith("/__mock/")) {
    // Local runs only: the browser reaches the mock's sign-in, picture and payment pages
    // through the storefront, in the shopper's own mock session.
    const proxied = new Request(new URL(url.pathname.slice("/__mock".length) + url.search, env.API_BASE_URL), request);
    const anonymousId = readCookie(cookies, names.anonymousId, anonymousIdSchema);
    if (anonymousId) proxied.headers.set("X-Session-Id", anonymousId);
    return env.BACKEND.fetch(proxied);
  }
  const secureOrigin = url.protocol === "https:";
  const cookieBase = { secure: secureOrigin || url.hostname === "localhost", domain: env.COOKIE_DOMAIN || undefined };
  const setCookies: string[] = [];

  if (url.pathname === "/") {
    const target = chooseLocale(readCookie(cookies, names.locale, localeCookieSchema), request.headers.get("Accept-Language"));
    return new Response(null, {
      status: 302,
      headers: { Location: `/${target}${url.search}`, Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-store" },
    });
  }

  const pathLocale = localeFromPath(url.pathname);
  const locale = pathLocale ?? LOCALES[chooseLocale(readCookie(cookies, names.locale, localeCookieSchema), request.headers.get("Accept-Language"))];
  if (pathLocale && cookies[names.locale] !== pathLocale.prefix) {
    setCookies.push(serializeCookie(names.locale, pathLocale.prefix, { ...cookieBase, maxAge: COOKIE_MAX_AGE.locale }));
  }

  let anonymousId = readCookie(cookies, names.anonymousId, anonymousIdSchema);
  if (!anonymousId) {
    anonymousId = crypto.randomUUID();
    setCookies.push(serializeCookie(names.anonymousId, anonymousId, { ...cookieBase, maxAge: COOKIE_MAX_AGE.anonymousId }));
  }

  const tokens: SessionTokens = {
    accessToken: readCookie(cookies, names.accessToken, jwtSchema),
    refreshToken: readCookie(cookies, names.refreshToken, jwtSchema),
  };
  const session: SessionState = { refreshed: false, expired: false };
  const responseCookies: string[] = [];
  // Start-up (spec 4): a session needs both tokens and a refresh token not yet expired;
  // anything less is cleared, in the browser too.
  if ((tokens.accessToken || tokens.refreshToken) && (!isSignedIn(tokens) || isRefreshTokenExpired(tokens.refreshToken))) {
    tokens.accessToken = undefined;
    tokens.refreshToken = undefined;
    responseCookies.push(...sessionCookies(names, cookieBase).clearTokens());
  }
  // One renewal per request, shared by every client (the same tokens, whatever the locale).
  const refreshTokens = createTokenRefresher({
    api: () => api,
    tokens,
    session,
    names,
    cookieBase,
    responseCookies,
    url: request.url,
  });

  const faultSwitch = env.MOCK_FAULTS === "on" ? (request.headers.get(FAULT_HEADER) ?? cookies[names.mockFault]) : undefined;
  const sessionId = anonymousId;
  const apiFor = (target: LocaleInfo) =>
    createApiClient({
      baseUrl: env.API_BASE_URL,
      fetcher: env.BACKEND ? (req) => env.BACKEND!.fetch(req) : (req) => fetch(req),
      subscriptionKey: env.API_SUBSCRIPTION_KEY,
      timeoutMs: env.API_TIMEOUT_MS,
      acceptLanguage: target.hrefLang,
      store: target.shopDomain,
      sessionId,
      deviceChannel: deviceChannel(request.headers.get("User-Agent")),
      getAccessToken: () => tokens.accessToken,
      onInvalidJwt: refreshTokens,
      extraHeaders: faultSwitch ? { [FAULT_HEADER]: faultSwitch } : undefined,
    });
  const api = apiFor(locale);

  const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
  let siteParams: ReturnType<RequestContext["siteParams"]> | undefined;
  const nonce = createNonce();
  const context: RequestContext = {
    env,
    waitUntil,
    origin: env.PUBLIC_ORIGIN || url.origin,
    locale,
    hasLocalePrefix: Boolean(pathLocale),
    api,
    apiFor,
    siteParams: () =>
      (siteParams ??= loadSiteParams({ api, domain: locale.shopDomain, url: request.url, bypassCache: Boolean(faultSwitch), waitUntil })),
    bypassCache: Boolean(faultSwitch),
    nonce,
    anonymousId,
    authStateTag: await authStateTag(anonymousId),
    tokens,
    cookieNames: names,
    cookies,
    responseCookies,
    cookieBase,
    session,
    popinProposal: countryPopinProposal(request.headers.get("Accept-Language"), locale, (proposal) =>
      Boolean(cookies[names.popinDismissed(proposal)]),
    ),
  };

  const routerContext = new RouterContextProvider();
  routerContext.set(requestContext, context);
  const [routerResponse, cspRules] = await Promise.all([
    handler(request, routerContext),
    loadCspRules(api, request.url, Boolean(faultSwitch)),
  ]);

  const response = new Response(routerResponse.body, routerResponse);
  for (const [name, value] of Object.entries(securityHeaders(secureOrigin))) response.headers.set(name, value);
  if ((response.headers.get("Content-Type") ?? "").includes("text/html")) {
    const authOrigin = URL.canParse(env.AUTH_PROVIDER_URL) ? [new URL(env.AUTH_PROVIDER_URL).origin] : [];
    response.headers.set("Content-Security-Policy", buildCsp(cspRules, { nonce, secureOrigin, extraFormActions: authOrigin }));
  }
  for (const cookie of [...setCookies, ...responseCookies]) response.headers.append("Set-Cookie", cookie);
  return response;
}
