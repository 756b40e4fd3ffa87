import type { FakeRequest } from "./mirage-adapter";
import { WEB_DOMAINS } from "./data/web-domains";
import { SEED_LANGUAGES, type SeedLanguage } from "./data/types";

/**
 * What a mock handler knows about the request: its language (Accept-Language), its site
 * (X-Store), and the customer the backend verified from the Bearer token before dispatch
 * (x-mock-customer-id).
 */
export const VERIFIED_CUSTOMER_HEADER = "x-mock-customer-id";

export type WebDomain = (typeof WEB_DOMAINS)[number];

export interface RequestInfo {
  language: SeedLanguage;
  /** The request's first Accept-Language tag (`it-IT`, `fr-CH`): how amounts in texts are written. */
  locale: string;
  domain: WebDomain;
  currency: "EUR" | "CHF" | "PLN" | "GBP";
  customerId: string | undefined;
  sessionId: string;
}

export function languageOf(acceptLanguage: string | undefined): SeedLanguage {
  const first = (acceptLanguage ?? "").split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return (SEED_LANGUAGES as readonly string[]).includes(first ?? "") ? (first as SeedLanguage) : "en";
}

export function localeTagOf(acceptLanguage: string | undefined): string {
  const first = (acceptLanguage ?? "").split(",")[0]?.split(";")[0]?.trim() ?? "";
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(first) ? first : languageOf(acceptLanguage);
}

export function domainOf(store: string | undefined): WebDomain {
  return WEB_DOMAINS.find((domain) => domain.domain === store) ?? WEB_DOMAINS.find((domain) => domain.domain === "en")!;
}

export function requestInfo(request: FakeRequest): RequestInfo {
  const headers = request.requestHeaders;
  const domain = domainOf(headers["x-store"]);
  const devise = domain.devise === "PLZ" ? "PLN" : domain.devise;
  return {
    language: languageOf(headers["accept-language"]),
    locale: localeTagOf(headers["accept-language"]),
    domain,
    currency: devise as RequestInfo["currency"],
    customerId: headers[VERIFIED_CUSTOMER_HEADER] || undefined,
    sessionId: headers["x-session-id"] ?? "shared",
  };
}

export function json(body: unknown): string {
  return JSON.stringify(body);
}

/** Parses a JSON request body; undefined when absent or malformed. */
export function bodyOf(request: FakeRequest): unknown {
  if (!request.requestBody) return undefined;
  try {
    return JSON.parse(request.requestBody);
  } catch {
    return undefined;
  }
}

export function firstQuery(request: FakeRequest, key: string): string | undefined {
  const value = request.queryParams[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Every value of a repeated query parameter (`only[BASE][]=a&only[BASE][]=b`). */
export function allQuery(request: FakeRequest, key: string): string[] {
  const value = request.queryParams[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A path parameter of the matched route (always present once the route matched). */
export function param(request: { params: Record<string, string> }, name: string): string {
  const value = request.params[name];
  if (value === undefined) throw new Error(`Route has no :${name} parameter`);
  return value;
}
