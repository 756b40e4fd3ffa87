import { describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { API_HEADERS, createApiClient, type ApiClientConfig } from "../../app/api/client.server";
import { ApiError } from "../../app/api/errors";
import { deviceChannel, MOBILE_APP_MARKER } from "../../app/lib/device";

function client(fetcher: ApiClientConfig["fetcher"], overrides: Partial<ApiClientConfig> = {}) {
  return createApiClient({
    baseUrl: "https://api.example/",
    fetcher,
    subscriptionKey: "sub-key",
    timeoutMs: 200,
    acceptLanguage: "fr-FR",
    store: "fr",
    sessionId: "anon-1",
    deviceChannel: "SD",
    device: "d",
    ...overrides,
  });
}

const ok = (body: unknown, status = 200) => Promise.resolve(Response.json(body, { status }));

describe("R7.01 every call carries the headers of spec 7", () => {
  test("R3.33 Accept-Language, subscription key, store, session id, device channel, device and Bearer", async () => {
    const fetcher = vi.fn((_request: Request) => ok({ ok: true }));
    await client(fetcher, { getAccessToken: () => "token-1" }).call("customers-self/addresses", {
      query: { country: "FR", empty: undefined },
      schema: z.object({ ok: z.boolean() }),
    });
    const request = fetcher.mock.calls[0]![0];
    expect(request.url).toBe("https://api.example/customers-self/addresses?country=FR");
    expect(request.headers.get("Accept-Language")).toBe("fr-FR");
    expect(request.headers.get(API_HEADERS.subscriptionKey)).toBe("sub-key");
    expect(request.headers.get(API_HEADERS.store)).toBe("fr");
    expect(request.headers.get(API_HEADERS.sessionId)).toBe("anon-1");
    expect(request.headers.get(API_HEADERS.deviceChannel)).toBe("SD");
    // R3.33: the device goes with the channel code.
    expect(request.headers.get(API_HEADERS.device)).toBe("d");
    expect(request.headers.get("Authorization")).toBe("Bearer token-1");
  });

  test("R7.01 the Bearer goes with every call while there is a token: catalogue, content, site, store locator, newsletter too", async () => {
    const fetcher = vi.fn((_request: Request) => ok({}));
    const signedIn = client(fetcher, { getAccessToken: () => "t" });
    const calls = [
      "web-domains/",
      "ecommerce/v3/catalog/products/1000003",
      "cms/v3/content_types/header_layout/entries",
      "ecommerce/v2/storelocator/stores",
      "applications/front-ecommerce/rules/merge-csp",
      "commercial-animations/offers/legal-notices",
    ];
    for (const path of calls) await signedIn.call(path, { schema: z.object({}) });
    await signedIn.call("newsletters", { method: "PUT", body: {}, schema: z.object({}) });
    expect(fetcher.mock.calls.map(([request]) => request.headers.get("Authorization"))).toEqual(
      Array(calls.length + 1).fill("Bearer t"),
    );
  });

  test("no Authorization without a token", async () => {
    const fetcher = vi.fn((_request: Request) => ok({}));
    await client(fetcher).call("web-domains/", { schema: z.object({}) });
    await client(fetcher, { getAccessToken: () => undefined }).call("ecommerce/v3/catalog/home", {
      schema: z.object({}),
    });
    for (const [request] of fetcher.mock.calls) expect(request.headers.has("Authorization")).toBe(false);
  });

  test("R3.33 R6.04 device channel: AM app, SM mobile web, SD desktop", () => {
    expect(deviceChannel(`${MOBILE_APP_MARKER}/5.2 (iPhone)`)).toBe("AM");
    expect(deviceChannel("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148")).toBe("SM");
    expect(deviceChannel("Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0")).toBe("SD");
    expect(deviceChannel(null)).toBe("SD");
  });
});

describe("answers are zod-checked and failures typed", () => {
  test("a body that does not match the schema is a 502 ApiError", async () => {
    const failure = client(() => ok({ domain: 12 })).call("web-domains/", { schema: z.object({ domain: z.string() }) });
    await expect(failure).rejects.toMatchObject({ status: 502, call: "GET /web-domains/" });
  });

  test("an error status carries the backend's message", async () => {
    const failure = client(() => ok({ message: "No cart found for id c1" }, 404)).call("carts/c1", {
      schema: z.unknown(),
    });
    await expect(failure).rejects.toEqual(expect.objectContaining({ status: 404, message: "No cart found for id c1" }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  test("an unreachable backend is a 503, a slow one a 504 after the timeout", async () => {
    await expect(
      client(() => Promise.reject(new TypeError("fetch failed"))).call("x", { schema: z.unknown() }),
    ).rejects.toMatchObject({ status: 503 });
    const slow = (request: Request) =>
      new Promise<Response>((_resolve, reject) =>
        request.signal.addEventListener("abort", () => reject(request.signal.reason)),
      );
    await expect(client(slow, { timeoutMs: 20 }).call("x", { schema: z.unknown() })).rejects.toMatchObject({
      status: 504,
    });
  });
});

describe("R4.03 R8.01 R9.06 401 'Invalid JWT.' refreshes and retries once", () => {
  test("a refreshed token is used for the single retry", async () => {
    let token = "old";
    const fetcher = vi
      .fn<(request: Request) => Promise<Response>>()
      .mockImplementationOnce(() => ok({ message: "Invalid JWT." }, 401))
      .mockImplementationOnce(() => ok({ firstName: "Léa" }));
    const onInvalidJwt = vi.fn(async () => {
      token = "new";
      return true;
    });
    const result = await client(fetcher, { getAccessToken: () => token, onInvalidJwt }).call("accounts-self/", {
      schema: z.object({ firstName: z.string() }),
    });
    expect(result.firstName).toBe("Léa");
    expect(onInvalidJwt).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[1]![0].headers.get("Authorization")).toBe("Bearer new");
  });

  test("a failed refresh is reported as unauthorized; a second 401 is not retried again", async () => {
    const failedRefresh = client(() => ok({ message: "Invalid JWT." }, 401), { onInvalidJwt: async () => false });
    await expect(failedRefresh.call("accounts-self/", { schema: z.unknown() })).rejects.toMatchObject({
      status: 401,
      message: "Invalid JWT.",
    });
    const fetcher = vi.fn(() => ok({ message: "Invalid JWT." }, 401));
    const refreshes = vi.fn(async () => true);
    await expect(
      client(fetcher, { onInvalidJwt: refreshes }).call("accounts-self/", { schema: z.unknown() }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(refreshes).toHaveBeenCalledTimes(1);
  });

  test("a session that renewal ended asks a call anyone may make again without the token: the product page still shows", async () => {
    let token: string | undefined = "expired";
    const fetcher = vi.fn((request: Request) =>
      request.headers.has("Authorization") ? ok({ message: "Invalid JWT." }, 401) : ok({ name: "Robe" }),
    );
    const product = await client(fetcher, {
      getAccessToken: () => token,
      onInvalidJwt: async () => {
        token = undefined;
        return false;
      },
    }).call("ecommerce/v3/catalog/products/1", { schema: z.object({ name: z.string() }) });
    expect(product).toEqual({ name: "Robe" });
    expect(fetcher.mock.calls.map(([request]) => request.headers.has("Authorization"))).toEqual([true, false]);
  });

  test("R8.01 renewed tokens refused again (401 'Invalid JWT.' after a successful refresh) end the session: the shopper signs in again", async () => {
    const rejected = vi.fn();
    const fetcher = vi.fn(() => ok({ message: "Invalid JWT." }, 401));
    await expect(
      client(fetcher, { onInvalidJwt: async () => true, onTokensRejected: rejected }).call("accounts-self/", {
        schema: z.unknown(),
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(rejected).toHaveBeenCalledTimes(1);
    // Another 401 after the retry is not the session's doing: the session stays.
    const other = vi.fn();
    const fetcherOther = vi
      .fn<(request: Request) => Promise<Response>>()
      .mockImplementationOnce(() => ok({ message: "Invalid JWT." }, 401))
      .mockImplementationOnce(() => ok({ message: "Access denied" }, 401));
    await expect(
      client(fetcherOther, { onInvalidJwt: async () => true, onTokensRejected: other }).call("x", {
        schema: z.unknown(),
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(other).not.toHaveBeenCalled();
  });

  test("other 401s are not refreshed but retried once (spec 9: retry on 401, 1)", async () => {
    const refreshes = vi.fn(async () => true);
    const fetcher = vi.fn(() => ok({ message: "Access denied" }, 401));
    await expect(client(fetcher, { onInvalidJwt: refreshes }).call("x", { schema: z.unknown() })).rejects.toMatchObject(
      { status: 401, message: "Access denied" },
    );
    expect(refreshes).not.toHaveBeenCalled();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
