import type { DocumentOnlyData } from "./document-only";
import type { FlowName } from "../pages/kinds";
import { createContext } from "react-router";
import type { ApiClient } from "../api/client.server";
import type { AuthSession } from "./auth-session";
import type { ShopDomainParams } from "../api/site-params";
import type { CookieJar } from "./cookie-jar";
import type { CookieNames } from "./cookies";
import type { AppEnv } from "./env.server";
import type { LocaleInfo, LocalePrefix } from "./locales";

/**
 * What one request hands to React Router, built in one place (`createRequestContext()` in
 * routing/request-context.server.ts): configuration, the request's locale, the API client carrying this
 * request's headers, the site parameters (memoised, edge-cached), the CSP nonce, the cookies
 * and the session. It holds no domain service: each domain offers its own request-scoped
 * service through an accessor (`cartService(context)`, built once per request by
 * `requestScoped()` below), so a domain's use of another is an import the graph sees.
 */
export interface RequestContext {
  env: AppEnv;
  waitUntil(promise: Promise<unknown>): void;
  /** Absolute origin for links and redirects. */
  origin: string;
  /** The locale of the path; the default locale for paths outside any prefix. */
  locale: LocaleInfo;
  hasLocalePrefix: boolean;
  api: ApiClient;
  /** The same client speaking for another locale (resource routes named by a locale parameter). */
  apiFor(locale: LocaleInfo): ApiClient;
  siteParams(): Promise<ShopDomainParams>;
  /** The mock's fault switch is on for this request: shared caches must not answer it. */
  bypassCache: boolean;
  /** Whose cached answers this request may read and write now (lib/edge-cache.server.ts). */
  cacheScope(): Promise<string>;
  /** Some backend answer failed (5xx, timeout, malformed) while serving this request. */
  backendFailed(): boolean;
  nonce: string;
  /** What the server renders into this document and sends no more (lib/document-only.ts). */
  documentOnly: DocumentOnlyData;
  anonymousId: string;
  /** Ties a sign-in to this browser (features/auth/auth-state.ts). */
  authStateTag: string;
  /**
   * Sends the shopper to the provider's sign-in, to come back to `returnTo` (with the flow they
   * sign in from, R3.23): always a full page load, even when the provider shares our origin.
   */
  signInRedirect(returnTo: URL, flow?: FlowName | null): Response;
  cookieNames: CookieNames;
  cookies: CookieJar;
  auth: AuthSession;
  popinProposal: LocalePrefix | null;
}

export const requestContext = createContext<RequestContext>();

/**
 * A value built once per request from its context, on first use (a page served from the edge
 * cache builds none): the accessor each domain offers for its service. `provide` sets it for a
 * context beforehand, for tests that stand in for a service or wire it differently.
 */
export interface RequestScoped<Value> {
  (context: RequestContext): Value;
  provide(context: RequestContext, value: Value): void;
}

export function requestScoped<Value>(create: (context: RequestContext) => Value): RequestScoped<Value> {
  const built = new WeakMap<RequestContext, Value>();
  const access = (context: RequestContext): Value => {
    if (built.has(context)) return built.get(context) as Value;
    const value = create(context);
    built.set(context, value);
    return value;
  };
  return Object.assign(access, {
    provide: (context: RequestContext, value: Value) => void built.set(context, value),
  });
}
