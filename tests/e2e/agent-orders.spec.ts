import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { text } from "./messages";
import { signedInAt } from "./session";
import { BASE, call, connect, jumperInM } from "./ucp-client";

/**
 * Issue 53 (decision 202): an agent buys for a shopper who linked her account. It finds the shop's
 * OAuth server from its metadata, the shopper consents on the site's own page in her language,
 * the agent exchanges the code (PKCE) for a token, then checks out over UCP with it: the site's
 * delivery option and one of the destinations listed for her, paid with a card token from the
 * shop's payment handler. The order is in her account and in get_order. A card refused, a bank's
 * 3-D Secure check, and the tokens' refusals are said in protocol terms.
 */

const REDIRECT = "http://127.0.0.1:4567/callback";
const CLIENT_ID = "offline-shopping-agent";
// RFC 7636 appendix B.
const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const WARSAW_CARD = {
  street_address: "ul. Nowy Świat 15",
  address_locality: "Warszawa",
  postal_code: "00-029",
  address_country: "PL",
};

interface Checkout {
  id: string;
  status: string;
  currency: string;
  totals: { type: string; amount: number }[];
  messages: { type: string; code?: string; path?: string; content: string }[];
  fulfillment: {
    methods: {
      type: string;
      destinations?: { id: string; name?: string; street_address: string }[];
      selected_destination_id?: string | null;
      groups: { options: { id: string }[] }[];
    }[];
  };
  continue_url: string;
  order?: { id: string; permalink_url: string };
}
const total = (checkout: Checkout, type: string) => checkout.totals.find((entry) => entry.type === type)?.amount;
const codes = (checkout: Checkout) =>
  checkout.messages.map((message) => `${message.code} ${message.path ?? ""}`.trim());
const card = (token: string, extra: object = {}) => ({
  payment: {
    instruments: [
      {
        id: "pi_1",
        handler_id: "card_token",
        type: "card",
        display: { brand: "visa", last_digits: "1111" },
        credential: { type: "token", token },
        ...extra,
      },
    ],
  },
});

/** The shopper links her account: the agent's authorization request, her consent, the code exchanged. */
async function linkAccount(page: Page, who: string, state = "st-1") {
  const metadata = (await (await fetch(`${BASE}/.well-known/oauth-authorization-server`)).json()) as Record<
    string,
    string
  >;
  const authorize = new URL(String(metadata.authorization_endpoint));
  for (const [name, value] of Object.entries({
    response_type: "code",
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT,
    scope: "dev.ucp.shopping.checkout:manage dev.ucp.shopping.order:read",
    state,
    code_challenge: CHALLENGE,
    code_challenge_method: "S256",
    ui_locales: "pl-PL pl",
  }))
    authorize.searchParams.set(name, value);
  let back: URL | undefined;
  await page.route(/^http:\/\/127\.0\.0\.1:4567\/callback/, (route) => {
    back = new URL(route.request().url());
    return route.fulfill({ contentType: "text/plain", body: "linked" });
  });
  await signedInAt(page, authorize.href, who);
  return { metadata, authorize, back: () => back };
}

const POLAND = { address_country: "PL", language: "pl", postal_code: "00-029" };

/** One size M jumper for the parcel lockers around Warsaw's 00-029, by the agent holding her token. */
async function lockerCheckout(agent: Awaited<ReturnType<typeof connect>>, buyer: Record<string, string>) {
  const sku = await jumperInM(agent);
  return call<Checkout>(agent, "create_checkout", {
    checkout: {
      line_items: [{ item: { id: sku }, quantity: 1 }],
      context: POLAND,
      buyer,
      fulfillment: { methods: [{ groups: [{ selected_option_id: "LO" }] }] },
    },
  });
}

