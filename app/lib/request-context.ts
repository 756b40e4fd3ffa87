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
  tokens: SessionTokens;
  cookieNames: CookieNames;
  cookies: Record<string, string>;
  popinProposal: LocalePrefix | null;
}

export const requestContext = createContext<RequestContext>();
