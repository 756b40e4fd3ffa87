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

test("product pictures are drawn as SVG illustrations, offline, at the responsive widths", async ({ request }) => {
  const product = PRODUCTS[0]!;
  const option = product.options[0]!;
  const response = await request.get(`/__mock/media/products/${product.productId}/${option.optionId}/AP.svg?w=1279`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/svg+xml");
  expect(await response.text()).toMatch(/^<svg[^>]*width="1279"/);
});

test("a picture asked as .jpg is a photo's weight in the format and width asked (decision 195)", async ({
  request,
}) => {
  const product = PRODUCTS[0]!;
  const picture = `/__mock/media/products/${product.productId}/${product.options[0]!.optionId}/AP.jpg`;
  const fetched = async (query: string) => {
    const response = await request.get(`${picture}?${query}`);
    expect(response.status(), query).toBe(200);
    expect(response.headers()["cache-control"]).toContain("immutable");
    return { type: response.headers()["content-type"], bytes: await response.body() };
  };
  const jpeg = await fetched("w=1279");
  expect(jpeg.type).toBe("image/jpeg");
  expect([...jpeg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const webp = await fetched("w=800&format=webp&quality=80");
  expect(webp.type).toBe("image/webp");
  expect(webp.bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  const avif = await fetched("w=420&format=avif&quality=80");
  expect(avif.type).toBe("image/avif");
  expect(avif.bytes.subarray(4, 12).toString("latin1")).toBe("ftypavif");
  // A studio photo's weight, not a drawing's: tens of kilobytes, more for the wider file.
  expect(webp.bytes.length).toBeGreaterThan(20_000);
  expect(jpeg.bytes.length).toBeGreaterThan(webp.bytes.length);
  expect(jpeg.bytes.length).toBeLessThan(400_000);
});
