import { beforeEach, describe, expect, test, vi } from "vitest";
import type { RouterContextProvider } from "react-router";
import { clearSiteParamsMemory } from "../../app/features/site/site-params.server";
import { requestContext, type RequestContext } from "../../app/lib/request-context";
import { createMockBackend, DEFAULT_JWT_SECRET } from "../../mocks/backend";
import { issueTokens } from "../../mocks/tokens";
import { handleEdgeRequest, type ReactRouterHandler } from "../../workers/edge";
import { edgeTestEnv, MOCK_KEY } from "../helpers/edge-env";
import { fakeJwt } from "../helpers/tokens";

const backend = createMockBackend({ subscriptionKey: MOCK_KEY });
const env = (overrides: Record<string, unknown> = {}) => edgeTestEnv(backend, overrides);
const ctx = { waitUntil: () => {} };

/** Stands in for React Router: records the context and answers a small HTML page. */
function recordingHandler() {
  const seen: RequestContext[] = [];
  const handler: ReactRouterHandler = async (_request, context: RouterContextProvider) => {
    const request = context.get(requestContext);
    seen.push(request);
    await request.siteParams().catch(() => undefined);
    return new Response("<!doctype html><p>ok</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
  };
  return { handler, seen };
}

const get = (path: string, headers: Record<string, string> = {}, overrides = {}) => {
  const recorder = recordingHandler();
  return handleEdgeRequest(
    new Request(`http://localhost:8787${path}`, { headers }),
    env(overrides),
    ctx,
    recorder.handler,
  ).then((response) => ({ response, seen: recorder.seen }));
};

beforeEach(() => {
  clearSiteParamsMemory();
});

describe("edge worker", () => {
  test("an answer any cache may keep carries no cookie, a page does", async () => {
    const answer = (cacheControl: string | null) =>
      handleEdgeRequest(new Request("http://localhost:8787/fr-fr"), env(), ctx, async () => {
        const headers = new Headers({ "Content-Type": "application/json" });
        if (cacheControl) headers.set("Cache-Control", cacheControl);
        return new Response("{}", { headers });
      });
    expect((await answer("public, max-age=31536000, immutable")).headers.getSetCookie()).toEqual([]);
    expect((await answer(null)).headers.getSetCookie().length).toBeGreaterThan(0);
    expect((await answer("private, no-store")).headers.getSetCookie().length).toBeGreaterThan(0);
  });

  test("'/' redirects by locale cookie, then Accept-Language, then en", async () => {
    const location = async (headers: Record<string, string>) =>
      (await get("/", headers)).response.headers.get("Location");
    expect(await location({ Cookie: "as_locale=it-it", "Accept-Language": "de-DE" })).toBe("/it-it");
    expect(await location({ Cookie: "as_locale=zz-zz", "Accept-Language": "de-DE" })).toBe("/de-de");
    expect(await location({})).toBe("/en");
    expect(await location({ "Accept-Language": "es" })).toBe("/es");
  });

  test("R9.04 a new anonymous id (UUID, one year, secure) is issued when absent or invalid, with the environment suffix", async () => {
    const fresh = await get("/fr-fr");
    const cookies = fresh.response.headers.getSetCookie();
    const anonymous = cookies.find((cookie) => cookie.startsWith("as_anonymous_id_local="));
    expect(anonymous).toMatch(/^as_anonymous_id_local=[0-9a-f-]{36}; /);
    expect(anonymous!.split("; ")).toEqual(expect.arrayContaining(["Path=/", "Max-Age=31536000", "Secure"]));
    expect(fresh.seen[0]!.anonymousId).toBe(anonymous!.split("=")[1]!.split(";")[0]);

    const garbage = await get("/fr-fr", { Cookie: "as_anonymous_id_local=<script>" });
    expect(garbage.response.headers.getSetCookie().some((cookie) => cookie.startsWith("as_anonymous_id_local="))).toBe(
      true,
    );

    const known = "3b241101-e2bb-4255-8caf-4136c566a962";
    const kept = await get("/fr-fr", { Cookie: `as_anonymous_id_local=${known}; as_locale=fr-fr` });
    expect(kept.response.headers.getSetCookie()).toEqual([]);
    expect(kept.seen[0]!.anonymousId).toBe(known);
  });

  test("R9.04 the locale cookie (365 days) follows the page's prefix", async () => {
    const { response } = await get("/de-de/cart", { Cookie: "as_locale=fr-fr" });
    const locale = response.headers.getSetCookie().find((cookie) => cookie.startsWith("as_locale="));
    expect(locale!.split("; ")).toEqual(
      expect.arrayContaining(["as_locale=de-de", "Path=/", "Max-Age=31536000", "Secure"]),
    );
  });

  test("decision 8: the cookies we issue are HttpOnly (a deviation from R9.04's 'not http-only': no script reads them)", async () => {
    const fresh = await get("/fr-fr");
    const cookies = fresh.response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/; HttpOnly; SameSite=Lax$/);
  });

  test("HTML answers carry the merged CSP with a fresh nonce and the security headers", async () => {
    const first = await get("/fr-fr");
    const second = await get("/fr-fr");
    const csp = first.response.headers.get("Content-Security-Policy")!;
    expect(csp).toContain(`'nonce-${first.seen[0]!.nonce}'`);
    expect(csp).toContain("img-src 'self' data: https://images.atelier-sept.example");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(first.seen[0]!.nonce).not.toBe(second.seen[0]!.nonce);
    expect(first.response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(first.response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  test("R2.6.03 hands the country popin proposal to the app, unless dismissed", async () => {
    expect((await get("/fr-fr", { "Accept-Language": "de-DE,de;q=0.9" })).seen[0]!.popinProposal).toBe("de-de");
    expect(
      (await get("/fr-fr", { "Accept-Language": "de-DE", Cookie: "as_popin_dismissed_de-de=1" })).seen[0]!
        .popinProposal,
    ).toBeNull();
  });

  test("issue 49: a site chosen from one of our pages on another site is not questioned, and the proposal is not asked again", async () => {
    const chosen = await get("/fr-ch", { "Accept-Language": "de-DE", Referer: "http://localhost:8787/de-de/cart" });
    expect(chosen.seen[0]!.popinProposal).toBeNull();
    expect(chosen.response.headers.get("Set-Cookie")).toContain("as_popin_dismissed_de-de=1");
    // Another page of the same site, or another origin, is no choice of site.
    for (const referer of ["http://localhost:8787/fr-ch/cart", "https://elsewhere.example/de-de"])
      expect((await get("/fr-ch", { "Accept-Language": "de-DE", Referer: referer })).seen[0]!.popinProposal).toBe(
        "de-de",
      );
  });

  test("route discovery: React Router answers a URL once per isolate, when its answer is immutable", async () => {
    let calls = 0;
    const manifest = (status: number, cacheControl: string) => (path: string) =>
      handleEdgeRequest(new Request(`http://localhost:8787${path}`), env(), ctx, async () => {
        calls++;
        return new Response(status === 200 ? JSON.stringify({ patches: { calls } }) : null, {
          status,
          headers: { "Content-Type": "application/json", "Cache-Control": cacheControl },
        });
      });
    const immutable = manifest(200, "public, max-age=31536000, immutable");
    const url = "/__manifest?paths=%2Ffr-fr%2Fcart&version=test-once";
    const first = await immutable(url);
    const second = await immutable(url);
    expect(calls).toBe(1);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get("Content-Type")).toBe("application/json");
    expect(second.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(second.headers.getSetCookie()).toEqual([]);
    // Other paths are other questions; a version mismatch (204) or a private answer is asked again.
    await immutable("/__manifest?paths=%2Ffr-fr&version=test-once");
    expect(calls).toBe(2);
    for (const answer of [manifest(204, "public, max-age=31536000, immutable"), manifest(200, "no-store")]) {
      await answer("/__manifest?paths=%2Fen&version=test-twice");
      await answer("/__manifest?paths=%2Fen&version=test-twice");
    }
    expect(calls).toBe(6);
  });

  test("garbage token cookies are ignored, not trusted", async () => {
    const { seen } = await get("/fr-fr", { Cookie: "as_access_token_local=garbage; as_refresh_token_local=%%%" });
    expect(seen[0]!.auth.tokens).toEqual({ accessToken: undefined, refreshToken: undefined });
  });

  test("the fault switch reaches the mock in local mode only", async () => {
    const fault = JSON.stringify({ call: "GET /web-domains/", status: 500 });
    const local = await get("/fr-fr", { "x-mock-fault": fault });
    await expect(local.seen[0]!.siteParams()).rejects.toThrow("getParams");
    const production = await get("/fr-fr", { "x-mock-fault": fault }, { MOCK_FAULTS: "off" });
    await expect(production.seen[0]!.siteParams()).resolves.toMatchObject({ domain: "fr" });
  });

  test("a broken configuration answers 503 and is logged, never a stack trace", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { response } = await get("/fr-fr", {}, { API_BASE_URL: "not a url" });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("Service unavailable");
    expect(log).toHaveBeenCalled();
  });

  test("R4.02 start-up keeps a session only with both tokens and a live refresh token; otherwise both are cleared", async () => {
    const now = Math.floor(Date.now() / 1000);
    // Tokens the backend accepts: every call carries the access token, and the backend checks it.
    const { accessToken: live, refreshToken: liveRefresh } = await issueTokens(
      { customerId: "C100001", newCustomer: false },
      { accessSeconds: 900, refreshSeconds: 3600 },
      DEFAULT_JWT_SECRET,
    );
    const dead = fakeJwt({ exp: now - 60 });
    const cleared = (cookies: string[]) =>
      cookies.filter((cookie) => /^as_(access|refresh)_token_local=;/.test(cookie) && cookie.includes("Max-Age=0"));
    const both = await get("/fr-fr", {
      Cookie: `as_access_token_local=${live}; as_refresh_token_local=${liveRefresh}`,
    });
    expect(both.seen[0]!.auth.tokens).toEqual({ accessToken: live, refreshToken: liveRefresh });
    expect(cleared(both.response.headers.getSetCookie())).toEqual([]);
    const lone = await get("/fr-fr", { Cookie: `as_access_token_local=${live}` });
    expect(lone.seen[0]!.auth.tokens).toEqual({ accessToken: undefined, refreshToken: undefined });
    // Only what the browser sent needs clearing.
    expect(cleared(lone.response.headers.getSetCookie()).map((cookie) => cookie.split("=")[0])).toEqual([
      "as_access_token_local",
    ]);
    const expired = await get("/fr-fr", { Cookie: `as_access_token_local=${live}; as_refresh_token_local=${dead}` });
    expect(expired.seen[0]!.auth.tokens.refreshToken).toBeUndefined();
    expect(cleared(expired.response.headers.getSetCookie())).toHaveLength(2);
  });
});
