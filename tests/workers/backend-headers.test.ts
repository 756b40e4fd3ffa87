import { beforeEach, describe, expect, test } from "vitest";
import type { RouterContextProvider } from "react-router";
import { API_HEADERS } from "../../app/api/client.server";
import { clearSiteParamsMemory } from "../../app/features/site/site-params.server";
import { clearEdgeMemory } from "../../app/lib/edge-cache.server";
import { requestContext } from "../../app/lib/request-context";
import { createMockBackend, DEFAULT_JWT_SECRET } from "../../mocks/backend";
import { issueTokens } from "../../mocks/tokens";
import { handleEdgeRequest, type ReactRouterHandler } from "../../workers/edge";
import { edgeTestEnv, MOCK_KEY } from "../helpers/edge-env";
import { cartService } from "../../app/features/cart/service.server";

const backend = createMockBackend({ subscriptionKey: MOCK_KEY });
const ANONYMOUS_ID = "2df10f1c-2183-434c-924e-75677412070c";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** Serves `path` through the edge worker, a page reading the site and the customer; answers every backend call it made. */
async function callsOfPage(path: string, cookie: string): Promise<Request[]> {
  const sent: Request[] = [];
  const page: ReactRouterHandler = async (_request, context: RouterContextProvider) => {
    const request = context.get(requestContext);
    await request.siteParams();
    await cartService(request).customer();
    return new Response("<!doctype html><p>ok</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
  };
  const env = edgeTestEnv(backend, {
    BACKEND: {
      fetch: (request: Request) => {
        sent.push(request);
        return backend.handle(request);
      },
    },
  });
  const response = await handleEdgeRequest(
    new Request(`http://localhost:8787${path}`, { headers: { Cookie: cookie, "User-Agent": DESKTOP } }),
    env,
    { waitUntil: () => {} },
    page,
  );
  expect(response.status).toBe(200);
  return sent;
}

beforeEach(() => {
  clearSiteParamsMemory();
  clearEdgeMemory();
});

describe("R7.01 every call a page makes carries the headers of spec 7, from the request it serves", () => {
  test("signed in on the German site: Accept-Language, subscription key, store, session id, device channel and the Bearer", async () => {
    const { accessToken, refreshToken } = await issueTokens(
      { customerId: "C100001", newCustomer: false },
      { accessSeconds: 900, refreshSeconds: 3600 },
      DEFAULT_JWT_SECRET,
    );
    const sent = await callsOfPage(
      "/de-de",
      `as_anonymous_id_local=${ANONYMOUS_ID}; as_access_token_local=${accessToken}; as_refresh_token_local=${refreshToken}`,
    );
    const paths = sent.map((request) => new URL(request.url).pathname);
    expect(paths).toEqual(expect.arrayContaining(["/web-domains/", "/accounts-self/"]));
    for (const request of sent)
      expect(
        {
          acceptLanguage: request.headers.get("Accept-Language"),
          subscriptionKey: request.headers.get(API_HEADERS.subscriptionKey),
          store: request.headers.get(API_HEADERS.store),
          sessionId: request.headers.get(API_HEADERS.sessionId),
          deviceChannel: request.headers.get(API_HEADERS.deviceChannel),
          authorization: request.headers.get("Authorization"),
        },
        new URL(request.url).pathname,
      ).toEqual({
        acceptLanguage: "de-DE",
        subscriptionKey: MOCK_KEY,
        store: "de",
        sessionId: ANONYMOUS_ID,
        deviceChannel: "SD",
        authorization: `Bearer ${accessToken}`,
      });
  });

  test("without a token, the same headers and no Authorization", async () => {
    const sent = await callsOfPage("/it-it", `as_anonymous_id_local=${ANONYMOUS_ID}`);
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.headers.get("Accept-Language")).toBe("it-IT");
      expect(request.headers.get(API_HEADERS.store)).toBe("it");
      expect(request.headers.get(API_HEADERS.sessionId)).toBe(ANONYMOUS_ID);
      expect(request.headers.get(API_HEADERS.subscriptionKey)).toBe(MOCK_KEY);
      expect(request.headers.get(API_HEADERS.deviceChannel)).toBe("SD");
      expect(request.headers.has("Authorization")).toBe(false);
    }
  });
});
