import { matchRoutes, RouterContextProvider, type RouteObject } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { createApiClient } from "../../app/api/client.server";
import type { ShopDomainParams } from "../../app/features/site/schemas";
import { cookieNames } from "../../app/lib/cookies";
import { LOCALES, localeFromPath } from "../../app/lib/locales";
import { requestContext, type RequestContext } from "../../app/lib/request-context";
import type { SessionTokens } from "../../app/lib/tokens";
import { localeMiddleware } from "../../app/routing/locale-middleware.server";
import { WEB_DOMAINS } from "../../mocks/data/web-domains";

/**
 * Resolves a path the way the storefront does before any loader runs: React Router matches
 * it against app/routes.ts, then the locale middleware validates params and runs checks.
 */
function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : { id: entry.id, path: entry.path, children: entry.children ? toRouteObjects(entry.children) : undefined },
  );
}

export const routeObjects = toRouteObjects(routes as RouteConfigEntry[]);

export type Resolution =
  | { outcome: "page"; routeId: string }
  | { outcome: "not-found"; routeId: string | undefined; message: string }
  | { outcome: "redirect"; routeId: string; location: string };

export function testContext(pathname: string, tokens: SessionTokens = {}): RequestContext {
  const locale = localeFromPath(pathname) ?? LOCALES.en;
  const site = WEB_DOMAINS.find((domain) => domain.domain === locale.shopDomain) as unknown as ShopDomainParams;
  return {
    env: {
      ENVIRONMENT: "local",
      API_BASE_URL: "http://mock.backend.internal/",
      API_SUBSCRIPTION_KEY: "key",
      API_TIMEOUT_MS: 1000,
      AUTH_PROVIDER_URL: "/__mock/auth",
      MOCK_FAULTS: "off",
      PUBLIC_ORIGIN: "",
      COOKIE_DOMAIN: "",
      SITE_VERSION: "test",
    },
    waitUntil: () => {},
    origin: "http://localhost:8787",
    locale,
    hasLocalePrefix: Boolean(localeFromPath(pathname)),
    api: createApiClient({
      baseUrl: "http://mock.backend.internal/",
      fetcher: () => Promise.reject(new Error("no backend in route tests")),
      subscriptionKey: "key",
      timeoutMs: 1000,
      acceptLanguage: locale.hrefLang,
      store: locale.shopDomain,
      sessionId: "00000000-0000-4000-8000-000000000000",
      deviceChannel: "SD",
    }),
    apiFor: () => {
      throw new Error("no backend in route tests");
    },
    siteParams: async () => site,
    bypassCache: false,
    nonce: "test-nonce",
    anonymousId: "00000000-0000-4000-8000-000000000000",
    authStateTag: "test-state-tag00",
    tokens,
    cookieNames: cookieNames("local"),
    cookies: {},
    responseCookies: [],
    cookieBase: { secure: false },
    session: { refreshed: false, expired: false },
    popinProposal: null,
  };
}

export async function resolvePath(path: string, tokens: SessionTokens = {}): Promise<Resolution> {
  const url = new URL(path, "http://localhost:8787");
  const matches = matchRoutes(routeObjects, url.pathname);
  const leaf = matches?.at(-1);
  if (!leaf) return { outcome: "not-found", routeId: undefined, message: "no route" };
  const routeId = leaf.route.id!;
  if (routeId === "fallback" || routeId.endsWith(":fallback")) {
    return { outcome: "not-found", routeId, message: "fallback" };
  }
  const pattern = matches!.map((match) => match.route.path).filter(Boolean).join("/");
  const context = new RouterContextProvider();
  context.set(requestContext, testContext(url.pathname, tokens));
  try {
    await localeMiddleware(
      { request: new Request(url), url, params: leaf.params, pattern, context } as never,
      (async () => new Response()) as never,
    );
    return { outcome: "page", routeId };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return { outcome: "redirect", routeId, location: thrown.headers.get("Location") ?? "" };
    }
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status === 404) return { outcome: "not-found", routeId, message: String((thrown as { data: unknown }).data) };
    throw thrown;
  }
}
