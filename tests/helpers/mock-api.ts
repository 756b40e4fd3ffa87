import type { z } from "zod";
import { createApiClient, type ApiCallOptions } from "../../app/api/client.server";
import { createMockBackend, DEFAULT_JWT_SECRET, type MockBackendOptions } from "../../mocks/backend";
import { issueTokens } from "../../mocks/tokens";

/**
 * Contract-test harness: the mock backend's handle(Request), called through the storefront's
 * own API client and zod schemas, so a test passes only if both sides agree.
 */
export const KEY = "contract-key";

export interface Caller {
  store?: string;
  language?: string;
  session?: string;
  token?: string;
}

/** Sees every call of a test's client first: records it, or answers it itself (a fault), else passes it on. */
export type Intercept = (
  request: Request,
  passOn: (request: Request) => Promise<Response>,
) => Promise<Response> | Response;

export function mockApi(options: Partial<MockBackendOptions> = {}) {
  const backend = createMockBackend({ subscriptionKey: KEY, ...options });
  let sessionCounter = 0;

  function headers(caller: Caller): Record<string, string> {
    const result: Record<string, string> = {
      "Ocp-Apim-Subscription-Key": KEY,
      "Accept-Language": caller.language ?? "fr-FR",
      "X-Store": caller.store ?? "fr",
      "X-Session-Id": caller.session ?? "contract",
      "X-Device-Channel": "SD",
      // Each session its own world: a test's customers' records are its own (decision 129).
      "X-Mock-World": caller.session ?? "contract",
    };
    if (caller.token) result.Authorization = `Bearer ${caller.token}`;
    return result;
  }

  return {
    backend,
    /** A fresh session id: its own mock state. */
    newSession: () => `contract-${++sessionCounter}-${Math.random().toString(36).slice(2)}`,
    /** The storefront's client as a page of this caller would have it (each call through `intercept` if given). */
    client(caller: Caller = {}, intercept?: Intercept) {
      const passOn = (request: Request) => backend.handle(request);
      return createApiClient({
        baseUrl: "http://mock.backend.internal/",
        fetcher: intercept ? async (request) => intercept(request, passOn) : passOn,
        subscriptionKey: KEY,
        timeoutMs: 5000,
        acceptLanguage: caller.language ?? "fr-FR",
        store: caller.store ?? "fr",
        sessionId: caller.session ?? "contract",
        deviceChannel: "SD",
        getAccessToken: () => caller.token,
        extraHeaders: { "X-Mock-World": caller.session ?? "contract" },
      });
    },
    /** Raw call: status, body, and the body parsed with a storefront schema when given. */
    async raw<S extends z.ZodType>(method: string, path: string, caller: Caller = {}, body?: unknown, schema?: S) {
      const response = await backend.handle(
        new Request(`http://mock.backend.internal${path}`, {
          method,
          headers: { ...headers(caller), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      const text = await response.text();
      const json = text ? JSON.parse(text) : undefined;
      return {
        status: response.status,
        body: json,
        parsed: schema && response.ok ? (schema.parse(json) as z.infer<S>) : undefined,
      };
    },
    /** Tokens as the sign-in provider issues them. */
    async signIn(customerId: string, lifetimes = { accessSeconds: 900, refreshSeconds: 3600 }, newCustomer = false) {
      return issueTokens({ customerId, newCustomer }, lifetimes, DEFAULT_JWT_SECRET);
    },
  };
}

export type { ApiCallOptions };
