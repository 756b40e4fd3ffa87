import { expect, test } from "./fixtures";
import { PRODUCTS } from "../../mocks/data/catalog";
import { text } from "./messages";

test.describe("R7.04 R2.2.14 the mock sign-in provider through the storefront", () => {
  test("a signed-out shopper on an account page signs in as a test customer and comes back", async ({
    page,
    context,
  }) => {
    await page.goto("/fr-fr/account/orders");
    await expect(page).toHaveURL(/\/__mock\/auth\/sign-in\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Atelier Sept");
    await page.getByRole("button", { name: "Sign in as Léa" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/account\/orders$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("fr", "account_orders_title"));
    const cookies = await context.cookies();
    const access = cookies.find((cookie) => cookie.name === "as_access_token_local");
    expect(access?.httpOnly).toBe(true);
    expect(cookies.some((cookie) => cookie.name === "as_refresh_token_local")).toBe(true);
  });

  test("R2.4.04 logout clears the tokens and the cart cookie and comes back through the provider", async ({
    page,
    context,
  }) => {
    await page.goto("/en/account/dashboard");
    await page.getByRole("button", { name: "Sign in as Jonas" }).click();
    await expect(page).toHaveURL(/\/en\/account\/dashboard$/);
    await context.addCookies([{ name: "as_cart_id_fr", value: "K123", url: "http://localhost:8787" }]);
    // Typed or from elsewhere (no same-origin mark): the page only asks.
    await page.goto("/en/auth/logout");
    expect((await context.cookies()).some((cookie) => cookie.name === "as_access_token_local")).toBe(true);
    // A navigation from one of our own pages signs out at once, by the provider's logout.
    const toProvider = page.waitForRequest((request) => request.url().includes("/__mock/auth/logout"));
    await page.evaluate(() => window.location.assign("/en/auth/logout"));
    await toProvider;
    await expect(page).toHaveURL(/\/en$/);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names.filter((name) => /^as_(access|refresh)_token|^as_cart_id_/.test(name))).toEqual([]);
  });
});

test("product pictures are SVG illustrations served offline at the responsive widths", async ({ request }) => {
  const product = PRODUCTS[0]!;
  const option = product.options[0]!;
  const response = await request.get(`/__mock/media/products/${product.productId}/${option.optionId}/AP.svg?w=1279`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/svg+xml");
  expect(await response.text()).toMatch(/^<svg[^>]*width="1279"/);
});
