import { redirectDocument } from "react-router";
import { authProviderUrl } from "../features/auth/provider-url.server";
import { createApiClient, type ApiClient } from "../api/client.server";
import { authStateTag } from "../features/auth/auth-state";
import { refreshTokensAnswerSchema } from "../features/auth/schemas";
import { createAuthSession } from "../features/auth/session.server";
import { loadSiteParams } from "../features/site/site-params.server";
import type { ShopDomainParams } from "../api/site-params";
import { anonymousIdSchema, jwtSchema, localeCookieSchema, readCookie } from "../lib/cookie-schemas";
import { createCookieJar } from "../lib/cookie-jar";
import { cacheScopeOf } from "../lib/edge-cache.server";
import { COOKIE_MAX_AGE, cookieNames, parseCookies } from "../lib/cookies";
import { deviceChannel, deviceOf } from "../lib/device";
import { backendFetch, type AppEnv } from "../lib/env.server";
import { chooseLocale, LOCALES, localeFromPath, type LocaleInfo, type LocalePrefix } from "../lib/locales";
import type { RequestContext } from "../lib/request-context";

/** Header (or cookie) the offline mock reads to fail a chosen call; forwarded in local mode only. */
export const FAULT_HEADER = "x-mock-fault";
export const WORLD_HEADER = "x-mock-world";

export interface RequestContextOptions {
  request: Request;
  env: AppEnv;
  /** The configured public origin this request came to (lib/trusted-origin.ts), never its Host. */
  origin: string;
  waitUntil(promise: Promise<unknown>): void;
  nonce: string;
  /** The country popin's proposal for this request's locale (workers/country-popin.ts). */
  popinProposal(locale: LocaleInfo, isDismissed: (proposal: LocalePrefix) => boolean): LocalePrefix | null;
}

/**
 * Builds everything one request needs, once: cookies checked (zod), the locale, the anonymous
 * id (issued if absent), the session and the API clients (the domain services are each domain's
 * accessor, built on first use). The order is the
 * dependency order: the token refresher has its own client, so the main client can call it
 * without forward references.
 */
