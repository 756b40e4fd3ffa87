import { expect, test } from "./fixtures";
import { text } from "./messages";

// The product's two capability summaries (spec 1), each walked once end to end: the anonymous
// visitor's here, the signed-in customer's (R1.02) in the French account tour (account.spec.ts).

test.describe("R1.01 an anonymous visitor", () => {
  test.use({ locale: "en-GB" });

  test("identified only by an anonymous id, browses every kind of page, makes a cart and signs up to the newsletter", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/en");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name.startsWith("as_anonymous_id"))?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies.some((cookie) => /access|refresh/i.test(cookie.name))).toBe(false);
    for (const path of [
      "/en/women--plWOMEN",
      "/en/product/wool-coat/1000123",
      "/en/stores",
      "/en/help",
      "/en/black-friday--lpBF2026",
      "/en/search?q=dress",
    ]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(page.locator("h1").first(), path).toBeVisible();
    }
    await page.goto("/en/product/wool-coat/1000123");
    await page.locator("#product-sizes input[type=radio]:not([disabled])").first().check();
    // The badge counts the add at once (optimistic): wait for the cart's answer before leaving.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST" && response.ok()),
      page.locator(".product__add").click(),
    ]);
    await expect(page.locator(".cart-badge")).toHaveText("1");
    await page.goto("/en/cart");
    await expect(page.locator(".cart-lines > li")).toHaveCount(1);
    await page.goto("/en/newsletter/subscription");
    await page.getByRole("textbox").first().fill(`visitor-${Date.now()}@example.com`);
    await page.getByRole("button", { name: text("en", "newsletter_submit") }).click();
    await expect(page).toHaveURL(/\/en\/newsletter\/confirmation/);
  });
});

test.describe("R1.06 the shell", () => {
  test("header navigation, footer, newsletter banner, mini-cart, SEO metadata; the country popin for another country's browser; error pages inside the shell", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await page.goto("/fr-fr/femme--plWOMEN");
    await expect(page.getByRole("navigation", { name: text("fr", "header_main_menu") })).toBeVisible();
    await expect(page.locator("footer.site-footer")).toBeVisible();
    await expect(page.locator(".site-footer__newsletter")).toBeVisible();
    await expect(page.getByRole("link", { name: text("fr", "shell_cart"), exact: true })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "http://localhost:8787/fr-fr/femme--plWOMEN",
    );
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(13);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
    // A German browser on the French site is offered its own.
    await expect(page.locator(".country-popin")).toBeVisible();
    const missing = await page.goto("/fr-fr/nothing-here--p9999999");
    expect(missing?.status()).toBe(404);
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.locator("footer.site-footer")).toBeVisible();
    await context.close();
  });
});
