import { PRODUCTS } from "../../mocks/data/catalog";
import { expect, test } from "./fixtures";
import { text } from "./messages";
import { BASE, call, connect, endpoint, META, UCP_TOOLS } from "./ucp-client";

/**
 * Issue 31: an agent finds the shop's UCP endpoint from /.well-known/ucp and talks to it with the
 * MCP SDK's own client: it searches the French catalogue, reads a product's sizes, makes a cart,
 * and the cart's link opens the same lines in a shopper's browser.
 */

const FRANCE = { address_country: "FR", language: "fr" };

interface UcpProduct {
  id: string;
  title: string;
  variants: {
    id: string;
    title: string;
    price: { amount: number; currency: string };
    availability: { available: boolean };
  }[];
}
interface UcpCart {
  id: string;
  currency: string;
  line_items: { item: { id: string; price: number }; quantity: number }[];
  totals: { type: string; amount: number }[];
  continue_url: string;
  messages?: { type: string; code?: string; path?: string; content: string; severity?: string }[];
}

const SIZES = PRODUCTS.flatMap((product) =>
  product.options.flatMap((option) => option.sizes.map((size) => ({ ...size, price: option.prices.EUR.amount }))),
);
const IN_STOCK = SIZES.find((size) => size.availabilityCode === 2 && size.stock >= 6)!;
const SOLD_OUT = SIZES.find((size) => size.stock === 0)!;
const LOW_STOCK = SIZES.find((size) => size.availabilityCode === 1 && size.stock >= 1 && size.stock < 4)!;
const UNKNOWN_ID = "99999999999";

