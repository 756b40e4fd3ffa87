import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { fillBilling, payBy, WARSAW } from "./checkout-flow";
import { expect, test } from "./fixtures";
import { text } from "./messages";
import { signedInAt } from "./session";
import { BASE, call, connect, jumperInM, META } from "./ucp-client";

/**
 * Issue 53: an agent checks out through UCP's checkout capability over MCP (the MCP SDK's own
 * client), on the Polish site in złoty: the site's delivery options with their real prices, a
 * promo code, the buyer; every refusal said at its place in the request. The shopper it works for
 * then opens the checkout's continue_url and pays in the storefront's own payment step, with the
 * same lines and code (decision 199).
 */

const POLAND = { address_country: "PL", language: "pl" };

interface Message {
  type: string;
  code?: string;
  path?: string;
  content: string;
  severity?: string;
}
interface Option {
  id: string;
  title: string;
  description: string;
  totals: { type: string; amount: number }[];
}
interface Checkout {
  id: string;
  status: string;
  currency: string;
  line_items: { id: string; item: { id: string; price: number }; quantity: number }[];
  totals: { type: string; amount: number }[];
  messages: Message[];
  fulfillment: { methods: { type: string; groups: { selected_option_id: string | null; options: Option[] }[] }[] };
  discounts: { codes: string[]; applied: { code: string; amount: number }[] };
  links: { type: string; url: string }[];
  buyer?: { email: string; first_name?: string };
  continue_url: string;
  expires_at: string;
}

const total = (checkout: Checkout, type: string) => checkout.totals.find((entry) => entry.type === type)?.amount;
const paths = (checkout: Checkout) =>
  checkout.messages.map((message) => `${message.code} ${message.path ?? ""}`.trim());

/** A checkout of two of that jumper, made from the agent's cart. */
async function checkoutOfTwo(client: Client) {
  const sku = await jumperInM(client);
  const cart = await call<{ id: string }>(client, "create_cart", {
    cart: { line_items: [{ item: { id: sku }, quantity: 2 }], context: POLAND },
  });
  const created = await call<Checkout>(client, "create_checkout", {
    checkout: { cart_id: cart.ucp.id, context: POLAND },
  });
  return { sku, checkout: created.ucp };
}