export async function createRequestContext({
  request,
  env,
  origin,
  waitUntil,
  nonce,
  popinProposal,
}: RequestContextOptions): Promise<RequestContext> {
  const url = new URL(request.url);
  const names = cookieNames(env.ENVIRONMENT);
  const sent = parseCookies(request.headers.get("Cookie"));
  const cookies = createCookieJar(sent, {
    secure: origin.startsWith("https:") || new URL(origin).hostname === "localhost",
    domain: env.COOKIE_DOMAIN || undefined,
  });

  const pathLocale = localeFromPath(url.pathname);
  const locale =
    pathLocale ??
    LOCALES[chooseLocale(readCookie(sent, names.locale, localeCookieSchema), request.headers.get("Accept-Language"))];
  if (pathLocale && sent[names.locale] !== pathLocale.prefix)
    cookies.set(names.locale, pathLocale.prefix, { maxAge: COOKIE_MAX_AGE.locale });

  let anonymousId = readCookie(sent, names.anonymousId, anonymousIdSchema);
  if (!anonymousId) {
    anonymousId = crypto.randomUUID();
    cookies.set(names.anonymousId, anonymousId, { maxAge: COOKIE_MAX_AGE.anonymousId });
  }

  // Whether any backend answer failed while this request rendered: a degraded page is never shared.
  let backendFailed = false;
  const faultSwitch =
    env.MOCK_FAULTS === "on" ? (request.headers.get(FAULT_HEADER) ?? sent[names.mockFault]) : undefined;
  // The dev kit's switches go to the mock only where it runs: the fault switch and the world.
  // A script or curl names its world in a header, a browser in a cookie (decision 129).
  const mockWorld = env.MOCK_FAULTS === "on" ? (request.headers.get(WORLD_HEADER) ?? sent[names.mockWorld]) : undefined;
  const devKitHeaders =
    faultSwitch || mockWorld
      ? { ...(faultSwitch ? { [FAULT_HEADER]: faultSwitch } : {}), ...(mockWorld ? { [WORLD_HEADER]: mockWorld } : {}) }
      : undefined;
  const clientFor = (
    target: LocaleInfo,
    session?: { token: () => string | undefined; renew: () => Promise<boolean>; reject: () => void },
  ): ApiClient =>
    createApiClient({
      baseUrl: env.API_BASE_URL,
      fetcher: backendFetch(env),
      subscriptionKey: env.API_SUBSCRIPTION_KEY,
      timeoutMs: env.API_TIMEOUT_MS,
      acceptLanguage: target.hrefLang,
      store: target.shopDomain,
      sessionId: anonymousId,
      deviceChannel: deviceChannel(request.headers.get("User-Agent")),
      device: deviceOf(request.headers),
      getAccessToken: session?.token,
      onInvalidJwt: session?.renew,
      onTokensRejected: session?.reject,
      extraHeaders: devKitHeaders,
      onServerFailure: () => {
        backendFailed = true;
      },
    });

  // The refresh call sends no customer token, so its client needs no session.
  const refreshClient = clientFor(locale);
  const auth = createAuthSession({
    sent: {
      accessToken: readCookie(sent, names.accessToken, jwtSchema),
      refreshToken: readCookie(sent, names.refreshToken, jwtSchema),
    },
    cookies,
    names,
    url: request.url,
    refresh: (tokens) =>
      refreshClient.call("api/cookie-refresh-tokens", {
        method: "POST",
        body: { tokens },
        schema: refreshTokensAnswerSchema,
      }),
  });
  // One renewal per request, shared by every client (the same tokens, whatever the locale).
  const session = { token: () => auth.tokens.accessToken, renew: () => auth.renew(), reject: () => auth.reject() };
  const api = clientFor(locale, session);

  // The token may be renewed or cleared while the request runs: the scope follows it.
  let scoped: { token: string | undefined; scope: Promise<string> } | undefined;
  const cacheScope = () => {
    const token = auth.tokens.accessToken;
    if (!scoped || scoped.token !== token) scoped = { token, scope: cacheScopeOf(token) };
    return scoped.scope;
  };
  let siteParamsLoad: Promise<ShopDomainParams> | undefined;
  const siteParams = () =>
    (siteParamsLoad ??= cacheScope().then((scope) =>
      loadSiteParams({
        api,
        domain: locale.shopDomain,
        url: request.url,
        scope,
        bypassCache: Boolean(faultSwitch),
        waitUntil,
      }),
    ));
  /**
   * The popin's proposal, unless the shopper came here from one of our pages on another site (the
   * footer's country list, the popin's own yes): that is a choice, and the proposal it overrides
   * is not asked again for 30 days, as if answered "no".
   */
  const chosenPopinProposal = () => {
    const proposal = popinProposal(locale, (proposed) => Boolean(sent[names.popinDismissed(proposed)]));
    if (!proposal || !pathLocale || !cameFromAnotherSite(request.headers.get("Referer"), origin, locale))
      return proposal;
    cookies.set(names.popinDismissed(proposal), "1", { maxAge: COOKIE_MAX_AGE.popinDismissal });
    return null;
  };
  const context: RequestContext = {
    env,
    waitUntil,
    origin,
    locale,
    hasLocalePrefix: Boolean(pathLocale),
    api,
    apiFor: (target) => (target === locale ? api : clientFor(target, session)),
    siteParams,
    bypassCache: Boolean(faultSwitch),
    cacheScope,
    backendFailed: () => backendFailed,
    nonce,
    documentOnly: new Map(),
    anonymousId,
    authStateTag: await authStateTag(anonymousId),
    cookieNames: names,
    cookies,
    auth,
    popinProposal: chosenPopinProposal(),
    signInRedirect: (returnTo, flow = null) => redirectDocument(authProviderUrl(returnTo, context, "sign-in", flow)),
  };
  return context;
}

/** Whether the page that linked here is one of ours on another site (a same-origin Referer). */
export function cameFromAnotherSite(referer: string | null, origin: string, locale: LocaleInfo): boolean {
  if (!referer) return false;
  try {
    const from = new URL(referer);
    if (from.origin !== origin) return false;
    const site = localeFromPath(from.pathname)?.site;
    return site !== undefined && site !== locale.site;
  } catch {
    return false;
  }
}
