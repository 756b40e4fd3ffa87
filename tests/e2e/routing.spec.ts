import { expect, test } from "./fixtures";
import { EDITORIAL_PAGES, PRODUCTS, SEGMENTATIONS } from "../../mocks/data/catalog";
import { HELP_TOPICS } from "../../mocks/data/cms";
import { LOCALES, type LocalePrefix } from "../../app/lib/locales";
import { slugify } from "../../app/lib/slug";
import { editorialPath, familyPath } from "../../app/pages/catalog-links";
import { text } from "./messages";

const BASE = "http://localhost:8787";
const familyAt = (prefix: LocalePrefix, id: string) =>
  familyPath(prefix, {
    segmentationId: id,
    title: SEGMENTATIONS.find((entry) => entry.segmentationId === id)!.title[LOCALES[prefix].language],
  });
const editorialAt = (prefix: LocalePrefix, type: "landing" | "trend" | "lookbook" | "blog", id: string) =>
  editorialPath(prefix, type, EDITORIAL_PAGES.find((entry) => entry.id === id)!.slug[LOCALES[prefix].language], id);

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

test.describe("decision 183: every page type answers at one URL, a wrong slug moves there (301) keeping the query", () => {
  const delivery = HELP_TOPICS.find((topic) => topic.id === "delivery")!;
  const product = PRODUCTS[0]!;
  const productOwn = `/en/${slugify(`${product.name.en} ${product.options[0]!.colour.label.en}`)}--p${product.productId}`;
  const cases: [what: string, wrong: string, own: string][] = [
    ["lookbook", "/fr-fr/x--lbpLOOKBOOK_SS26", editorialAt("fr-fr", "lookbook", "LOOKBOOK_SS26")],
    ["lookbook, page shape", "/en/lookbookPage/x/LOOKBOOK_SS26", editorialAt("en", "lookbook", "LOOKBOOK_SS26")],
    ["blog post", "/pl-pl/x--blogBLOG_KNITWEAR_CARE", editorialAt("pl-pl", "blog", "BLOG_KNITWEAR_CARE")],
    ["trend page", "/de-de/Denim--tpTREND_DENIM", editorialAt("de-de", "trend", "TREND_DENIM")],
    ["landing page", "/fr-fr/promo--lpBF2026", editorialAt("fr-fr", "landing", "BF2026")],
    ["landing page, page shape", "/es-es/landingPage/rebajas/BF2026", editorialAt("es-es", "landing", "BF2026")],
    ["catalogue page", "/fr-fr/catalog/whatever/WOMEN_DRESSES", familyAt("fr-fr", "WOMEN_DRESSES")],
    ["catalogue page, umlaut", "/de-de/bettwasche--plHOME_BEDDING", familyAt("de-de", "HOME_BEDDING")],
    ["product", `/en/anything--p${product.productId}`, productOwn],
    ["store page", "/fr-fr/stores/france/lyon/old-name-107", "/fr-fr/stores/france/lyon/lyon-republique-107/"],
    ["help topic by its id", "/fr-fr/aide/delivery", `/fr-fr/aide/${delivery.slug.fr}`],
    ["help centre, case and slash", "/fr-fr/AIDE/", "/fr-fr/aide"],
    ["home, trailing slash", "/de-de/", "/de-de"],
  ];
  for (const [what, wrong, own] of cases) {
    test(`${what}: ${wrong} → ${own}, which answers 200 as its own canonical`, async ({ request }) => {
      const moved = await request.get(`${wrong}?utm_source=mail`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe(`${own}?utm_source=mail`);
      const page = await request.get(own, { maxRedirects: 0 });
      expect(page.status()).toBe(200);
      expect(/<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(await page.text())?.[1]).toBe(`${BASE}${own}`);
    });
  }

  test("private sale: another case or a trailing slash moves to its one URL", async ({ request }) => {
    const moved = await request.get("/fr-fr/Private-Sale/?from=banner", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/fr-fr/private-sale?from=banner");
  });

  test("the menu's and footer's links to editorial pages and help topics answer without a redirect", async ({
    page,
    request,
  }) => {
    await page.goto("/fr-fr");
    const hrefs = await page
      .locator('a[href*="--lp"], a[href*="--tp"], a[href*="--lbp"], a[href*="--blog"], a[href^="/fr-fr/aide/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")!))]);
    expect(hrefs).toContain(editorialAt("fr-fr", "trend", "TREND_DENIM"));
    expect(hrefs).toContain(`/fr-fr/aide/${delivery.slug.fr}`);
    for (const href of hrefs)
      expect([href, (await request.get(href, { maxRedirects: 0 })).status()]).toEqual([href, 200]);
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
    await page.goto(`${familyAt("fr-fr", "WOMEN")}?p=2&size=38`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${BASE}${familyAt("fr-fr", "WOMEN")}?p=2`,
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
