import { createContext } from "react-router";
import type { ApiClient } from "../api/client.server";
import type { ShopDomainParams } from "../features/site/schemas";
import type { CookieNames } from "./cookies";
import type { AppEnv } from "./env.server";
import type { LocaleInfo, LocalePrefix } from "./locales";
import type { SessionTokens } from "./tokens";

/**
 * What the edge worker hands to React Router for one request: configuration, the request's
 * locale, the API client already carrying this request's headers, the site parameters
 * (memoised, fetched at most once per request and cached at the edge), the CSP nonce, the
 * anonymous id and the country popin proposal.
 */
export interface RequestContext {
  env: AppEnv;
  waitUntil(promise: Promise<unknown>): void;
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
  nonce: string;
  anonymousId: string;
  /** Ties a sign-in to this browser (features/auth/auth-state.ts). */
  authStateTag: string;
  tokens: SessionTokens;
  cookieNames: CookieNames;
  cookies: Record<string, string>;
  /** Set-Cookie values any loader or action adds; the edge worker appends them to the response. */
  responseCookies: string[];
  /** Attributes every cookie we set shares: Secure on https (and localhost), the shop's domain. */
  cookieBase: { secure: boolean; domain?: string };
  /** What happened to the session during this request (token refresh, spec 4). */
  session: SessionState;
  popinProposal: LocalePrefix | null;
}

export interface SessionState {
  /** The tokens were renewed after a 401 'Invalid JWT.'. */
  refreshed: boolean;
  /** Renewal failed: the tokens are cleared and the shopper must sign in again. */
  expired: boolean;
}

export const requestContext = createContext<RequestContext>();
