import { PRODUCTS } from "../../mocks/data/catalog";
import { expect, test } from "./fixtures";
import { text } from "./messages";

/**
 * Issue 53: an agent platform calls the ACP checkout sessions with plain HTTP, on the same
 * checkout, cart and order path as UCP and the storefront (decision 200): a dress for a home in
 * France, in euros; its key, version and idempotency honoured; every refusal in ACP's terms.
 */

const KEY = "acp-local-agent-platform-key";
const HEADERS = { Authorization: `Bearer ${KEY}`, "API-Version": "2026-01-16", "Accept-Language": "fr-FR" };
const DRESS = PRODUCTS.find((product) => product.productId === "1000003")!
  .options.flatMap((option) => option.sizes)
  .find((size) => size.availabilityCode === 2 && size.stock >= 3)!;
const PARIS = { name: "Léa Martin", line_one: "12 rue de Rivoli", city: "Paris", country: "FR", postal_code: "75004" };

interface Session {
  id: string;
  status: string;
  currency: string;
  line_items: { item: { id: string; quantity: number }; base_amount: number; total: number }[];
  fulfillment_options: { type: string; id: string; totals: { amount: number }[] }[];
  selected_fulfillment_options: { option_id: string }[];
  totals: { type: string; display_text: string; amount: number }[];
  messages: { type: string; code?: string; param?: string; content_type: string; content: string }[];
  links: { type: string; url: string }[];
}

