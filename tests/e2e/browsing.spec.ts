import { expect, test } from "./fixtures";
import { PRODUCTS } from "../../mocks/data/catalog";
import { text } from "./messages";

test.use({ locale: "fr-FR" });

test.describe("R2.2.01 home from the catalogue's blocks", () => {
  for (const [prefix, language] of [
    ["fr-fr", "fr"],
    ["pl-pl", "pl"],
  ] as const) {
    test(`/${prefix}: hero first (eager, high priority), tiles and carousels`, async ({ page }) => {
      await page.goto(`/${prefix}`);
      const hero = page.locator(".hero__image");
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).not.toHaveAttribute("loading", "lazy");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.locator(".tiles a").count()).toBe(5);
      expect(await page.locator(".carousel .product-card").count()).toBeGreaterThan(4);
      await page.locator(".tiles a").first().click();
      await expect(page).toHaveURL(new RegExp(`/${prefix}/[a-z0-9-]+--plWOMEN$`));
      await expect(page.locator(".product-card").first()).toBeVisible();
      expect(language).toBeTruthy();
    });
  }
});

test.describe("R2.5.05 catalogue with facets, sorts and pagination", () => {
  test("filters live in the URL, apply at once with JavaScript, and the canonical keeps only p", async ({ page }) => {
    await page.goto("/fr-fr/femme--plWOMEN");
    const count = page.locator(".facets__count");
    const before = await count.textContent();
    await page.locator(".facets__panel > summary").click();
    // Issue 49: each group folds; its summary opens it.
    await page
      .locator(".facets__group", { has: page.locator('input[name="tag"]') })
      .locator("summary")
      .click();
    await page.locator('.facets input[name="tag"][value="New"]').check();
    await expect(page).toHaveURL(/tag=New/);
    await expect(count).not.toHaveText(before!);
    for (const tag of await page
      .locator(".product-card .tag--New")
      .count()
      .then((n) => [n]))
      expect(tag).toBeGreaterThan(0);
    await page.locator('select[name="sort"]').selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "http://localhost:8787/fr-fr/femme--plWOMEN",
    );
    await page.goto("/fr-fr/femme--plWOMEN?p=2");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "http://localhost:8787/fr-fr/femme--plWOMEN?p=2",
    );
    // 24 products a page (decision 161): Femme makes 6 pages of them; `n` asks for more a page.
    await expect(page.locator(".pagination")).toContainText(text("fr", "pagination_status", { page: "2", total: "6" }));
    await page.goto("/fr-fr/femme--plWOMEN?n=48&p=2");
    await expect(page.locator(".product-grid .product-card")).toHaveCount(48);
    await expect(page.locator(".pagination")).toContainText(text("fr", "pagination_status", { page: "2", total: "3" }));
    await expect(page.locator('.pagination a[rel="next"]')).toHaveAttribute("href", "/fr-fr/femme--plWOMEN?n=48&p=3");
  });

  test("without JavaScript the filters are a plain GET form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE" });
    const page = await context.newPage();
    await page.goto("/de-de/damen--plWOMEN");
    await page.locator(".facets__panel > summary").click();
    await page
      .locator(".facets__group", { has: page.locator('input[name="colour"]') })
      .locator("summary")
      .click();
    const firstColour = page.locator('.facets input[name="colour"]').first();
    const code = await firstColour.getAttribute("value");
    await firstColour.check();
    await page.getByRole("button", { name: text("de", "facets_apply") }).click();
    await expect(page).toHaveURL(new RegExp(`colour=${code}`));
    await expect(page.locator(".product-card").first()).toBeVisible();
    // Issue 27: what is applied stays in sight (the panel closed), each one a way to remove it.
    await expect(page.locator(".facets__panel > summary")).toHaveText(text("de", "facets_title_count", { count: "1" }));
    const applied = page.locator(".facets__active a");
    await expect(applied).toHaveCount(1);
    await applied.click();
    await expect(page).not.toHaveURL(/colour=/);
    await expect(page.locator(".facets__active")).toHaveCount(0);
    // The sort has its own button: no trip through the filters panel.
    await page.locator('select[name="sort"]').selectOption("price-asc");
    await page.getByRole("button", { name: text("de", "sort_apply") }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    await context.close();
  });

  test("an empty result says so and offers to clear the filters; an unknown family is a 404", async ({ page }) => {
    await page.goto("/en/women--plWOMEN?max=1");
    await expect(page.locator(".listing__empty")).toContainText(text("en", "listing_empty"));
    expect((await page.request.get("/en/nothing--plNOPE")).status()).toBe(404);
    expect((await page.request.get("/en/women--plWOMEN?p=99")).status()).toBe(404);
  });
});

