import { expect, test } from "./fixtures";
import { PRODUCTS } from "../../mocks/data/catalog";
import { slugify } from "../../app/lib/slug";
import { text } from "./messages";

test.describe("R2.5.03 R2.5.04 R2.5.06 R2.2.11 R2.2.12 every product URL shape leads to the canonical product URL", () => {
  const product = PRODUCTS.find((entry) => entry.options.length > 1)!;
  const second = product.options[1]!;
  const size = second.sizes[0]!;
  const canonical = (location: string) => new URL(location, "http://localhost:8787");

  test("legacy .../{name}-R{optionId}.html, by option, with the colour selected", async ({ request }) => {
    const response = await request.get(`/fr-fr/femme/robes/robe-midi-R${second.optionId}.html`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = canonical(response.headers().location!);
    // The colour's own URL: its slug names the colour (decision 131), and it answers 200 as its own canonical.
    expect(location.pathname).toBe(
      `/fr-fr/${slugify(`${product.name.fr} ${second.colour.label.fr}`)}--p${product.productId}`,
    );
    const page = await request.get(location.pathname, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(`rel="canonical" href="http://localhost:8787${location.pathname}"`);
  });

  test("/01/0{gtin}/..., /product/{gtin} and /product/{name}/{optionId|productId}", async ({ request }) => {
    for (const path of [
      `/de-de/01/0${size.gtin}/kleid`,
      `/de-de/product/${size.gtin}`,
      `/de-de/product/x/${second.optionId}`,
      `/de-de/product/x/${product.productId}`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status()]).toEqual([path, 301]);
      expect(canonical(response.headers().location!).pathname).toMatch(
        new RegExp(`^/de-de/[a-z0-9-]+--p${product.productId}$`),
      );
    }
  });

  test("an unknown product, in any shape, is the 404 page", async ({ request }) => {
    for (const path of [
      "/en/whatever--p9999999",
      "/en/product/0000000000000",
      "/en/product/x/9999999",
      "/en/a/b-R9999999.html",
      "/en/01/09999999999999",
    ]) {
      expect([path, (await request.get(path, { maxRedirects: 0 })).status()]).toEqual([path, 404]);
    }
  });
});

test.describe("R2.4.06 R7.04 signed-in pages send signed-out shoppers to the provider's sign-in", () => {
  for (const path of [
    "/fr-fr/account/dashboard",
    "/en/order-billing",
    "/de-de/account/settings/delivery-addresses/create",
  ]) {
    test(path, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      const location = new URL(response.headers().location!, "http://localhost:8787");
      expect(location.pathname).toBe("/__mock/auth/sign-in");
      expect(location.searchParams.get("redirect_uri")).toMatch(/\/auth\/callback$/);
      expect(location.searchParams.get("state")).toMatch(new RegExp(`^[\\w-]{16}~${path}$`));
    });
  }
});

test.describe("R9.09 SEO", () => {
  test("query strings make ordinary pages noindex, catalogue pages keep p in the canonical", async ({ page }) => {
    await page.goto("/fr-fr/search?q=robe");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await page.goto("/fr-fr/catalog/robes/WOMEN?p=2&size=38");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "http://localhost:8787/fr-fr/catalog/robes/WOMEN?p=2",
    );
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

test("R2.2.17 the temporary error page says what happened and offers a way on, unindexed, in the page's language", async ({
  page,
}) => {
  const response = await page.goto("/de-de/tmp/error");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("de", "tmp_error_title"));
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: text("de", "error_back_home"), exact: true }).click();
  await expect(page).toHaveURL(/\/de-de$/);
});