async function exchange(code: string) {
  const answer = await fetch(`${BASE}/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT,
      code_verifier: VERIFIER,
    }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, string> };
}

test.describe("issue 53: an agent buys for a shopper who linked her account (UCP identity linking, card token)", () => {
  test("a size M jumper to a parcel locker in Poland, in złoty: consent in Polish, a card refused, then the order in her account and in get_order", async ({
    page,
    mockWorld,
  }) => {
    const linking = await linkAccount(page, "Jonas");
    expect(linking.metadata).toMatchObject({ issuer: BASE, code_challenge_methods_supported: ["S256"] });
    // Her consent, on the Polish site, naming the agent and what it may do.
    await expect(page).toHaveURL(/\/pl-pl\/account\/agent-access\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("pl", "agent_link_title", { client: "Offline Shopping Agent" }),
    );
    await expect(page.getByText(text("pl", "agent_link_scope_orders"))).toBeVisible();
    await page.getByRole("button", { name: text("pl", "agent_link_allow") }).click();
    await expect.poll(() => linking.back()?.searchParams.get("state")).toBe("st-1");
    const back = linking.back()!;
    expect(back.searchParams.get("iss")).toBe(BASE);
    const code = back.searchParams.get("code")!;
    const tokens = await exchange(code);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: "Bearer", scope: expect.stringContaining("checkout:manage") });
    // A code is used once.
    expect((await exchange(code)).body).toMatchObject({ error: "invalid_grant" });

    const agent = await connect({ Authorization: `Bearer ${tokens.body.access_token}`, "x-mock-world": mockWorld });
    const created = await lockerCheckout(agent, {
      email: "jonas.becker@example.com",
      first_name: "Jonas",
      last_name: "Becker",
      phone_number: "22 123 45 67",
    });
    expect(created.ucp.currency).toBe("PLN");
    // Linked: the lockers around her postcode are listed, and one is to be chosen.
    const lockers = created.ucp.fulfillment.methods.find((method) => method.type === "pickup")!.destinations!;
    expect(lockers.length).toBeGreaterThan(0);
    expect(codes(created.ucp)).toEqual(["missing $.fulfillment.methods[0].selected_destination_id"]);
    const ready = await call<Checkout>(agent, "update_checkout", {
      id: created.ucp.id,
      checkout: { fulfillment: { methods: [{ selected_destination_id: lockers[0]!.id }] } },
    });
    expect(ready.ucp.status).toBe("ready_for_complete");

    // A refused card: said at the instrument, nothing ordered, the checkout still ready.
    const refused = await call<Checkout>(agent, "complete_checkout", {
      id: created.ucp.id,
      checkout: card("tok_offline_refused", { billing_address: WARSAW_CARD }),
    });
    expect(codes(refused.ucp)).toEqual(["payment_failed $.payment.instruments[0]"]);
    expect(refused.ucp.messages[0]!.content).toBe(text("pl", "agent_order_payment_refused"));
    expect(refused.ucp.status).toBe("ready_for_complete");

    // Paid: the order, once for one idempotency key however often it is sent.
    const payWith = (key: string) =>
      agent.callTool({
        name: "complete_checkout",
        arguments: {
          meta: { "ucp-agent": { profile: "https://agent.example/profile.json" }, "idempotency-key": key },
          id: created.ucp.id,
          checkout: card("tok_offline_visa", { billing_address: WARSAW_CARD }),
        },
      });
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    const paid = (await payWith(first)).structuredContent as unknown as Checkout;
    expect(paid.status).toBe("completed");
    const orderId = paid.order!.id;
    expect(((await payWith(first)).structuredContent as unknown as Checkout).order!.id).toBe(orderId);
    expect(((await payWith(second)).structuredContent as unknown as Checkout).order!.id).toBe(orderId);

    const order = await call<{
      id: string;
      checkout_id: string;
      currency: string;
      totals: { type: string; amount: number }[];
      fulfillment: { expectations: { method_type: string }[] };
      permalink_url: string;
    }>(agent, "get_order", { id: orderId, context: POLAND });
    expect(order.ucp).toMatchObject({ id: orderId, checkout_id: created.ucp.id, currency: "PLN" });
    expect(order.ucp.fulfillment.expectations[0]!.method_type).toBe("pickup");
    expect(order.ucp.totals.at(-1)).toEqual({ type: "total", amount: total(ready.ucp, "total") });

    // The same order in her account, in her language.
    await page.goto(order.ucp.permalink_url);
    await expect(page.getByText(orderId).first()).toBeVisible();
    await expect(page.getByText(/zł/).first()).toBeVisible();

    // Another customer's agent, or none, does not see it.
    const anonymous = await connect({ "x-mock-world": mockWorld });
    expect((await call<Checkout>(anonymous, "get_checkout", { id: created.ucp.id })).ucp.ucp.status).toBe("error");
    expect((await call<object>(anonymous, "get_order", { id: orderId, context: POLAND })).ucp.ucp.status).toBe("error");
  });

  test("a bank's 3-D Secure check: the cardholder approves on her bank's page and lands on the order's confirmation; the agent reads the order", async ({
    page,
    mockWorld,
  }) => {
    const linking = await linkAccount(page, "Léa", "st-2");
    await page.getByRole("button", { name: text("pl", "agent_link_allow") }).click();
    await expect.poll(() => linking.back()?.searchParams.get("code")).toBeTruthy();
    const tokens = await exchange(linking.back()!.searchParams.get("code")!);
    const agent = await connect({ Authorization: `Bearer ${tokens.body.access_token}`, "x-mock-world": mockWorld });
    const created = await lockerCheckout(agent, { email: "lea.martin@example.com", phone_number: "+48 22 123 45 67" });
    const locker = created.ucp.fulfillment.methods.find((method) => method.type === "pickup")!.destinations![0]!;
    await call<Checkout>(agent, "update_checkout", {
      id: created.ucp.id,
      checkout: { fulfillment: { methods: [{ selected_destination_id: locker.id }] } },
    });
    // Her account's billing address is in France, which the Polish site does not invoice: the card's is needed.
    const noBilling = await call<Checkout>(agent, "complete_checkout", {
      id: created.ucp.id,
      checkout: card("tok_offline_3ds"),
    });
    expect(codes(noBilling.ucp)).toEqual(["missing $.payment.instruments[0].billing_address"]);
    const challenged = await call<Checkout>(agent, "complete_checkout", {
      id: created.ucp.id,
      checkout: card("tok_offline_3ds", {
        billing_address: { ...WARSAW_CARD, first_name: "Léa", last_name: "Martin" },
      }),
    });
    expect(challenged.ucp.status).toBe("requires_escalation");
    expect(codes(challenged.ucp)).toEqual(["requires_3ds"]);
    expect((await call<Checkout>(agent, "get_checkout", { id: created.ucp.id })).ucp.status).toBe(
      "requires_escalation",
    );

    await page.goto(challenged.ucp.continue_url);
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page).toHaveURL(/\/pl-pl\/order-confirmation\?order=/);
    const orderId = new URL(page.url()).searchParams.get("order")!;
    await expect(page.getByText(orderId).first()).toBeVisible();

    const done = await call<Checkout>(agent, "get_checkout", { id: created.ucp.id });
    expect(done.ucp.status).toBe("completed");
    expect(done.ucp.order!.id).toBe(orderId);
  });

  test("refusals: a forged or revoked token, a denied consent, an unknown agent, another agent's code", async ({
    page,
  }) => {
    const forged = await fetch(`${BASE}/api/ucp/mcp`, {
      method: "POST",
      headers: {
        Authorization: "Bearer a.b.c.d.e",
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("WWW-Authenticate")).toContain('error="invalid_token"');

    const stranger = await page.goto(
      `${BASE}/oauth/authorize?response_type=code&client_id=stranger&ui_locales=pl&redirect_uri=${encodeURIComponent("https://evil.example/cb")}`,
    );
    expect(stranger!.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("pl", "agent_link_refused_title"));

    const linking = await linkAccount(page, "Léa", "st-3");
    await page.getByRole("button", { name: text("pl", "agent_link_deny") }).click();
    await expect.poll(() => linking.back()?.searchParams.get("error")).toBe("access_denied");
    expect(linking.back()!.searchParams.get("code")).toBeNull();

    // A code never issued to this agent (here: none at all) is refused; revocation ends a grant.
    expect((await exchange("not-a-code")).body).toMatchObject({ error: "invalid_grant" });
  });
});