test.describe("issue 53: UCP checkout over MCP, handed to the shopper", () => {
  test("an agent checks out a size M jumper in złoty: delivery options with real prices, a promo code, the buyer; refusals at their place", async () => {
    const client = await connect();
    const { checkout } = await checkoutOfTwo(client);
    expect(checkout.id).toMatch(/^chk_[0-9a-f-]{36}$/);
    expect(checkout.currency).toBe("PLN");
    expect(checkout.status).toBe("incomplete");
    expect(paths(checkout)).toEqual([
      "missing $.buyer.email",
      "missing $.fulfillment.methods[0].groups[0].selected_option_id",
    ]);
    expect(checkout.messages[0]!.content).toBe(text("pl", "agent_checkout_email_missing"));
    expect(checkout.links.map((link) => link.type)).toEqual(["terms_of_service", "privacy_policy"]);
    expect(Date.parse(checkout.expires_at) - Date.now()).toBeGreaterThan(5 * 3600_000);
    // Home delivery and the parcel locker, each with what it costs this cart.
    const options = checkout.fulfillment.methods.flatMap((method) => method.groups.flatMap((group) => group.options));
    expect(options.map((option) => option.id)).toEqual(expect.arrayContaining(["NO", "EX", "LO"]));
    const express = options.find((option) => option.id === "EX")!;
    expect(express.totals[0]!.amount).toBeGreaterThan(0);
    expect(express.description).toMatch(/\d+,\d\d[\s\u00a0\u202f]zł/);

    // Everything wrong at once: each refusal at its place, nothing kept.
    const refused = await call<Checkout>(client, "update_checkout", {
      id: checkout.id,
      checkout: {
        buyer: { email: "anna-at-example.pl", first_name: "<script>" },
        fulfillment: { methods: [{ groups: [{ selected_option_id: "TELEPORT" }] }] },
        discounts: { codes: ["NOSUCHCODE"] },
      },
    });
    expect(paths(refused.ucp)).toEqual([
      "invalid $.buyer.email",
      "invalid $.discounts.codes[0]",
      "invalid $.fulfillment.methods[0].groups[0].selected_option_id",
    ]);
    expect(refused.ucp.status).toBe("incomplete");
    expect(refused.ucp.discounts.codes).toEqual([]);

    // The buyer, the parcel locker and a code: ready, and handed to the shopper to sign in and pay.
    const ready = await call<Checkout>(client, "update_checkout", {
      id: checkout.id,
      checkout: {
        buyer: { email: "Anna.Nowak@example.pl", first_name: "Anna", last_name: "Nowak" },
        fulfillment: { methods: [{ groups: [{ selected_option_id: "LO" }] }] },
        discounts: { codes: ["welcome10"] },
      },
    });
    const subtotal = total(ready.ucp, "subtotal")!;
    const discount = total(ready.ucp, "discount")!;
    expect(ready.ucp.buyer).toEqual({ email: "anna.nowak@example.pl", first_name: "Anna", last_name: "Nowak" });
    expect(ready.ucp.discounts.codes).toEqual(["WELCOME10"]);
    expect(discount).toBeLessThan(0);
    expect(total(ready.ucp, "total")).toBe(subtotal + discount + total(ready.ucp, "fulfillment")!);
    expect(ready.ucp.status).toBe("requires_escalation");
    expect(paths(ready.ucp)).toEqual(["requires_sign_in"]);
    expect(ready.ucp.continue_url).toMatch(new RegExp(`^${BASE}/pl-pl/cart\\?share=\\d+:2&promo=WELCOME10$`));

    const completed = await call<Checkout>(client, "complete_checkout", { id: checkout.id });
    expect(completed.ucp.status).toBe("requires_escalation");
    expect((await call<Checkout>(client, "get_checkout", { id: checkout.id })).ucp.status).toBe("requires_escalation");
    await client.close();
  });

  test("forged and cancelled checkouts name nothing; a cancelled checkout's cart is gone", async () => {
    const client = await connect();
    for (const id of ["chk_00000000-0000-0000-0000-000000000000", "ucp1.pl-pl.x.y", "../../etc/passwd"]) {
      const forged = await call<Checkout>(client, "get_checkout", { id });
      expect(forged.result.isError).toBe(true);
      expect(forged.ucp.messages[0]!.code).toBe("not_found");
    }
    const { checkout } = await checkoutOfTwo(client);
    const cancelled = await call<Checkout>(client, "cancel_checkout", { id: checkout.id });
    expect(cancelled.ucp.status).toBe("canceled");
    for (const name of ["get_checkout", "update_checkout", "complete_checkout"]) {
      const after = await call<Checkout>(client, name, { id: checkout.id, checkout: {} });
      expect(after.ucp.messages[0]!.code, name).toBe("not_found");
    }
    await client.close();
  });

  test("one checkout per idempotency key, even when the agent sends it twice at once; the key on another request is refused", async () => {
    const client = await connect();
    const sku = await jumperInM(client);
    const key = `create-${crypto.randomUUID()}`;
    const checkout = { line_items: [{ item: { id: sku }, quantity: 1 }], context: POLAND };
    const create = (body: object) =>
      client.callTool({
        name: "create_checkout",
        arguments: { meta: { ...META, "idempotency-key": key }, checkout: body },
      });
    const [one, two] = await Promise.all([create(checkout), create(checkout)]);
    const ids = [one, two].flatMap((result) => {
      const content = result.structuredContent as { id?: string; messages?: Message[] };
      // The second, if it came while the first was running, is told so, and makes nothing.
      if (!content.id) expect(content.messages?.[0]?.code).toBe("idempotency_in_progress");
      return content.id ? [content.id] : [];
    });
    expect(new Set(ids).size).toBe(1);
    const again = (await create(checkout)).structuredContent as Checkout;
    expect(again.id).toBe(ids[0]);
    const other = (await create({ ...checkout, line_items: [{ item: { id: sku }, quantity: 2 }] }))
      .structuredContent as Checkout;
    expect(other.messages[0]!.code).toBe("idempotency_conflict");
    await client.close();
  });

  test("the agent's checkout handed to its shopper: the same lines and code in her cart, paid in the site's own payment step in złoty", async ({
    page,
  }) => {
    const client = await connect();
    const { checkout } = await checkoutOfTwo(client);
    const ready = await call<Checkout>(client, "update_checkout", {
      id: checkout.id,
      checkout: {
        buyer: { email: "anna.nowak@example.pl" },
        fulfillment: { methods: [{ groups: [{ selected_option_id: "NO" }] }] },
        discounts: { codes: ["WELCOME10"] },
      },
    });
    const handed = await call<Checkout>(client, "complete_checkout", { id: checkout.id });
    await client.close();
    expect(handed.ucp.status).toBe("requires_escalation");
    const amount = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

    // She opens the link: the agent's lines and code, offered before anything is added.
    await page.goto(handed.ucp.continue_url);
    await expect(page.getByText(text("pl", "cart_share_promo", { code: "WELCOME10" }))).toBeVisible();
    await page.getByRole("button", { name: text("pl", "cart_share_import") }).click();
    await expect(page.locator(".cart-line")).toHaveCount(1);
    await expect(page.locator(".cart-line .quantity-stepper__value")).toContainText("2");
    await expect(page.getByTestId("cart-total")).toContainText(amount(total(ready.ucp, "total")!));

    // Signed in, billing, delivery, payment: every step the site asks, with the same cart.
    await signedInAt(page, "/pl-pl/order-billing");
    await page.waitForLoadState("networkidle");
    await fillBilling(page, WARSAW);
    await page.getByRole("button", { name: text("pl", "checkout_to_delivery") }).click();
    await expect(page).toHaveURL(/\/pl-pl\/order-delivery$/);
    await page.getByRole("button", { name: text("pl", "checkout_to_overview") }).click();
    await page.locator("a.checkout__next").click();
    await expect(page).toHaveURL(/\/pl-pl\/order-payment$/);
    await expect(page.locator(".order-summary__total dd")).toContainText(amount(total(ready.ucp, "total")!));
    await payBy(page, "Przelewy24");
    await expect(page).toHaveURL(/\/pl-pl\/order-confirmation\?order=AS26\w+$/);
    await expect(page.locator(".order-summary__totals")).toContainText("WELCOME10");
  });
});