test.describe("issue 31: the UCP endpoint over MCP", () => {
  test("the profile is public and cached, and names the endpoint", async () => {
    const response = await fetch(`${BASE}/.well-known/ucp`);
    expect(response.headers.get("cache-control")).toContain("public");
    expect(await endpoint()).toBe(`${BASE}/api/ucp/mcp`);
  });

  test("an agent searches the French catalogue, reads sizes, makes a cart and a shopper opens it", async ({ page }) => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...UCP_TOOLS].sort());
    expect(tools.find((tool) => tool.name === "search_catalog")?.annotations?.readOnlyHint).toBe(true);

    const search = await call<{ products: UcpProduct[]; pagination: { has_next_page: boolean; cursor?: string } }>(
      client,
      "search_catalog",
      { catalog: { query: "robe", context: FRANCE, pagination: { limit: 5 } } },
    );
    expect(search.ucp.products.length).toBe(5);
    expect(search.ucp.products[0]!.variants[0]!.price.currency).toBe("EUR");
    expect(search.ucp.pagination).toMatchObject({ has_next_page: true, cursor: "5" });

    const product = await call<{ product: UcpProduct }>(client, "get_product", {
      catalog: { id: search.ucp.products[0]!.id, context: FRANCE },
    });
    const size = product.ucp.product.variants.find((variant) => variant.availability.available)!;
    expect(size.id).toMatch(/^\d+$/);

    const created = await call<UcpCart>(client, "create_cart", {
      cart: { line_items: [{ item: { id: size.id }, quantity: 2 }], context: FRANCE },
    });
    const cart = created.ucp;
    expect(cart.currency).toBe("EUR");
    expect(cart.line_items).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ id: size.id }), quantity: 2 }),
    ]);
    expect(cart.totals.find((total) => total.type === "total")!.amount).toBe(2 * cart.line_items[0]!.item.price);
    expect(cart.continue_url).toBe(`${BASE}/fr-fr/cart?share=${size.id}:2`);

    const read = await call<UcpCart>(client, "get_cart", { id: cart.id });
    expect(read.ucp.line_items[0]!.quantity).toBe(2);

    // A shopper opens the cart's link: the shared-cart check adds the same lines to their own cart.
    await page.goto(cart.continue_url);
    await expect(page.getByText(text("fr", "cart_share_received", { count: 2 }))).toBeVisible();
    await page.getByRole("button", { name: text("fr", "cart_share_import") }).click();
    await expect(page.locator(".cart-line")).toHaveCount(1);
    await expect(page.locator(".cart-line .quantity-stepper__value")).toContainText("2");

    const updated = await call<UcpCart>(client, "update_cart", {
      id: cart.id,
      cart: { line_items: [{ item: { id: size.id }, quantity: 1 }] },
    });
    expect(updated.ucp.line_items[0]!.quantity).toBe(1);
    const cancelled = await call<UcpCart>(client, "cancel_cart", {
      id: cart.id,
      meta: { ...META, "idempotency-key": crypto.randomUUID() },
    });
    expect(cancelled.ucp.id).toBe(cart.id);
    const gone = await call<UcpCart>(client, "get_cart", { id: cart.id });
    expect(gone.ucp.ucp.status).toBe("error");
    expect(gone.ucp.messages?.[0]?.code).toBe("not_found");
    await client.close();
  });

  test("issue 50: every line refused or changed is said at its line, in the market's words; no line taken, no cart", async () => {
    const client = await connect();
    const asked = [
      { item: { id: IN_STOCK.sku, price: IN_STOCK.price - 100 }, quantity: 1 },
      { item: { id: UNKNOWN_ID }, quantity: 1 },
      { item: { id: SOLD_OUT.sku }, quantity: 1 },
      { item: { id: LOW_STOCK.sku }, quantity: LOW_STOCK.stock + 2 },
    ];
    const created = await call<UcpCart>(client, "create_cart", { cart: { line_items: asked, context: FRANCE } });
    expect(created.result.isError).toBeFalsy();
    const cart = created.ucp;
    expect(cart.line_items.map((line) => line.item.id)).toEqual([IN_STOCK.sku, LOW_STOCK.sku]);
    expect(cart.line_items[1]!.quantity).toBeLessThan(LOW_STOCK.stock + 2);
    expect(cart.messages?.map((message) => [message.type, message.code, message.path])).toEqual([
      ["warning", "price_changed", "$.line_items[0]"],
      ["error", "item_not_found", "$.line_items[1]"],
      ["error", "out_of_stock", "$.line_items[2]"],
      ["warning", "quantity_capped", "$.line_items[3]"],
    ]);
    expect(cart.messages?.[1]?.content).toBe(
      text("fr", "ucp_line_message", { item: UNKNOWN_ID, message: text("fr", "ucp_line_unknown") }),
    );
    expect(cart.messages?.[2]?.content).toContain(text("fr", "ucp_line_sold_out"));

    // update_cart: a quantity past the stock is lowered to it, an unknown id refused, both said.
    const updated = await call<UcpCart>(client, "update_cart", {
      id: cart.id,
      cart: {
        line_items: [
          { item: { id: IN_STOCK.sku }, quantity: 1 },
          { item: { id: LOW_STOCK.sku }, quantity: 10 },
          { item: { id: UNKNOWN_ID }, quantity: 1 },
        ],
      },
    });
    expect(updated.ucp.line_items.map((line) => line.item.id)).toEqual([IN_STOCK.sku, LOW_STOCK.sku]);
    expect(updated.ucp.messages?.map((message) => [message.code, message.path])).toEqual([
      ["quantity_capped", "$.line_items[1]"],
      ["item_not_found", "$.line_items[2]"],
    ]);

    // Nothing the shop can sell: no cart is made, and the answer is an error, never an empty cart.
    const none = await call<UcpCart>(client, "create_cart", {
      cart: {
        line_items: [
          { item: { id: UNKNOWN_ID }, quantity: 1 },
          { item: { id: SOLD_OUT.sku }, quantity: 1 },
        ],
        context: FRANCE,
      },
    });
    expect(none.result.isError).toBe(true);
    expect(none.ucp.ucp.status).toBe("error");
    expect(none.ucp.id).toBeUndefined();
    expect(none.ucp.messages?.map((message) => [message.code, message.path])).toEqual([
      ["item_not_found", "$.line_items[0]"],
      ["out_of_stock", "$.line_items[1]"],
    ]);
    await client.close();
  });

  test("a Polish market prices in złoty; unknown ids are said, not failed", async () => {
    const client = await connect();
    const lookup = await call<{ products: UcpProduct[]; messages?: { code: string; content: string }[] }>(
      client,
      "lookup_catalog",
      { catalog: { ids: ["1000003", "9999999"], context: { address_country: "PL", language: "pl" } } },
    );
    expect(lookup.ucp.products).toHaveLength(1);
    expect(lookup.ucp.products[0]!.variants[0]!.price.currency).toBe("PLN");
    expect(lookup.ucp.messages).toEqual([
      expect.objectContaining({ type: "info", code: "not_found", content: "9999999" }),
    ]);
    await client.close();
  });

  test("bad input is a tool error, a failing backend a recoverable UCP error, never a 5xx", async () => {
    const client = await connect();
    const invalid = await client.callTool({
      name: "create_cart",
      arguments: { meta: META, cart: { line_items: [{ item: { id: "10000010101" }, quantity: 99 }] } },
    });
    expect(invalid.isError).toBe(true);
    await client.close();

    const failing = await connect({
      "x-mock-fault": JSON.stringify({ call: "GET /ecommerce/v3/catalog/search", status: 500 }),
    });
    const search = await call<{ messages: { code: string; severity: string }[] }>(failing, "search_catalog", {
      catalog: { query: "robe", context: FRANCE },
    });
    expect(search.result.isError).toBe(true);
    expect(search.ucp.ucp.status).toBe("error");
    expect(search.ucp.messages[0]).toMatchObject({ code: "unavailable", severity: "recoverable" });
    await failing.close();
  });

  test("a browser on another origin is refused; no Origin, GET and a cookie change nothing", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} });
    const headers = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
    const foreign = await fetch(`${BASE}/api/ucp/mcp`, {
      method: "POST",
      body,
      headers: { ...headers, Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { code: number } }).error.code).toBe(-32000);
    const agent = await fetch(`${BASE}/api/ucp/mcp`, {
      method: "POST",
      body,
      headers: { ...headers, Cookie: "as_cart_local=x" },
    });
    expect(agent.status).toBe(200);
    expect(agent.headers.get("set-cookie")).toBeNull();
    expect(agent.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetch(`${BASE}/api/ucp/mcp`)).status).toBe(405);
  });
});