test.describe("R2.2.04 search", () => {
  test("results in the language searched", async ({ page }) => {
    const word = PRODUCTS[0]!.name.it.split(" ")[0]!;
    await page.goto(`/it-it/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(word);
    await expect(page.locator(".product-card").first()).toBeVisible();
  });
});

test.describe("R2.2.06 R2.2.09 R2.2.10 R2.5.05 editorial pages", () => {
  for (const path of [
    "/fr-fr/black-friday--lpBF2026",
    "/de-de/x--tpTREND_DENIM",
    "/en/x--lbpLOOKBOOK_SS26",
    "/pl-pl/x--blogBLOG_KNITWEAR_CARE",
    "/es-es/landingPage/rebajas/BF2026",
    "/it-it/blogPage/x/BLOG_LINEN_GUIDE",
  ]) {
    test(path, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.locator(".block").count()).toBeGreaterThan(0);
    });
  }

  test("an unknown editorial page is a 404", async ({ page }) => {
    expect((await page.request.get("/en/x--tpNOPE")).status()).toBe(404);
  });
});

test.describe("R3.31 product page", () => {
  const product = PRODUCTS.find(
    (entry) => entry.options.length > 1 && entry.options.some((option) => option.priceType === "S"),
  )!;
  const sale = product.options.find((option) => option.priceType === "S")!;

  test("colours, sizes with availability in words, sale price struck through, JSON-LD, add to cart", async ({
    page,
  }) => {
    await page.goto(`/fr-fr/x--p${product.productId}?option=${sale.optionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name.fr);
    await expect(page.locator(".product__buy-box .price__before")).toBeVisible();
    await expect(page.locator(".swatch-link[aria-current=true]")).toHaveCount(1);
    const words = await page.locator(".size__availability").allTextContents();
    expect(words.length).toBe(sale.sizes.length);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ "@type": "Product", name: product.name.fr });
    expect(jsonLd.offers[0].priceCurrency).toBe("EUR");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /AP\.jpg\?w=1279$/);
    const available = page.locator('.size[data-available="true"] input').first();
    if (await available.count()) {
      await available.check({ force: true });
      await page.getByRole("button", { name: text("fr", "product_add_to_cart") }).click();
      await expect(page.locator(".product__form .product__outcome")).toHaveText(text("fr", "product_added"));
      await expect(page.locator(".cart-badge")).toHaveText("1");
    }
  });

  test("in PLN on the Polish site, with store stock streamed only where e-reservation exists", async ({ page }) => {
    await page.goto(`/pl-pl/x--p${product.productId}`);
    await expect(page.locator(".product__buy-box .price__amount")).toContainText("zł");
    await expect(page.locator(".product__stores")).toHaveCount(0);
    await page.goto(`/fr-fr/x--p${product.productId}`);
    await expect(page.locator(".product__stores li").first()).toBeVisible();
  });

  test("add to cart works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const simple = PRODUCTS.find((entry) => entry.options[0]!.sizes.some((size) => size.stock > 3))!;
    await page.goto(`/en/x--p${simple.productId}`);
    const sku = simple.options[0]!.sizes.find((size) => size.stock > 3)!.sku;
    await page.locator(`input[name="sku"][value="${sku}"]`).check({ force: true });
    await page.getByRole("button", { name: text("en", "product_add_to_cart") }).click();
    await expect(page.locator(".product__form .product__outcome")).toHaveText(text("en", "product_added"));
    expect((await context.cookies()).some((cookie) => cookie.name === "as_cart_id_en")).toBe(true);
    await context.close();
  });
});

test.describe("wishlist heart, back-in-stock alert and store search", () => {
  const withGap = PRODUCTS.find(
    (entry) =>
      entry.options[0]!.sizes.some((size) => size.availabilityCode <= 0) &&
      entry.options[0]!.sizes.some((size) => size.availabilityCode === 2),
  )!;

  test("signed out, the heart and the alert send the shopper to sign in, then back", async ({ page }) => {
    await page.goto(`/fr-fr/x--p${withGap.productId}`);
    await page.locator(".product__title-row .wishlist-heart button").click();
    await expect(page).toHaveURL(/\/__mock\/auth\/sign-in\?/);
    // The product's own URL (a URL with other words moves there first, 301).
    expect(new URL(page.url()).searchParams.get("state")?.split("~")[1]).toMatch(
      new RegExp(`^/fr-fr/[\\w-]+--p${withGap.productId}$`),
    );
    await page.goBack();
    await page.getByRole("button", { name: text("fr", "product_alert_button") }).click();
    await expect(page).toHaveURL(/\/__mock\/auth\/sign-in\?/);
  });

  test("R4.02 signed in, the heart toggles and the alert is saved; the wishlist and alerts load with the session", async ({
    page,
  }) => {
    await page.goto(`/fr-fr/x--p${withGap.productId}`);
    await page.getByRole("button", { name: text("fr", "product_alert_button") }).click();
    await page.getByRole("button", { name: "Sign in as Léa" }).click();
    await expect(page).toHaveURL(new RegExp(`/fr-fr/[\\w-]+--p${withGap.productId}$`));
    const heart = page.locator(".product__title-row .wishlist-heart button");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    // The heart answers at once (optimistic); wait for the backend before reloading.
    const saved = page.waitForResponse(
      (response) => response.url().includes("/resources/wishlist") && response.request().method() === "POST",
    );
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await saved;
    await page.waitForLoadState("networkidle");
    await page.reload();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: text("fr", "product_alert_button") }).click();
    await expect(page.locator(".product__alert .product__outcome")).toHaveText(text("fr", "product_alert_saved"));
    await expect(page.locator(".product__alert select option").first()).toContainText(
      text("fr", "product_alert_active", { size: "" }).trim(),
    );
  });

  test("store stock for a chosen size near a town", async ({ page }) => {
    await page.goto(`/fr-fr/x--p${withGap.productId}`);
    await page.locator('.product__store-search input[name="city"]').fill("Lyon");
    await page.getByRole("button", { name: text("fr", "product_store_search") }).click();
    await expect(page).toHaveURL(/city=Lyon/);
    await expect(page.locator(".product__stores li").first()).toContainText("Lyon");
  });
});
