import { expect, test } from "./fixtures";
import { stocked } from "./checkout-flow";

/**
 * The hardening reproducers (issue 16) against the real worker: every one answered with a 4xx or
 * a redirect that stays on our site, never a 500, a lost cart or a header missing. The Host header
 * and the worker's guard are unit-tested too (tests/workers, tests/lib/trusted-origin.test.ts).
 */
const BASE = "http://localhost:8787";
const SAME_ORIGIN = { origin: BASE };
const PRODUCT = "/en/cotton-poplin-midi-dress-pink--p1000003";

const BODIES: [string, string | Buffer][] = [
  ["application/json", "{}"],
  ["text/plain", "intent=add-to-cart"],
  ["", "intent=add-to-cart"],
  ["application/octet-stream", Buffer.from([0, 255, 1, 2])],
  ["application/xml", "<cart><add/></cart>"],
  ["multipart/form-data; boundary=x", "--x\r\nbroken"],
  ["application/x-www-form-urlencoded; charset=junk", "intent=%FF%FE&sku=%00"],
];

test.describe("hardening: bad input never gets a 500", () => {
  test("non-form bodies to every write endpoint get a 4xx or a redirect with the answer, never a 500", async ({
    request,
  }) => {
    for (const path of [
      PRODUCT,
      "/en/cart",
      "/en/resources/wishlist",
      "/en/resources/stock-alerts",
      "/country-popin/dismiss",
      "/en/privacy-settings",
      "/en/newsletter/subscription",
      "/en/auth/logout",
    ]) {
      for (const [type, body] of BODIES) {
        const response = await request.post(path, {
          headers: { ...SAME_ORIGIN, ...(type ? { "content-type": type } : {}) },
          data: body,
          maxRedirects: 0,
        });
        expect(response.status(), `${path} ${type}`).toBeLessThan(500);
      }
    }
  });

  test("a NUL or a backslash host in returnTo stays on our site", async ({ request }) => {
    for (const returnTo of ["/%00", "/\u0000", "/\\evil.example", "//evil.example", "https://evil.example/"]) {
      for (const path of ["/country-popin/dismiss", "/en/resources/wishlist", "/en/cart"]) {
        const response = await request.post(path, {
          headers: SAME_ORIGIN,
          form: { locale: "fr-fr", intent: "add-to-cart", sku: "x", returnTo },
          maxRedirects: 0,
        });
        expect(response.status(), `${path} ${returnTo}`).toBeLessThan(500);
        const location = response.headers().location;
        if (location) expect(location, `${path} ${returnTo}`).toMatch(/^\/(?![\\/])[\x21-\x7e]*$/);
      }
    }
  });

  test("an oversized body is a 413 in the page's language", async ({ request }) => {
    const response = await request.post("/fr-fr/cart", {
      headers: { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      data: `intent=promo-add&code=${"A".repeat(100_000)}`,
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("Ce formulaire est trop volumineux");
  });
});

test.describe("hardening: the origin guard, Post/Redirect/Get and sign-out", () => {
  test("issue 28: the dev kit's mock is not behind the storefront's guard: a curl without an Origin reaches it, with the security headers", async ({
    request,
  }) => {
    const mocked = await request.post("/__mock/payment-provider/adyen/pay", {
      form: { paymentId: "P0", cartId: "nope", returnUrl: "/en", outcome: "pay" },
      maxRedirects: 0,
    });
    expect(mocked.status()).toBe(400);
    expect(await mocked.text()).toBe("Unknown payment");
    expect(mocked.headers()["x-content-type-options"]).toBe("nosniff");
    // A storefront page stays behind it.
    expect((await request.post("/en/cart", { form: { intent: "clear" }, maxRedirects: 0 })).status()).toBe(403);
  });

  test("a cross-site or unproven post is a 403 that sets no cookie: the shopper's cart is kept", async ({
    page,
    request,
  }) => {
    const added = await page.request.post("/en/cart", {
      headers: SAME_ORIGIN,
      form: { intent: "add-to-cart", sku: stocked.sku, returnTo: "/en" },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    const before = await page.context().cookies();
    const proofs: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of proofs) {
      for (const path of ["/en", "/en/cart", "/country-popin/dismiss", "/en/auth/logout", "/rum"]) {
        const refused = await page.request.post(path, {
          headers,
          form: { intent: "clear", locale: "en" },
          maxRedirects: 0,
        });
        expect(refused.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(refused.headers()["set-cookie"], path).toBeUndefined();
      }
    }
    expect(await page.context().cookies()).toEqual(before);
    await page.goto("/en/cart");
    await expect(page.locator(".cart-line")).toHaveCount(1);
    const french = await request.post("/fr-fr/cart", {
      headers: { origin: "https://evil.example" },
      form: { intent: "add-to-cart" },
    });
    expect(await french.text()).toContain("Ce formulaire a été envoyé depuis un autre site");
  });

  test("a plain add-to-cart answers 303 (Post/Redirect/Get): reloading the page adds nothing more", async ({
    page,
  }) => {
    const response = await page.request.post("/en/cart", {
      headers: SAME_ORIGIN,
      form: { intent: "add-to-cart", sku: stocked.sku, returnTo: PRODUCT },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    // Back to the product, at the answer (decision 180).
    expect(response.headers().location).toBe(`${PRODUCT}#form-answer`);
  });

  test("signing out takes a post: a link (or another site's image) only asks", async ({ page, context }) => {
    await page.goto("/en/account/dashboard");
    await page.getByRole("button", { name: "Sign in as Jonas" }).click();
    await expect(page).toHaveURL(/\/en\/account\/dashboard$/);
    const signedIn = () =>
      context.cookies().then((cookies) => cookies.some((cookie) => cookie.name === "as_access_token_local"));
    expect((await page.request.get("/en/auth/logout")).status()).toBe(200);
    expect(await signedIn()).toBe(true);
    // The menu opens on hover once the page has hydrated: a hover before that opens nothing, so
    // the pointer leaves and comes back until it does (a shopper's pointer keeps moving too).
    await expect(async () => {
      await page.mouse.move(0, 0);
      await page.locator('[aria-controls="customer-menu"]').hover();
      await expect(page.locator("#customer-menu")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.locator("#customer-menu").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(await signedIn()).toBe(false);
  });
});

test.describe("hardening: URLs, headers and cookies", () => {
  test("a product or catalogue URL with words that are not its own moves (301) to its own, keeping the query", async ({
    request,
  }) => {
    const product = await request.get("/en/anything-at-all--p1000003?utm_source=x", { maxRedirects: 0 });
    expect(product.status()).toBe(301);
    expect(product.headers().location).toBe(`${PRODUCT}?utm_source=x`);
    const catalogue = await request.get("/en/anything--plWOMEN?page=2", { maxRedirects: 0 });
    expect(catalogue.status()).toBe(301);
    expect(catalogue.headers().location).toBe("/en/women--plWOMEN?page=2");
    const canonical = await request.get(PRODUCT);
    expect(await canonical.text()).toContain(`<link rel="canonical" href="${BASE}${PRODUCT}"/>`);
  });

  test("the sign-in callback refuses a state whose path leaves the site, and is never stored", async ({ request }) => {
    for (const state of [
      "AAAAAAAAAAAAAAAA~/\\evil.example",
      "AAAAAAAAAAAAAAAA~//evil.example",
      "AAAAAAAAAAAAAAAA~https://evil.example",
    ]) {
      const response = await request.get(`/en/auth/callback?code=abcdefgh12345678&state=${encodeURIComponent(state)}`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      expect(response.headers().location).toBeUndefined();
      expect(response.headers()["cache-control"]).toBe("private, no-store");
    }
  });

  test("security headers on pages, redirects, assets and the mock's pages; account pages are never stored", async ({
    request,
  }) => {
    const home = await request.get("/en");
    const asset = (await home.text()).match(/\/assets\/entry\.client-[\w-]+\.js/)![0];
    for (const path of [
      "/en",
      "/",
      asset,
      "/favicon.svg",
      "/__mock/auth/sign-in?redirect_uri=x",
      "/robots.txt",
      "/en/cart",
    ]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
    for (const path of ["/en/account/dashboard", "/en/cart", "/en/order-delivery"]) {
      expect((await request.get(path, { maxRedirects: 0 })).headers()["cache-control"], path).toBe("private, no-store");
    }
  });

  test("every cookie the server sets is HttpOnly, SameSite=Lax and on the whole site", async ({ page }) => {
    await page.goto(PRODUCT);
    await page.request.post("/en/cart", {
      headers: SAME_ORIGIN,
      form: { intent: "add-to-cart", sku: stocked.sku, returnTo: PRODUCT },
      maxRedirects: 0,
    });
    const cookies = await page.context().cookies();
    for (const name of ["as_anonymous_id_local", "as_cart_id_en", "as_locale"]) {
      expect(
        cookies.find((entry) => entry.name === name),
        name,
      ).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    }
  });
});
