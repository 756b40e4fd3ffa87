import { expect, test } from "@playwright/test";

test.describe("R2.5.03 R2.5.04 legacy and GS1 URLs move permanently", () => {
  test("legacy .../{name}-R{optionId}.html → product page", async ({ request }) => {
    const response = await request.get("/fr-fr/femme/robes/robe-midi-R123456.html", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/fr-fr/product/robe-midi/123456");
  });

  test("/01/0{gtin}/... → product by gtin", async ({ request }) => {
    const response = await request.get("/de-de/01/03543210000017/kleid", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/de-de/product/3543210000017");
  });
});

test.describe("R2.4.06 R7.04 signed-in pages send signed-out shoppers to the provider's sign-in", () => {
  for (const path of ["/fr-fr/account/dashboard", "/en/order-billing", "/de-de/account/settings/delivery-addresses/create"]) {
    test(path, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      const location = new URL(response.headers().location!, "http://localhost:8787");
      expect(location.pathname).toBe("/__mock/auth/sign-in");
      expect(location.searchParams.get("redirect_uri")).toMatch(/\/auth\/callback$/);
      expect(location.searchParams.get("state")).toBe(path);
    });
  }
});

test.describe("R2.4.03 SEO", () => {
  test("query strings make ordinary pages noindex, catalogue pages keep p in the canonical", async ({ page }) => {
    await page.goto("/fr-fr/search?q=robe");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await page.goto("/fr-fr/catalog/robes/WOMEN_DRESSES?p=2&size=38");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "http://localhost:8787/fr-fr/catalog/robes/WOMEN_DRESSES?p=2");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

test("R2.5.09 R2.3.01 layouts and the funnel step are on the page", async ({ page }) => {
  await page.goto("/en/cart");
  await expect(page.locator("main")).toHaveAttribute("data-layout", "cart-page");
  await expect(page.locator("body")).toHaveAttribute("data-funnel-step", "1");
  await page.goto("/en/_icons");
  await expect(page.locator("main")).toHaveAttribute("data-layout", "svg-sprite");
  await expect(page.locator("body")).toHaveAttribute("data-funnel-step", "-");
  await page.goto("/en/newsletter/subscription");
  await expect(page.locator("main")).toHaveAttribute("data-layout", "newsletter");
});
