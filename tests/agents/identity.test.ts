import { SignJWT } from "jose";
import { describe, expect, test } from "vitest";
import { parseAgentClients, redirectMatches, redirectOrigins } from "../../app/agents/identity/clients";
import { memoryGrantMarks } from "../../app/agents/identity/grant-marks";
import { openGrant, verifierMeets } from "../../app/agents/identity/grants.server";
import {
  bearerIdentity,
  issueCode,
  readAuthorizeRequest,
  revokeEndpoint,
  tokenEndpoint,
} from "../../app/agents/identity/oauth.server";

const origin = "https://www.atelier-sept.example";
const clients = parseAgentClients(
  JSON.stringify([
    {
      client_id: "agent-one",
      client_name: "Agent One",
      redirect_uris: ["https://agent.example/cb", "http://127.0.0.1/cb"],
    },
  ]),
);
const deps = () => ({
  origin,
  secret: "a-secret-of-at-least-thirty-two-characters",
  clients,
  marks: memoryGrantMarks(),
});

// RFC 7636 appendix B's verifier and challenge.
const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

async function customerSession(refreshSeconds = 3 * 24 * 3600) {
  const key = new TextEncoder().encode("backend");
  const now = Math.floor(Date.now() / 1000);
  const sign = (exp: number) =>
    new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject("C1").setExpirationTime(exp).sign(key);
  return { accessToken: await sign(now + 600), refreshToken: await sign(now + refreshSeconds) };
}

const authorizeQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: "code",
    client_id: "agent-one",
    redirect_uri: "https://agent.example/cb",
    scope: "dev.ucp.shopping.checkout:manage dev.ucp.shopping.order:read",
    state: "xyz",
    code_challenge: CHALLENGE,
    code_challenge_method: "S256",
    ...overrides,
  });

async function codeFor(shop = deps()) {
  const reading = readAuthorizeRequest(authorizeQuery(), shop);
  if (!reading.ok) throw new Error("refused");
  return issueCode(reading.request, { id: "C1", session: await customerSession() }, shop);
}

const exchange = (code: string, overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    grant_type: "authorization_code",
    code,
    client_id: "agent-one",
    redirect_uri: "https://agent.example/cb",
    code_verifier: VERIFIER,
    ...overrides,
  });

