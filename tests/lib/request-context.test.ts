import { describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { parseEnv } from "../../app/lib/env.server";
import { createRequestContext } from "../../app/routing/request-context.server";
import { fakeJwt } from "../helpers/tokens";
import { cartService } from "../../app/features/cart/service.server";

const now = Math.floor(Date.now() / 1000);
const expiredAccess = fakeJwt({ sub: "C1", newCustomer: false, exp: now - 60 });
const liveRefresh = fakeJwt({ sub: "C1", exp: now + 3600 });

/** A request context over a backend answering `answer` to every call, the calls recorded. */
async function contextWith(answer: (request: Request) => Response) {
  const calls: string[] = [];
  const env = parseEnv({
    ENVIRONMENT: "local",
    API_BASE_URL: "http://mock.backend.internal/",
    API_SUBSCRIPTION_KEY: "key",
    AUTH_PROVIDER_URL: "/__mock/auth",
    AUTH_TOKEN_URL: "http://mock.backend.internal/auth/token",
    PUBLIC_ORIGINS: "http://localhost:8787",
    BACKEND: {
      fetch: async (request: Request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return answer(request);
      },
    },
  });
  const request = new Request("http://localhost:8787/fr-fr/cart", {
    headers: { Cookie: `as_access_token_local=${expiredAccess}; as_refresh_token_local=${liveRefresh}` },
  });
  const context = await createRequestContext({
    request,
    env,
    origin: "http://localhost:8787",
    waitUntil: () => {},
    nonce: "n",
    popinProposal: () => null,
  });
  return { context, calls };
}

describe("createRequestContext: one session, one client, one renewal", () => {
  test("R8.01 a 401 'Invalid JWT.' renews once through the refresh call; an answer that is not a token pair signs the shopper out", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { context, calls } = await contextWith((request) =>
      new URL(request.url).pathname === "/api/cookie-refresh-tokens"
        ? Response.json({ token: "x" })
        : Response.json({ message: "Invalid JWT." }, { status: 401 }),
    );
    expect(context.auth.signedIn()).toBe(true);
    expect(await cartService(context).customer()).toBeNull();
    // The session has ended: the call is asked once more without a token (a call anyone may make
    // would be answered), and a customer's own is refused again.
    expect(calls).toEqual(["GET /accounts-self/", "POST /api/cookie-refresh-tokens", "GET /accounts-self/"]);
    expect(context.auth.expired).toBe(true);
    expect(context.auth.signedIn()).toBe(false);
    expect(
      context.cookies
        .setCookieHeaders()
        .filter((cookie) => cookie.includes("Max-Age=0"))
        .map((cookie) => cookie.split("=")[0]),
    ).toEqual(["as_access_token_local", "as_refresh_token_local"]);
  });

  test("the refresh call carries no customer token, and the retried call carries the new one", async () => {
    const fresh = {
      accessToken: fakeJwt({ sub: "C1", newCustomer: false, exp: now + 900 }),
      refreshToken: fakeJwt({ sub: "C1", exp: now + 7200 }),
    };
    const seen: (string | null)[] = [];
    const { context } = await contextWith((request) => {
      const path = new URL(request.url).pathname;
      seen.push(request.headers.get("Authorization"));
      if (path === "/api/cookie-refresh-tokens") return Response.json(fresh);
      return request.headers.get("Authorization") === `Bearer ${fresh.accessToken}`
        ? Response.json([])
        : Response.json({ message: "Invalid JWT." }, { status: 401 });
    });
    await context.api.call("customers-self/knowledges/wishlist/", { schema: z.array(z.unknown()) });
    expect(seen).toEqual([`Bearer ${expiredAccess}`, null, `Bearer ${fresh.accessToken}`]);
    expect(context.auth.refreshed).toBe(true);
  });
});

describe("createRequestContext: the dev kit's world reaches the mock", () => {
  /** The X-Mock-World header each backend call carried, for a request with `headers`, the switches `mockFaults`. */
  async function worldsSent(headers: Record<string, string>, mockFaults: "on" | "off") {
    const sent: (string | null)[] = [];
    const env = parseEnv({
      ENVIRONMENT: "local",
      API_BASE_URL: "http://mock.backend.internal/",
      API_SUBSCRIPTION_KEY: "key",
      AUTH_PROVIDER_URL: "/__mock/auth",
      AUTH_TOKEN_URL: "http://mock.backend.internal/auth/token",
      PUBLIC_ORIGINS: "http://localhost:8787",
      MOCK_FAULTS: mockFaults,
      BACKEND: {
        fetch: async (request: Request) => {
          sent.push(request.headers.get("X-Mock-World"));
          return Response.json([]);
        },
      },
    });
    const context = await createRequestContext({
      request: new Request("http://localhost:8787/fr-fr", { headers }),
      env,
      origin: "http://localhost:8787",
      waitUntil: () => {},
      nonce: "n",
      popinProposal: () => null,
    });
    await context.api.call("customers-self/knowledges/wishlist/", { schema: z.array(z.unknown()) });
    return sent;
  }

  test("named by the X-Mock-World header (a script, curl) or else the mock-world cookie (a browser), only where the switches are on", async () => {
    expect(await worldsSent({ "X-Mock-World": "my-run" }, "on")).toEqual(["my-run"]);
    expect(await worldsSent({ Cookie: "mock-world=from-cookie" }, "on")).toEqual(["from-cookie"]);
    expect(await worldsSent({ "X-Mock-World": "my-run", Cookie: "mock-world=from-cookie" }, "on")).toEqual(["my-run"]);
    expect(await worldsSent({ "X-Mock-World": "my-run", Cookie: "mock-world=from-cookie" }, "off")).toEqual([null]);
  });
});
