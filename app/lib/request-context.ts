import type { DocumentOnlyData } from "./document-only";
import type { FlowName } from "../pages/kinds";
import { createContext } from "react-router";
import type { ApiClient } from "../api/client.server";
import type { AccountService } from "../features/account/account.server";
import type { AuthSession } from "../features/auth/session.server";
import type { CartService } from "../features/cart/service.server";
import type { CatalogService } from "../features/catalog/catalog.server";
import type { CheckoutService } from "../features/checkout/checkout.server";
import type { NewsletterService } from "../features/newsletter/newsletter.server";
import type { OrderService } from "../features/orders/orders.server";
import type { ShopDomainParams } from "../features/site/schemas";
import type { StoreService } from "../features/stores/stores.server";
import type { CookieJar } from "./cookie-jar";
import type { CookieNames } from "./cookies";
import type { AppEnv } from "./env.server";
import type { LocaleInfo, LocalePrefix } from "./locales";

/**
 * What one request hands to React Router, built in one place (`createRequestContext()` in
 * routing/request-context.server.ts): configuration, the request's locale, the API client carrying this
 * request's headers, the site parameters (memoised, edge-cached), the CSP nonce, the cookies,
 * and the request-scoped domain services (session, account, cart, catalogue, checkout,
 * newsletter, orders, stores). Feature code reads and writes through these, never around them.
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
  account: AccountService;
  cart: CartService;
  catalog: CatalogService;
  checkout: CheckoutService;
  newsletter: NewsletterService;
  orders: OrderService;
  stores: StoreService;
  popinProposal: LocalePrefix | null;
}

export const requestContext = createContext<RequestContext>();