describe("agents' account linking, OAuth 2.0 with PKCE (issue 53, decision 202)", () => {
  test("a redirect URI matches its registration exactly, a loopback one whatever its port", () => {
    expect(redirectMatches("https://agent.example/cb", "https://agent.example/cb")).toBe(true);
    expect(redirectMatches("https://agent.example/cb", "https://agent.example/cb/")).toBe(false);
    expect(redirectMatches("https://agent.example/cb", "https://evil.example/cb")).toBe(false);
    expect(redirectMatches("http://127.0.0.1/cb", "http://127.0.0.1:51234/cb")).toBe(true);
    expect(redirectMatches("http://127.0.0.1/cb", "http://127.0.0.1:51234/other")).toBe(false);
    expect(redirectMatches("http://127.0.0.1/cb", "http://127.0.0.1:99999/cb")).toBe(false);
    expect(redirectOrigins(clients)).toEqual(["https://agent.example", "http://127.0.0.1:*"]);
    expect(parseAgentClients("not json")).toEqual([]);
    expect(
      parseAgentClients('[{"client_id":"x1x","client_name":"X","redirect_uris":["http://evil.example/"]}]'),
    ).toEqual([]);
  });

  test("an authorization request from an unknown client or to an unregistered address is never redirected; others are refused at the client's", () => {
    expect(readAuthorizeRequest(authorizeQuery({ client_id: "stranger" }), deps())).toMatchObject({
      ok: false,
      redirect: null,
    });
    expect(readAuthorizeRequest(authorizeQuery({ redirect_uri: "https://evil.example/cb" }), deps())).toMatchObject({
      ok: false,
      redirect: null,
    });
    const noPkce = readAuthorizeRequest(authorizeQuery({ code_challenge_method: "plain" }), deps());
    expect(noPkce.ok).toBe(false);
    const back = new URL((noPkce as { redirect: string }).redirect);
    expect([back.origin + back.pathname, back.searchParams.get("error"), back.searchParams.get("state")]).toEqual([
      "https://agent.example/cb",
      "invalid_request",
      "xyz",
    ]);
    expect(back.searchParams.get("iss")).toBe(origin);
    const badScope = readAuthorizeRequest(authorizeQuery({ scope: "admin" }), deps()) as { redirect: string };
    expect(new URL(badScope.redirect).searchParams.get("error")).toBe("invalid_scope");
    const none = readAuthorizeRequest(authorizeQuery({ scope: "" }), deps());
    expect(none.ok && none.request.scope).toEqual(["dev.ucp.shopping.checkout:manage", "dev.ucp.shopping.order:read"]);
  });

  test("PKCE S256 as RFC 7636 computes it", async () => {
    expect(await verifierMeets(VERIFIER, CHALLENGE)).toBe(true);
    expect(await verifierMeets(`${VERIFIER.slice(0, -1)}A`, CHALLENGE)).toBe(false);
    expect(await verifierMeets("short", CHALLENGE)).toBe(false);
  });

  test("a code becomes tokens once, with its verifier and its redirect URI, for its client only", async () => {
    const shop = deps();
    const code = await codeFor(shop);
    expect(
      (await tokenEndpoint(exchange(code, { code_verifier: `${VERIFIER.slice(0, -1)}A` }), shop)).body,
    ).toMatchObject({
      error: "invalid_grant",
    });
    expect((await tokenEndpoint(exchange(code, { redirect_uri: "http://127.0.0.1/cb" }), shop)).body).toMatchObject({
      error: "invalid_grant",
    });
    expect(await tokenEndpoint(exchange(code, { client_id: "stranger" }), shop)).toMatchObject({
      status: 401,
      body: { error: "invalid_client" },
    });
    const issued = await tokenEndpoint(exchange(code), shop);
    expect(issued).toMatchObject({
      status: 200,
      body: { token_type: "Bearer", scope: expect.stringContaining("order:read") },
    });
    expect((await tokenEndpoint(exchange(code), shop)).body).toMatchObject({ error: "invalid_grant" });
    // A code used twice may have been stolen: the tokens it gave end with it.
    expect(await bearerIdentity(`Bearer ${issued.body.access_token}`, shop)).toEqual({ ok: false });
    const access = await openGrant(String(issued.body.access_token), "access", shop);
    expect(access).toMatchObject({ customer: "C1", client: "agent-one" });
    // Sealed: the customer's own tokens are not readable in what the agent holds.
    expect(String(issued.body.access_token)).not.toContain(access!.session.refreshToken.split(".")[1]);
    expect(await openGrant(String(issued.body.access_token), "refresh", shop)).toBeNull();
    expect(
      await openGrant(String(issued.body.access_token), "access", {
        ...shop,
        secret: "another-secret-of-thirty-two-chars!!",
      }),
    ).toBeNull();
  });

  test("a refresh token renews the access token until the grant is revoked; then every token of it is refused", async () => {
    const shop = deps();
    const issued = (await tokenEndpoint(exchange(await codeFor(shop)), shop)).body;
    const refresh = new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: String(issued.refresh_token),
      client_id: "agent-one",
    });
    expect((await tokenEndpoint(refresh, shop)).status).toBe(200);
    const bearer = `Bearer ${issued.access_token}`;
    expect(await bearerIdentity(bearer, shop)).toMatchObject({ ok: true, identity: { customer: "C1" } });
    await revokeEndpoint(new URLSearchParams({ token: String(issued.refresh_token), client_id: "agent-one" }), shop);
    expect((await tokenEndpoint(refresh, shop)).body).toMatchObject({ error: "invalid_grant" });
    expect(await bearerIdentity(bearer, shop)).toMatchObject({ ok: false });
    expect(await bearerIdentity(null, shop)).toEqual({ ok: true, identity: null });
    // A platform the shop no longer registers: its tokens are refused at once.
    const fresh = (await tokenEndpoint(exchange(await codeFor(shop)), shop)).body;
    expect(await bearerIdentity(`Bearer ${fresh.access_token}`, { ...shop, clients: [] })).toEqual({ ok: false });
    expect(await bearerIdentity("Bearer forged.token.with.five.parts", shop)).toMatchObject({ ok: false });
  });

  test("no token outlives the customer's own sign-in", async () => {
    const shop = deps();
    const reading = readAuthorizeRequest(authorizeQuery(), shop);
    if (!reading.ok) throw new Error("refused");
    const code = await issueCode(reading.request, { id: "C1", session: await customerSession(1200) }, shop);
    const issued = (await tokenEndpoint(exchange(code), shop)).body;
    expect(Number(issued.expires_in)).toBeLessThanOrEqual(1200);
  });
});
