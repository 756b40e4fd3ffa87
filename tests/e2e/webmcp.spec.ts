import { expect, test, type Page } from "./fixtures";
import { text } from "./messages";

/**
 * Issue 31: the shop's tools in the page (WebMCP). Chromium's own model context cannot be enabled
 * offline, so a stand-in registry with the API's shape (`document.modelContext.registerTool(tool,
 * { signal })`, and `getTools` / `executeTool` as in-page agents and test harnesses use) is
 * installed before the page's scripts.
 */

interface ToolResult {
  content: { type: string; text: string }[];
  structuredContent?: {
    lines: { lineId: string; name: string; colour: string; size: string; quantity: number }[];
    line?: { lineId: string; quantity: number };
  };
  isError?: boolean;
}

async function installRegistry(page: Page) {
  await page.addInitScript(() => {
    const tools = new Map<string, { name: string; execute(input: unknown): Promise<unknown> }>();
    Object.defineProperty(document, "modelContext", {
      value: {
        registerTool(
          tool: { name: string; execute(input: unknown): Promise<unknown> },
          options?: { signal?: AbortSignal },
        ) {
          tools.set(tool.name, tool);
          options?.signal?.addEventListener("abort", () => tools.delete(tool.name), { once: true });
        },
        getTools: () => [...tools.values()],
        executeTool: (name: string, input: unknown) => tools.get(name)!.execute(input),
      },
    });
  });
}

const toolNames = (page: Page) =>
  page.evaluate(() =>
    (document as unknown as { modelContext: { getTools(): { name: string }[] } }).modelContext
      .getTools()
      .map((tool) => tool.name)
      .sort(),
  );

const execute = (page: Page, name: string, input: unknown) =>
  page.evaluate(
    ([tool, args]) =>
      (
        document as unknown as { modelContext: { executeTool(name: string, input: unknown): Promise<unknown> } }
      ).modelContext.executeTool(tool as string, args),
    [name, input] as const,
  ) as Promise<ToolResult>;

const ALL_TOOLS = ["change_cart", "get_cart", "get_product", "navigate", "proceed_to_checkout", "search_catalog"];