test.describe("issue 53: ACP checkout sessions over REST", () => {
  test("the discovery document names the API base, version, transport and what the sessions do", async ({
    request,
  }) => {
    const response = await request.get("/.well-known/acp.json");
    expect(response.headers()["cache-control"]).toContain("public");
    // ACP 2026-04-17's document: both releases the shop speaks, the services, what never varies per session.
    expect(await response.json()).toEqual({
      protocol: {
        name: "acp",
        version: "2026-04-17",
        supported_versions: ["2026-01-16", "2026-04-17"],
        documentation_url: "http://localhost:8787/agents.md",
      },
      api_base_url: "http://localhost:8787/acp",
      transports: ["rest"],
      capabilities: {
        services: ["checkout"],
        extensions: [{ name: "discount" }],
        intervention_types: ["3ds"],
        supported_currencies: ["eur", "chf", "pln"],
        supported_locales: expect.arrayContaining(["fr-FR", "pl-PL"]),
      },
    });
  });

  test("a dress for a home in France, in euros: created once per idempotency key, its delivery and code set, handed to the shopper", async ({
    request,
  }) => {
    // Keys of this run: a server kept between local runs remembers the last run's for a day.
    const createKey = `create-${crypto.randomUUID()}`;
    const completeKey = `complete-${crypto.randomUUID()}`;
    const body = {
      items: [{ id: DRESS.sku, quantity: 1 }],
      buyer: { email: "lea.martin@example.fr", first_name: "Léa", last_name: "Martin" },
      fulfillment_details: { address: PARIS },
    };
    const created = await request.post("/acp/checkout_sessions", {
      headers: { ...HEADERS, "Idempotency-Key": createKey },
      data: body,
    });
    expect(created.status()).toBe(201);
    expect(created.headers()["idempotency-key"]).toBe(createKey);
    const session = (await created.json()) as Session;
    expect(session.id).toMatch(/^chk_/);
    expect(session.currency).toBe("eur");
    expect(session.status).toBe("not_ready_for_payment");
    expect(session.line_items).toEqual([expect.objectContaining({ item: { id: DRESS.sku, quantity: 1 } })]);
    expect(session.fulfillment_options.map((option) => option.id)).toEqual(expect.arrayContaining(["NO", "EX"]));
    expect(session.messages.map((message) => `${message.type} ${message.param}`)).toEqual([
      "error $.selected_fulfillment_options[0].option_id",
      "info $.fulfillment_details.address",
    ]);
    expect(session.messages[1]!.content).toBe(text("fr", "agent_acp_address_on_site"));
    expect(session.links.map((link) => link.type)).toEqual(["terms_of_use", "privacy_policy"]);

    // The same key and request: the first answer again, no second session; another request: 409.
    const replay = await request.post("/acp/checkout_sessions", {
      headers: { ...HEADERS, "Idempotency-Key": createKey },
      data: body,
    });
    expect(replay.status()).toBe(201);
    expect(replay.headers()["idempotent-replayed"]).toBe("true");
    expect(((await replay.json()) as Session).id).toBe(session.id);
    const conflict = await request.post("/acp/checkout_sessions", {
      headers: { ...HEADERS, "Idempotency-Key": createKey },
      data: { ...body, items: [{ id: DRESS.sku, quantity: 2 }] },
    });
    expect(conflict.status()).toBe(409);
    expect(await conflict.json()).toMatchObject({ type: "request_not_idempotent", code: "idempotency_conflict" });

    const updated = await request.post(`/acp/checkout_sessions/${session.id}`, {
      headers: HEADERS,
      data: { selected_fulfillment_options: [{ option_id: "EX" }], discounts: { codes: ["WELCOME10"] } },
    });
    const ready = (await updated.json()) as Session;
    expect(ready.selected_fulfillment_options[0]!.option_id).toBe("EX");
    const amount = (type: string) => ready.totals.find((entry) => entry.type === type)?.amount ?? 0;
    expect(amount("total")).toBe(amount("subtotal") + amount("discount") + amount("fulfillment"));
    expect(amount("fulfillment")).toBeGreaterThan(0);
    const handoff = ready.messages.find((message) => message.code === "requires_sign_in")!;
    expect(handoff.content_type).toBe("markdown");
    expect(handoff.content).toContain(`(http://localhost:8787/fr-fr/cart?share=${DRESS.sku}:1&promo=WELCOME10)`);

    // Completing is refused in ACP's terms: the shopper pays on the site; a replay says the same.
    const complete = () =>
      request.post(`/acp/checkout_sessions/${session.id}/complete`, {
        headers: { ...HEADERS, "Idempotency-Key": completeKey },
        data: { payment_data: { token: "spt_test_visa", provider: "stripe" } },
      });
    for (const attempt of [await complete(), await complete()]) {
      expect(attempt.status()).toBe(400);
      expect(await attempt.json()).toMatchObject({
        type: "invalid_request",
        code: "requires_sign_in",
        param: "$.payment_data",
      });
    }
    expect(
      ((await (await request.get(`/acp/checkout_sessions/${session.id}`, { headers: HEADERS })).json()) as Session).id,
    ).toBe(session.id);

    const cancelled = await request.post(`/acp/checkout_sessions/${session.id}/cancel`, { headers: HEADERS });
    expect(((await cancelled.json()) as Session).status).toBe("canceled");
    expect((await request.post(`/acp/checkout_sessions/${session.id}/cancel`, { headers: HEADERS })).status()).toBe(
      405,
    );
    expect((await request.get(`/acp/checkout_sessions/${session.id}`, { headers: HEADERS })).status()).toBe(404);
  });

  test("two creates racing with one Idempotency-Key make one session", async ({ request }) => {
    const key = `race-${crypto.randomUUID()}`;
    const create = () =>
      request.post("/acp/checkout_sessions", {
        headers: { ...HEADERS, "Idempotency-Key": key },
        data: { items: [{ id: DRESS.sku, quantity: 1 }] },
      });
    const answers = await Promise.all([create(), create()]);
    const ids: string[] = [];
    for (const answer of answers) {
      const body = await answer.json();
      if (answer.status() === 409) expect(body.code).toBe("idempotency_in_progress");
      else ids.push((body as Session).id);
    }
    expect(new Set(ids).size).toBe(1);
    expect(((await (await create()).json()) as Session).id).toBe(ids[0]);
  });

  test("refused in ACP's terms: no key, no or another version, a browser elsewhere, bad JSON, absurd quantities, forged ids", async ({
    request,
  }) => {
    const sessions = "/acp/checkout_sessions";
    const data = { items: [{ id: DRESS.sku, quantity: 1 }] };
    const cases: [Record<string, string>, unknown, number, string][] = [
      [{ ...HEADERS, Authorization: "Bearer not-a-key-we-gave-anyone" }, data, 401, "unauthorized"],
      [{ "API-Version": "2026-01-16" }, data, 401, "unauthorized"],
      [{ ...HEADERS, "API-Version": "1999-01-01" }, data, 400, "unsupported_api_version"],
      [{ Authorization: HEADERS.Authorization }, data, 400, "missing_api_version"],
      [{ ...HEADERS, Origin: "https://evil.example" }, data, 403, "forbidden_origin"],
      [HEADERS, { items: [{ id: DRESS.sku, quantity: 999 }] }, 400, "invalid"],
      [HEADERS, { items: [{ id: "99999999999", quantity: 1 }] }, 400, "item_not_found"],
    ];
    for (const [headers, body, status, code] of cases) {
      const response = await request.post(sessions, { headers, data: body });
      expect(response.status(), code).toBe(status);
      expect((await response.json()).code, JSON.stringify(headers)).toBe(code);
    }
    const version = await request.post(sessions, { headers: { ...HEADERS, "API-Version": "1999-01-01" }, data });
    expect((await version.json()).supported_versions).toEqual(["2026-01-16", "2026-04-17"]);
    const quantity = await request.post(sessions, {
      headers: HEADERS,
      data: { items: [{ id: DRESS.sku, quantity: 999 }] },
    });
    expect((await quantity.json()).param).toBe("$.items[0].quantity");
    const json = await request.post(sessions, {
      headers: { ...HEADERS, "Content-Type": "application/json" },
      data: Buffer.from("{not json"),
    });
    expect(await json.json()).toMatchObject({ code: "invalid_json" });
    for (const id of ["chk_00000000-0000-0000-0000-000000000000", "..%2F..%2Fetc", "x".repeat(300)])
      expect((await request.get(`${sessions}/${id}`, { headers: HEADERS })).status(), id).toBe(404);
  });
});
