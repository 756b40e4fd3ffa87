import { expect, test } from "./fixtures";
import { text } from "./messages";

test.describe("R8.10 R2.5.10 invalid routes give the localised 404 page", () => {
  const cases: [string, string][] = [
    ["/fr-fr/catalog/robes/WOMEN-DRESSES", "fr"],
    ["/de-de/product/kleid/12a", "de"],
    ["/es-es/robe--p12x", "es"],
    ["/it-it/stores/italia/roma/negozio-1", "it"],
    ["/pl/pomoc/dostawa", "pl"],
    ["/en/no/such/page", "en"],
    ["/fr-fr/%E0%A4%A", "fr"],
  ];
  for (const [path, language] of cases) {
    test(`R2.6.05 R8.18 ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(language, "error404_title"));
      await expect(page.getByText(text(language, "error404_text1"))).toBeVisible();
      await expect(page.getByText(text(language, "error404_text2"))).toBeVisible();
      await expect(page.getByRole("link", { name: text(language, "error_back_home"), exact: true })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });
  }

  test("an unknown locale is a 404 in the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "it-IT" });
    const page = await context.newPage();
    const response = await page.goto("/xx-yy/cart");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("it", "error404_title"));
    await context.close();
  });

  test("R2.4.05 R8.03 unsubscribe without token and source is not found", async ({ page }) => {
    // Statuses only: the pages themselves are read in newsletter.spec.ts.
    expect((await page.request.get("/fr-fr/unsubscribe?token=abc")).status()).toBe(404);
    expect((await page.request.get("/fr-fr/unsubscribe?token=abc&source=mail")).status()).toBe(200);
  });
});

test.describe("R8.02 site parameters that fail to load give the server-error page", () => {
  for (const [prefix, language] of [
    ["de-de", "de"],
    ["fr-fr", "fr"],
  ] as const) {
    test(`R2.6.05 R8.18 getParams failure on /${prefix}`, async ({ page, context }) => {
      await context.addCookies([
        {
          name: "mock-fault",
          value: encodeURIComponent(JSON.stringify({ call: "GET /web-domains/", status: 503, message: "Maintenance" })),
          url: "http://localhost:8787",
        },
      ]);
      const response = await page.goto(`/${prefix}/cart`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(language, "error500_title"));
      await expect(page.getByText(text(language, "error500_text1"))).toBeVisible();
      await expect(page.getByRole("link", { name: text(language, "error_back_home"), exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: text(language, "shell_home_link") })).toBeVisible();
    });
  }

  test("an unreachable backend (timeout) is the server-error page too, not a blank page", async ({ page, context }) => {
    await context.addCookies([
      {
        name: "mock-fault",
        value: encodeURIComponent(JSON.stringify({ call: "GET /web-domains/", status: 504, latency: 50 })),
        url: "http://localhost:8787",
      },
    ]);
    const response = await page.goto("/en");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "error500_title"));
  });
});