test.describe("issue 31: the shop's tools in the page (WebMCP)", () => {
  test("fr-fr: the tools in French; an agent searches, reads a product, adds a size and the header shows it", async ({
    page,
  }) => {
    await installRegistry(page);
    await page.goto("/fr-fr/robe-midi-en-popeline-de-coton-rose--p1000003");
    await expect.poll(() => toolNames(page)).toEqual(ALL_TOOLS);
    const described = await page.evaluate(() =>
      (
        document as unknown as {
          modelContext: {
            getTools(): { name: string; title: string; inputSchema: { properties?: object }; annotations?: object }[];
          };
        }
      ).modelContext
        .getTools()
        .find((tool) => tool.name === "search_catalog"),
    );
    expect(described?.title).toBe(text("fr", "webmcp_search_title"));
    expect(described?.inputSchema.properties).toHaveProperty("query");
    expect(described?.annotations).toEqual({ readOnlyHint: true, untrustedContentHint: true });

    const found = await execute(page, "search_catalog", { query: "robe" });
    expect(found.content[0]!.text).toContain(`# ${text("fr", "search_results_title", { query: "robe" })}`);
    const product = await execute(page, "get_product", { productId: "1000003" });
    const sku = /: En stock \(SKU (\d+)\)/.exec(product.content[0]!.text)?.[1];
    expect(sku).toBeTruthy();

    const added = await execute(page, "change_cart", { action: "add", sku });
    expect(added.isError).toBeUndefined();
    await expect(page.locator(".site-header .cart-badge")).toHaveText("1");
    const cart = await execute(page, "get_cart", {});
    const line = cart.structuredContent!.lines[0]!;
    expect(line.quantity).toBe(1);
    // Issue 50: the answer says what was done (the line, its quantity, the cart's count and total).
    const words = { name: line.name, colour: line.colour, size: line.size };
    // The cart's count and total as get_cart shows them (its last line ends with the total).
    const cartOf = async (count: number) => {
      const total = (await execute(page, "get_cart", {})).content[0]!.text.split(": ").at(-1)!;
      expect(total).toMatch(/€$/);
      return text("fr", "webmcp_cart_summary", { items: text("fr", "header_cart_count", { count }), total });
    };
    expect(added.content[0]!.text).toBe(
      `${text("fr", "webmcp_line_added", { ...words, quantity: 1 })} ${await cartOf(1)}`,
    );
    expect(added.structuredContent?.line).toEqual(expect.objectContaining({ lineId: line.lineId, quantity: 1 }));
    const changed = await execute(page, "change_cart", { action: "quantity", lineId: line.lineId, quantity: 2 });
    await expect(page.locator(".site-header .cart-badge")).toHaveText("2");
    expect(changed.content[0]!.text).toBe(
      `${text("fr", "webmcp_line_quantity", { ...words, quantity: 2 })} ${await cartOf(2)}`,
    );

    const refused = await execute(page, "change_cart", { action: "add", sku: "../x" });
    expect(refused.isError).toBe(true);
    // A size the shop does not sell: refused by the cart, which says why; the cart is as it was.
    const unknown = await execute(page, "change_cart", { action: "add", sku: "99999999999" });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0]!.text).toBe(
      `${text("fr", "webmcp_change_refused", { reason: text("fr", "product_add_failed") })} ${await cartOf(2)}`,
    );

    await execute(page, "navigate", { place: "cart" });
    await expect(page).toHaveURL(/\/fr-fr\/cart$/);
    await expect.poll(() => toolNames(page)).toEqual(ALL_TOOLS);
    // On the cart page the agent's changes go through the line's own controls: quantity, then undo.
    await execute(page, "change_cart", { action: "quantity", lineId: line.lineId, quantity: 3 });
    await expect(page.locator(".cart-line .quantity-stepper__value")).toContainText("3");
    const removed = await execute(page, "change_cart", { action: "remove", lineId: line.lineId });
    expect(removed.content[0]!.text).toBe(
      `${text("fr", "webmcp_line_removed", words)} ${text("fr", "webmcp_empty_cart")}`,
    );
    await expect(page.locator(".undo-banner")).toBeVisible();
    await expect(page.locator(".site-header .cart-badge")).toHaveCount(0);
    const empty = await execute(page, "proceed_to_checkout", {});
    expect(empty).toMatchObject({ isError: true, content: [{ text: text("fr", "webmcp_empty_cart") }] });
  });

  test("de-de: the tools speak German; the forms carry the declarative attributes", async ({ page }) => {
    await installRegistry(page);
    await page.goto("/de-de/damen--plWOMEN");
    await expect.poll(() => toolNames(page)).toEqual(ALL_TOOLS);
    const titles = await page.evaluate(() =>
      (document as unknown as { modelContext: { getTools(): { title: string }[] } }).modelContext
        .getTools()
        .map((tool) => tool.title),
    );
    expect(titles).toContain(text("de", "webmcp_change_title"));
    const search = page.locator('form[role="search"][toolname="search_products"]').first();
    await expect(search).toHaveAttribute("tooldescription", text("de", "webmcp_search_title"));
    await expect(search.locator('input[name="q"]')).toHaveAttribute(
      "toolparamdescription",
      text("de", "webmcp_search_param"),
    );
  });

  test("without a model context, no byte of the tools is loaded", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/en/cotton-poplin-midi-dress-pink--p1000003");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => /agent-tools/.test(url))).toBe(false);
    await expect(page.locator('form[toolname="add_to_cart"]')).toHaveAttribute(
      "tooldescription",
      text("en", "webmcp_add_description"),
    );
  });
});
