import { decodeJwt } from "jose";
import { describe, expect, test } from "vitest";
import { refreshTokensAnswerSchema } from "../../../app/features/auth/schemas";
import { customerSchema } from "../../../app/features/customer/schemas";
import { KEY, mockApi } from "../../helpers/mock-api";
import { fakeJwt } from "../../helpers/tokens";

const api = mockApi();
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function provider(path: string, init?: RequestInit) {
  return api.backend.handle(new Request(`http://mock.backend.internal${path}`, { redirect: "manual", ...init }));
}

/** The storefront's server-to-server exchange of a sign-in code for both tokens. */
async function exchange(code: string, redirectUri: string) {
  const response = await provider("/auth/token", {
    method: "POST",
    body: form({ grant_type: "authorization_code", code, redirect_uri: redirectUri }),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { access_token: string; refresh_token: string };
  return { access: answer.access_token, refresh: answer.refresh_token };
}

describe("R7.04 mock sign-in provider", () => {
  test("the sign-in page lists the four test customers as real forms", async () => {
    const response = await provider(
      "/auth/sign-in?redirect_uri=http%3A%2F%2Flocalhost%3A8787%2Ffr-fr%2Fauth%2Fcallback&state=%2Ffr-fr%2Fcart",
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const name of ["Léa", "Jonas", "Chloé", "Marco"]) expect(html).toContain(`Sign in as ${name}`);
    expect(html.match(/<form class="customer" method="post"/g)).toHaveLength(4);
  });

  test("signing in redirects to redirect_uri with a one-time code and the state, never a token in the URL", async () => {
    const response = await provider("/auth/sign-in", {
      method: "POST",
      body: form({
        customerId: "C100001",
        redirect_uri: "http://localhost:8787/fr-fr/auth/callback",
        state: "/fr-fr/cart",
      }),
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin + location.pathname).toBe("http://localhost:8787/fr-fr/auth/callback");
    expect(location.searchParams.get("state")).toBe("/fr-fr/cart");
    expect([...location.searchParams.keys()].sort()).toEqual(["code", "state"]);
    const { access, refresh } = await exchange(
      location.searchParams.get("code")!,
      "http://localhost:8787/fr-fr/auth/callback",
    );
    expect(decodeJwt(access)).toMatchObject({ sub: "C100001", newCustomer: false });
    const refreshClaims = decodeJwt(refresh);
    expect(refreshClaims.exp! - refreshClaims.iat!).toBe(30 * 24 * 3600);
  });

  test("a code is exchanged once, for the redirect_uri it was issued to, with the authorization_code grant", async () => {
    const codeFor = async () =>
      new URL(
        (
          await provider("/auth/sign-in", {
            method: "POST",
            body: form({ customerId: "C100002", redirect_uri: "http://localhost:8787/en/auth/callback" }),
          })
        ).headers.get("Location")!,
      ).searchParams.get("code")!;
    const token = (fields: Record<string, string>) => provider("/auth/token", { method: "POST", body: form(fields) });
    const code = await codeFor();
    expect(
      (
        await token({
          grant_type: "authorization_code",
          code,
          redirect_uri: "http://localhost:8787/fr-fr/auth/callback",
        })
      ).status,
    ).toBe(400);
    const other = await codeFor();
    expect(
      (await token({ grant_type: "password", code: other, redirect_uri: "http://localhost:8787/en/auth/callback" }))
        .status,
    ).toBe(400);
    const third = await codeFor();
    expect(
      (
        await token({
          grant_type: "authorization_code",
          code: third,
          redirect_uri: "http://localhost:8787/en/auth/callback",
        })
      ).status,
    ).toBe(200);
    const replay = await token({
      grant_type: "authorization_code",
      code: third,
      redirect_uri: "http://localhost:8787/en/auth/callback",
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: "invalid_grant" });
    expect(
      (await provider("/auth/token", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }))
        .status,
    ).toBe(400);
  });

  test.each(["https://evil.example/steal", "//evil.example", "javascript:alert(1)", ""])(
    "redirect_uri %s is refused (no open redirect)",
    async (target) => {
      const response = await provider(`/auth/sign-in?redirect_uri=${encodeURIComponent(target)}`);
      expect(response.status).toBe(400);
    },
  );

  test("account creation issues tokens for a new customer (newCustomer true)", async () => {
    const response = await provider("/auth/create", {
      method: "POST",
      body: form({
        firstName: "Ana",
        lastName: "García",
        email: "ana@example.com",
        redirect_uri: "http://localhost:8787/es-es/auth/callback",
      }),
    });
    expect(response.status).toBe(303);
    const { access: token } = await exchange(
      new URL(response.headers.get("Location")!).searchParams.get("code")!,
      "http://localhost:8787/es-es/auth/callback",
    );
    expect(decodeJwt(token)).toMatchObject({ newCustomer: true, email: "ana@example.com", firstName: "Ana" });
    const session = api.newSession();
    const customer = await api.client({ token, session }).call("accounts-self/", { schema: customerSchema });
    expect(customer).toMatchObject({
      firstName: "Ana",
      lastName: "García",
      email: "ana@example.com",
      loyaltyType: null,
    });
  });

  test("logout goes back to an allowed redirect_uri only", async () => {
    expect(
      (await provider("/auth/logout?redirect_uri=http%3A%2F%2Flocalhost%3A8787%2Ffr-fr")).headers.get("Location"),
    ).toBe("http://localhost:8787/fr-fr");
    expect((await provider("/auth/logout?redirect_uri=https%3A%2F%2Fevil.example")).status).toBe(400);
  });

  test("short lifetimes can be asked for, so expiry can be tested", async () => {
    const response = await provider("/auth/sign-in", {
      method: "POST",
      body: form({ customerId: "C100002", redirect_uri: "http://localhost:8787/en/auth/callback", access_ttl: "5" }),
    });
    const { access: token } = await exchange(
      new URL(response.headers.get("Location")!).searchParams.get("code")!,
      "http://localhost:8787/en/auth/callback",
    );
    const access = decodeJwt(token);
    expect(access.exp! - access.iat!).toBe(5);
  });
});

describe("R3.03 tokens and 401 'Invalid JWT.'", () => {
  test("an expired access token gets 401 'Invalid JWT.'", async () => {
    const { accessToken } = await api.signIn("C100001", { accessSeconds: -10, refreshSeconds: 3600 });
    const answer = await api.raw("GET", "/accounts-self/", { token: accessToken, session: api.newSession() });
    expect(answer).toMatchObject({ status: 401, body: { message: "Invalid JWT." } });
  });

  test("a forged access token gets 401 'Invalid JWT.'", async () => {
    const forged = fakeJwt({
      sub: "C100001",
      typ: "access",
      iss: "atelier-sept-mock-auth",
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    expect((await api.raw("GET", "/accounts-self/", { token: forged })).body).toEqual({ message: "Invalid JWT." });
  });

  test("the gateway checks a token wherever one is sent: a public call with an expired token is refused, with a valid one answered", async () => {
    const expired = await api.signIn("C100001", { accessSeconds: -10, refreshSeconds: 3600 });
    expect(await api.raw("GET", "/ecommerce/v3/catalog/home", { token: expired.accessToken })).toMatchObject({
      status: 401,
      body: { message: "Invalid JWT." },
    });
    const valid = await api.signIn("C100001");
    expect((await api.raw("GET", "/ecommerce/v3/catalog/home", { token: valid.accessToken })).status).toBe(200);
    expect((await api.raw("GET", "/ecommerce/v3/catalog/home", {})).status).toBe(200);
  });

  test("R7.03 cookie-refresh-tokens answers a new pair for a valid refresh token", async () => {
    const tokens = await api.signIn("C100001");
    const answer = await api.raw("POST", "/api/cookie-refresh-tokens", {}, { tokens }, refreshTokensAnswerSchema);
    expect(answer.status).toBe(200);
    expect(decodeJwt(answer.parsed!.accessToken).sub).toBe("C100001");
  });

  test("R7.03 an expired or mismatched refresh token is unauthorized", async () => {
    const expired = await api.signIn("C100001", { accessSeconds: 60, refreshSeconds: -1 });
    expect((await api.raw("POST", "/api/cookie-refresh-tokens", {}, { tokens: expired })).status).toBe(401);
    const mine = await api.signIn("C100001");
    const theirs = await api.signIn("C100002");
    const mixed = { accessToken: mine.accessToken, refreshToken: theirs.refreshToken };
    expect((await api.raw("POST", "/api/cookie-refresh-tokens", {}, { tokens: mixed })).status).toBe(401);
    expect((await api.raw("POST", "/api/cookie-refresh-tokens", {}, { nope: true })).status).toBe(401);
  });

  test("the subscription key is required", async () => {
    const response = await api.backend.handle(
      new Request("http://mock.backend.internal/accounts-self/", { headers: { "X-Session-Id": "x" } }),
    );
    expect(response.status).toBe(401);
    expect(KEY).toBeTruthy();
  });
});
