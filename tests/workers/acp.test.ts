import { describe, expect, test } from "vitest";
import { checkoutInputOf, sessionMarket } from "../../app/agents/acp/session-input";
import { idempotencyName } from "../../app/agents/idempotency";
import { createMockBackend } from "../../mocks/backend";
import { handleEdgeRequest } from "../../workers/edge";
import { edgeTestEnv, MOCK_KEY } from "../helpers/edge-env";

const backend = createMockBackend({ subscriptionKey: MOCK_KEY });
const KEY = "acp-unit-test-platform-key";
const OTHER_KEY = "acp-unit-test-another-platform";
const call = (path: string, init: RequestInit = {}) =>
  handleEdgeRequest(
    new Request(`http://localhost:8787${path}`, init),
    edgeTestEnv(backend, { ACP_API_KEYS: `${KEY},${OTHER_KEY}` }),
    { waitUntil: () => {} },
    async () => new Response("not a page", { status: 500 }),
  );
const headers = { Authorization: `Bearer ${KEY}`, "API-Version": "2026-01-16", "Content-Type": "application/json" };

describe("ACP checkout sessions at the edge (issue 53, decision 200)", () => {
  test("an ACP request is read as the UCP checkout's input; its market is the address's country and the agent's language", () => {
    expect(
      checkoutInputOf({
        items: [{ id: "10000030103", quantity: 2 }],
        fulfillment_details: {
          email: "lea@example.fr",
          address: { line_one: "1 rue", city: "Paris", country: "FR", postal_code: "75001" },
        },
        selected_fulfillment_options: [{ option_id: "NO" }],
        discounts: { codes: ["WELCOME10"] },
      }),
    ).toEqual({
      line_items: [{ item: { id: "10000030103" }, quantity: 2 }],
      buyer: { email: "lea@example.fr", first_name: undefined, last_name: undefined },
      context: { postal_code: "75001" },
      fulfillment: { methods: [{ groups: [{ selected_option_id: "NO" }] }] },
      discounts: { codes: ["WELCOME10"] },
    });
    // A linked shopper's (decision 202): her phone for the carrier, and the address it goes to.
    expect(
      checkoutInputOf(
        {
          buyer: { email: "lea@example.fr", phone_number: "+33612345678" },
          fulfillment_details: {
            address: { name: "Léa Martin", line_one: "1 rue", city: "Paris", country: "fr", postal_code: "75001" },
          },
        },
        true,
      ),
    ).toMatchObject({
      buyer: { phone_number: "+33612345678" },
      fulfillment: {
        methods: [
          {
            destinations: [
              {
                first_name: "Léa",
                last_name: "Martin",
                street_address: "1 rue",
                address_locality: "Paris",
                postal_code: "75001",
                address_country: "FR",
              },
            ],
          },
        ],
      },
    });
    const address = { line_one: "ul. Nowy Świat 15", city: "Warszawa", country: "PL", postal_code: "00-029" };
    expect(sessionMarket({ fulfillment_details: { address } }, "en-GB,en;q=0.8")).toBe("pl-pl");
    expect(sessionMarket({}, "fr-CH")).toBe("fr");
  });

  test("the same Idempotency-Key of two platforms names two records", async () => {
    expect(await idempotencyName("platform-a", "k1")).not.toBe(await idempotencyName("platform-b", "k1"));
  });

  test("without the platform's key, a version the shop speaks, or from a browser elsewhere: refused before any work, in ACP's shape", async () => {
    const body = JSON.stringify({ items: [{ id: "10000030103", quantity: 1 }] });
    const noKey = await call("/acp/checkout_sessions", {
      method: "POST",
      body,
      headers: { ...headers, Authorization: "" },
    });
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get("WWW-Authenticate")).toContain("Bearer");
    expect(await noKey.json()).toMatchObject({ type: "invalid_request", code: "unauthorized" });
    const version = await call("/acp/checkout_sessions", {
      method: "POST",
      body,
      headers: { ...headers, "API-Version": "2025-09-29" },
    });
    expect(await version.json()).toMatchObject({
      code: "unsupported_api_version",
      supported_versions: ["2026-01-16", "2026-04-17"],
    });
    const elsewhere = await call("/acp/checkout_sessions", {
      method: "POST",
      body,
      headers: { ...headers, Origin: "https://evil.example" },
    });
    expect(elsewhere.status).toBe(403);
    expect((await call("/acp/checkout_sessions", { method: "DELETE", headers })).status).toBe(405);
    expect((await call("/acp/orders", { headers })).status).toBe(404);
    // No key configured at all (a deploy without its secret): every call is refused.
    const unconfigured = await handleEdgeRequest(
      new Request("http://localhost:8787/acp/checkout_sessions", { method: "POST", body, headers }),
      edgeTestEnv(backend),
      { waitUntil: () => {} },
      async () => new Response(null, { status: 500 }),
    );
    expect(unconfigured.status).toBe(401);
  });

  test("ACP 2026-04-17: every POST needs its Idempotency-Key, says whether it replayed, a conflict is a 422 and a decimal quantity is refused at its place", async () => {
    const latest = { ...headers, "API-Version": "2026-04-17", "Accept-Language": "fr-FR" };
    const body = JSON.stringify({ items: [{ id: "10000030103", quantity: 1 }] });
    const keyless = await call("/acp/checkout_sessions", { method: "POST", headers: latest, body });
    expect(keyless.status).toBe(400);
    expect(await keyless.json()).toMatchObject({ type: "invalid_request", code: "idempotency_key_required" });
    const key = `k-${crypto.randomUUID()}`;
    const made = await call("/acp/checkout_sessions", {
      method: "POST",
      headers: { ...latest, "Idempotency-Key": key },
      body,
    });
    expect([made.status, made.headers.get("Idempotent-Replayed")]).toEqual([201, "false"]);
    const again = await call("/acp/checkout_sessions", {
      method: "POST",
      headers: { ...latest, "Idempotency-Key": key },
      body,
    });
    expect([again.status, again.headers.get("Idempotent-Replayed")]).toEqual([201, "true"]);
    const conflict = await call("/acp/checkout_sessions", {
      method: "POST",
      headers: { ...latest, "Idempotency-Key": key },
      body: JSON.stringify({ items: [{ id: "10000030103", quantity: 2 }] }),
    });
    expect(conflict.status).toBe(422);
    expect(await conflict.json()).toMatchObject({ type: "invalid_request", code: "idempotency_conflict" });
    // An update is a POST too: it needs its key under this release.
    const session = (await made.json()) as { id: string };
    const update = await call(`/acp/checkout_sessions/${session.id}`, { method: "POST", headers: latest, body: "{}" });
    expect(update.status).toBe(400);
    const decimal = await call("/acp/checkout_sessions", {
      method: "POST",
      headers: { ...latest, "Idempotency-Key": `k-${crypto.randomUUID()}` },
      body: JSON.stringify({ items: [{ id: "10000030103", quantity: 2.5 }] }),
    });
    expect(decimal.status).toBe(400);
    expect(await decimal.json()).toMatchObject({ code: "invalid", param: "$.items[0].quantity" });
  });

  test("a session made, read and cancelled against the in-process mock (its own platform's only): 201, 200, then 405 and 404", async () => {
    const made = await call("/acp/checkout_sessions", {
      method: "POST",
      headers: { ...headers, "Accept-Language": "fr-FR" },
      body: JSON.stringify({ items: [{ id: "10000030103", quantity: 1 }] }),
    });
    expect(made.status).toBe(201);
    const session = (await made.json()) as { id: string; currency: string; status: string };
    expect(session.currency).toBe("eur");
    expect((await call(`/acp/checkout_sessions/${session.id}`, { headers })).status).toBe(200);
    // Another platform's key finds nothing there, and cannot cancel it.
    const another = { ...headers, Authorization: `Bearer ${OTHER_KEY}` };
    expect((await call(`/acp/checkout_sessions/${session.id}`, { headers: another })).status).toBe(404);
    expect(
      (await call(`/acp/checkout_sessions/${session.id}/cancel`, { method: "POST", headers: another })).status,
    ).toBe(405);
    expect((await call(`/acp/checkout_sessions/${session.id}`, { headers })).status).toBe(200);
    expect((await call(`/acp/checkout_sessions/${session.id}/cancel`, { method: "POST", headers })).status).toBe(200);
    expect((await call(`/acp/checkout_sessions/${session.id}/cancel`, { method: "POST", headers })).status).toBe(405);
    expect((await call(`/acp/checkout_sessions/${session.id}`, { headers })).status).toBe(404);
  });
});
