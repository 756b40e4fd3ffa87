import { redirectDocument } from "react-router";
import { authProviderUrl } from "../../app/features/auth/provider-url.server";
import { createApiClient, type ApiClient } from "../../app/api/client.server";
import { createAuthSession } from "../../app/features/auth/session.server";
import {
  catalogService,
  createCatalogService,
  type CatalogService,
} from "../../app/features/catalog-model/catalog.server";
import { createSessionCart, sessionCart } from "../../app/features/cart-model/session-cart.server";
import { customerReader } from "../../app/features/customer/customer.server";
import type { CartWriteQueue } from "../../app/features/cart-model/write-queue.server";
import type { ShopDomainParams } from "../../app/api/site-params";
import { cacheScopeOf } from "../../app/lib/edge-cache.server";
import { createCookieJar } from "../../app/lib/cookie-jar";
import { cookieNames } from "../../app/lib/cookies";
import { LOCALES, localeFromPath } from "../../app/lib/locales";
import type { RequestContext } from "../../app/lib/request-context";
import type { SessionTokens } from "../../app/lib/tokens";
import { WEB_DOMAINS } from "../../mocks/data/web-domains";

export interface TestContextOptions {
  tokens?: SessionTokens;
  /** The backend as a test scripts it; by default every call fails (route tests need none). */
  api?: ApiClient;
  /** Cookies the browser sent. */
  cookies?: Record<string, string>;
  /** Catalogue answers standing in for the backend's (route tests: every page exists). */
  catalog?: Partial<CatalogService>;
  /** Cart writes taking turns, as the edge's are (decision 102); none by default. */
  turns?: { queue: CartWriteQueue; session: string };
}

/**
 * A request context built as for a request (cookie jar, session; each domain's service from its
 * own accessor, on first use) over a scripted API client. The session cart takes turns only when
 * a test gives it some, and the catalogue answers what a test stands in for it.
 */
export function testContext(
  pathname: string,
  { tokens = {}, api, cookies: sent = {}, catalog, turns }: TestContextOptions = {},
): RequestContext {
  const locale = localeFromPath(pathname) ?? LOCALES.en;
  const site = WEB_DOMAINS.find((domain) => domain.domain === locale.shopDomain) as unknown as ShopDomainParams;
  const names = cookieNames("local");
  const client =
    api ??
    createApiClient({
      baseUrl: "http://mock.backend.internal/",
      fetcher: () => Promise.reject(new Error("no backend in this test")),
      subscriptionKey: "key",
      timeoutMs: 1000,
      acceptLanguage: locale.hrefLang,
      store: locale.shopDomain,
      sessionId: "00000000-0000-4000-8000-000000000000",
      deviceChannel: "SD",
    });
  const cookies = createCookieJar(sent, { secure: false });
  const auth = createAuthSession({
    sent: tokens,
    cookies,
    names,
    url: `http://localhost:8787${pathname}`,
    refresh: () => Promise.reject(new Error("no refresh in this test")),
  });
  const siteParams = async () => site;
  const context: RequestContext = {
    env: {
      ENVIRONMENT: "local",
      API_BASE_URL: "http://mock.backend.internal/",
      API_SUBSCRIPTION_KEY: "key",
      API_TIMEOUT_MS: 1000,
      AUTH_PROVIDER_URL: "/__mock/auth",
      AUTH_TOKEN_URL: "http://mock.backend.internal/auth/token",
      MOCK_FAULTS: "off",
      AGENT_TOKEN_SECRET: "",
      AGENT_OAUTH_CLIENTS: "[]",
      PUBLIC_ORIGINS: ["http://localhost:8787"],
      COOKIE_DOMAIN: "",
      SITE_VERSION: "test",
      ACP_API_KEYS: [],
      RECAPTCHA_SCRIPT_URL: "",
      ANALYTICS_IDS: "",
      TAG_MANAGER_URL: "",
      AB_TESTING_SCRIPT_URL: "",
      OLAPIC_SCRIPT_URL: "",
      RICH_RELEVANCE_SCRIPT_URL: "",
      PAGE_CACHE: "off",
    },
    waitUntil: () => {},
    origin: "http://localhost:8787",
    locale,
    hasLocalePrefix: Boolean(localeFromPath(pathname)),
    api: client,
    apiFor: () => client,
    siteParams,
    bypassCache: true,
    cacheScope: () => cacheScopeOf(auth.tokens.accessToken),
    backendFailed: () => false,
    nonce: "test-nonce",
    documentOnly: new Map(),
    anonymousId: "00000000-0000-4000-8000-000000000000",
    authStateTag: "test-state-tag00",
    cookieNames: names,
    cookies,
    auth,
    popinProposal: null,
    signInRedirect: (returnTo, flow = null) => redirectDocument(authProviderUrl(returnTo, context, "sign-in", flow)),
  };
  sessionCart.provide(
    context,
    createSessionCart({
      api: client,
      auth,
      customer: customerReader(context),
      cookies,
      names,
      site: locale.site,
      turns,
    }),
  );
  if (catalog) catalogService.provide(context, { ...createCatalogService(client), ...catalog });
  return context;
}
