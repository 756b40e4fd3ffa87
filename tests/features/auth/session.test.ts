import { describe, expect, test } from "vitest";
import { createAuthSession } from "../../../app/features/auth/session.server";
import type { TokenPair } from "../../../app/features/auth/schemas";
import { createCookieJar } from "../../../app/lib/cookie-jar";
import { cookieNames } from "../../../app/lib/cookies";
import { fakeJwt } from "../../helpers/tokens";

const names = cookieNames("production");
const now = new Date("2026-11-22T12:00:00Z");
const seconds = Math.floor(now.getTime() / 1000);
const live = { accessToken: fakeJwt({ exp: seconds - 10 }), refreshToken: fakeJwt({ exp: seconds + 3600 }) };

function session(refresh: () => Promise<TokenPair>, sent: Record<string, string> = {}) {
  const cookies = createCookieJar(sent, { secure: true, domain: "atelier-sept.fr" });
  let calls = 0;
  const auth = createAuthSession({
    sent: { accessToken: sent[names.accessToken], refreshToken: sent[names.refreshToken] },
    cookies,
    names,
    url: "https://x/",
    now: () => now,
    refresh: () => {
      calls += 1;
      return refresh();
    },
  });
  return { auth, cookies, calls: () => calls };
}

const signedInCookies = {
  [names.accessToken]: live.accessToken,
  [names.refreshToken]: live.refreshToken,
  [names.cart("FR")]: "K1",
  [names.cart("DE")]: "K2",
};

describe("R4.01 session cookies", () => {
  test("tokens carry the environment suffix, are Secure, SameSite=Lax, httpOnly, on the shop domain, as long as the refresh token", () => {
    const { auth, cookies } = session(() => Promise.reject(new Error("unused")));
    auth.signIn({ accessToken: fakeJwt({ exp: seconds + 900 }), refreshToken: fakeJwt({ exp: seconds + 3600 }) });
    const [access, refresh] = cookies.setCookieHeaders();
    for (const cookie of [access!, refresh!]) {
      expect(cookie).toContain("; Secure");
      expect(cookie).toContain("; HttpOnly");
      expect(cookie).toContain("; SameSite=Lax");
      expect(cookie).toContain("; Domain=atelier-sept.fr");
      expect(cookie).toContain("; Max-Age=3600");
    }
    expect(access).toMatch(/^as_access_token_production=/);
    expect(refresh).toMatch(/^as_refresh_token_production=/);
    expect(auth.signedIn()).toBe(true);
  });

  test("R2.4.04 logout clears both tokens and every site's cart cookie", () => {
    const { auth, cookies } = session(() => Promise.reject(new Error("unused")), signedInCookies);
    auth.signOut();
    const cleared = cookies.setCookieHeaders();
    expect(cleared.map((cookie) => cookie.split("=")[0])).toEqual([
      "as_access_token_production",
      "as_refresh_token_production",
      "as_cart_id_fr",
      "as_cart_id_de",
    ]);
    for (const cookie of cleared) expect(cookie).toContain("Max-Age=0");
    expect(auth.signedIn()).toBe(false);
  });
});

describe("R4.03 R8.01 token refresh on 401 'Invalid JWT.'", () => {
  test("one renewal for the whole request, the new pair stored in cookies and used from then on", async () => {
    const fresh = { accessToken: fakeJwt({ exp: seconds + 900 }), refreshToken: fakeJwt({ exp: seconds + 7200 }) };
    const { auth, cookies, calls } = session(async () => fresh, signedInCookies);
    expect(await Promise.all([auth.renew(), auth.renew(), auth.renew()])).toEqual([true, true, true]);
    expect(calls()).toBe(1);
    expect(auth.tokens).toEqual(fresh);
    expect(auth.refreshed).toBe(true);
    expect(cookies.setCookieHeaders()).toHaveLength(2);
  });

  test("a failed renewal clears the tokens (here and in the browser) and marks the session expired", async () => {
    const { auth, cookies } = session(() => Promise.reject(new Error("Invalid refresh token")), signedInCookies);
    expect(await auth.renew()).toBe(false);
    expect(auth.tokens).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(auth.expired).toBe(true);
    expect(cookies.setCookieHeaders().every((cookie) => cookie.includes("Max-Age=0"))).toBe(true);
  });

  test("without a session there is nothing to renew, and nothing is asked", async () => {
    const { auth, calls } = session(() => Promise.reject(new Error("unused")));
    expect(await auth.renew()).toBe(false);
    expect(calls()).toBe(0);
  });
});
