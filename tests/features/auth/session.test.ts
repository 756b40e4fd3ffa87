import { describe, expect, test } from "vitest";
import { ApiError } from "../../../app/api/errors";
import { sessionCookies } from "../../../app/features/auth/session-cookies.server";
import { createTokenRefresher } from "../../../app/features/auth/token-refresh.server";
import { cookieNames } from "../../../app/lib/cookies";
import { fakeApi } from "../../helpers/fake-api";
import { fakeJwt } from "../../helpers/tokens";

const names = cookieNames("production");
const now = new Date("2026-11-22T12:00:00Z");
const seconds = Math.floor(now.getTime() / 1000);

describe("R9.04 R4.01 session cookies", () => {
  const cookies = sessionCookies(names, { secure: true, domain: "atelier-sept.fr" }, now);

  test("tokens carry the environment suffix, are Secure, SameSite=Lax, httpOnly, on the shop domain, as long as the refresh token", () => {
    const [access, refresh] = cookies.store(fakeJwt({ exp: seconds + 900 }), fakeJwt({ exp: seconds + 3600 }));
    for (const cookie of [access!, refresh!]) {
      expect(cookie).toContain("; Secure");
      expect(cookie).toContain("; HttpOnly");
      expect(cookie).toContain("; SameSite=Lax");
      expect(cookie).toContain("; Domain=atelier-sept.fr");
      expect(cookie).toContain("; Max-Age=3600");
    }
    expect(access).toMatch(/^as_access_token_production=/);
    expect(refresh).toMatch(/^as_refresh_token_production=/);
  });

  test("R2.4.04 logout clears both tokens and the cart cookie", () => {
    const cleared = cookies.clearAll();
    expect(cleared.map((cookie) => cookie.split("=")[0])).toEqual(["as_access_token_production", "as_refresh_token_production", "as_cart_id"]);
    for (const cookie of cleared) expect(cookie).toContain("Max-Age=0");
  });
});

describe("R4.03 R8.01 token refresh on 401 'Invalid JWT.'", () => {
  const setup = (answer: () => unknown) => {
    const api = fakeApi(() => {
      const result = answer();
      return result instanceof ApiError ? result : { data: result };
    });
    const tokens = { accessToken: fakeJwt({ exp: seconds - 10 }), refreshToken: fakeJwt({ exp: seconds + 3600 }) };
    const session = { refreshed: false, expired: false };
    const responseCookies: string[] = [];
    const refresh = createTokenRefresher({ api: () => api, tokens, session, names, cookieBase: { secure: true }, responseCookies, url: "https://x/" });
    return { api, tokens, session, responseCookies, refresh };
  };

  test("one renewal for the whole request, the new pair stored in cookies and used from then on", async () => {
    const fresh = { accessToken: fakeJwt({ exp: seconds + 900 }), refreshToken: fakeJwt({ exp: seconds + 7200 }) };
    const { api, tokens, session, responseCookies, refresh } = setup(() => fresh);
    expect(await Promise.all([refresh(), refresh(), refresh()])).toEqual([true, true, true]);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: "POST", path: "api/cookie-refresh-tokens" });
    expect(tokens).toEqual(fresh);
    expect(session.refreshed).toBe(true);
    expect(responseCookies).toHaveLength(2);
  });

  test("a failed renewal clears the tokens (here and in the browser) and marks the session expired", async () => {
    const { tokens, session, responseCookies, refresh } = setup(() => new ApiError(401, "Invalid refresh token", "POST"));
    expect(await refresh()).toBe(false);
    expect(tokens).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(session.expired).toBe(true);
    expect(responseCookies.every((cookie) => cookie.includes("Max-Age=0"))).toBe(true);
  });

  test("anything but a token pair is unauthorized", async () => {
    const { session, refresh } = setup(() => ({ token: "x" }));
    expect(await refresh()).toBe(false);
    expect(session.expired).toBe(true);
  });
});
