import { axeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { PRODUCTS } from "../../mocks/data/catalog/products";
import { text } from "./messages";

/** The store locator against the offline mock: the place finder, the map, store pages, the directory. */

const results = (page: Page) => page.locator(".place-list > li h3");
const finder = (page: Page, language: string) =>
  page.getByRole("search", { name: text(language, "stores_search_label") });
const fault = (rule: object) => ({
  name: "mock-fault",
  value: encodeURIComponent(JSON.stringify(rule)),
  url: "http://localhost:8787",
});

test.describe("R2.2.13 R7.06 R3.10 the store locator in French", () => {
  test.use({ locale: "fr-FR" });

  test("a town: the three nearest stores to Lyon with their hours, on a map and in a list; a pin leads to the store", async ({
    page,
  }) => {
    await page.goto("/fr-fr/stores");
    await page.waitForLoadState("networkidle");
    await page.getByRole("searchbox", { name: text("fr", "stores_search_field") }).fill("Lyon");
    await finder(page, "fr")
      .getByRole("button", { name: text("fr", "stores_search_submit") })
      .click();
    await expect(page).toHaveURL(/\/fr-fr\/stores\?q=Lyon$/);
    await expect(results(page).nth(0)).toHaveText("Atelier Sept Lyon République");
    await expect(results(page).nth(1)).toHaveText("Atelier Sept Lyon Part-Dieu");
    await expect(results(page).nth(2)).toHaveText("Atelier Sept Grenoble Félix-Poulat");
    await expect(page.locator(".place-list > li").first().locator(".store-hours__now")).toBeVisible();
    const pins = page.locator(".store-map svg a");
    await expect(pins.first()).toHaveAttribute("aria-label", "1. Atelier Sept Lyon République");
    expect(await page.locator(".store-map image").getAttribute("href")).toMatch(/^\/resources\/store-map\.svg\?area=/);
    const land = await page.request.get((await page.locator(".store-map image").getAttribute("href"))!);
    expect(land.headers()["content-type"]).toContain("image/svg+xml");
    expect(await land.text()).toContain(">Lyon</text>");
    expect(await axeViolations(page)).toEqual([]);
    await pins.first().click();
    await expect(page).toHaveURL(/\/fr-fr\/stores\/france\/lyon\/lyon-republique-107\/$/);
  });

  test("R8.12 nothing near a place is an empty list with a way on, not an error; the backend failing is said beside the form", async ({
    page,
    context,
  }) => {
    const empty = await page.goto("/fr-fr/stores?q=Atlantis");
    expect(empty?.status()).toBe(200);
    await expect(page.getByText(text("fr", "stores_none_near", { place: "Atlantis" }))).toBeVisible();
    await expect(page.getByRole("link", { name: text("fr", "stores_all_title") }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await context.addCookies([fault({ call: "GET /ecommerce/v2/storelocator/stores", status: 500 })]);
    const failing = await page.goto("/fr-fr/stores?q=Lyon");
    expect(failing?.status()).toBe(200);
    await expect(page.getByText(text("fr", "stores_unavailable"))).toBeVisible();
    await expect(page.getByRole("searchbox", { name: text("fr", "stores_search_field") })).toHaveValue("Lyon");
  });

  test("near me, granted: the stores nearest the shopper's position, which the URL keeps to about 1 km", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 45.18872, longitude: 5.72455 });
    await page.goto("/fr-fr/stores");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: text("fr", "stores_near_me") }).click();
    await expect(page).toHaveURL(/\/fr-fr\/stores\?near=45\.19%2C5\.72$/);
    await expect(results(page).first()).toHaveText("Atelier Sept Grenoble Félix-Poulat");
    await expect(
      page
        .getByRole("heading", { level: 2 })
        .filter({ hasText: text("fr", "stores_results_near_you", { results: "" }).trim() }),
    ).toBeVisible();
  });

  test("near me, refused: a clear message, and the town field still there", async ({ page }) => {
    await page.goto("/fr-fr/stores");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: text("fr", "stores_near_me") }).click();
    await expect(page.getByRole("status").filter({ hasText: text("fr", "stores_near_me_denied") })).toBeVisible();
    await expect(page).toHaveURL(/\/fr-fr\/stores$/);
  });

  test("R2.5.02 a store page by id and by any friendly name ends on the canonical URL, with hours, services, map and JSON-LD", async ({
    page,
  }) => {
    const byId = await page.goto("/fr-fr/stores/107");
    expect(byId?.request().redirectedFrom()).not.toBeNull();
    await expect(page).toHaveURL(/\/fr-fr\/stores\/france\/lyon\/lyon-republique-107\/$/);
    await page.goto("/fr-fr/stores/france/lyon/ancien-nom-107");
    await expect(page).toHaveURL(/\/fr-fr\/stores\/france\/lyon\/lyon-republique-107\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Atelier Sept Lyon République");
    await expect(page.locator(".store-hours tbody tr")).toHaveCount(7);
    await expect(page.getByRole("heading", { name: text("fr", "stores_services_title") })).toBeVisible();
    await expect(page.locator(".store-map svg")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/fr-fr\/stores\/france\/lyon\/lyon-republique-107\/$/,
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd).toMatchObject({
      "@type": "ClothingStore",
      name: "Atelier Sept Lyon République",
      address: { postalCode: "69002" },
    });
    expect(await axeViolations(page)).toEqual([]);
  });

  test("R7.05 the product page's stores lead to a store page with that size's stock", async ({ page }) => {
    const product = PRODUCTS.find((entry) => entry.options[0]!.sizes.some((size) => size.availabilityCode >= 1))!;
    await page.goto(`/fr-fr/product/x/${product.productId}`);
    const store = page.locator(".product__stores li a").first();
    await expect(store).toBeVisible();
    await store.click();
    await expect(page).toHaveURL(
      new RegExp(`/fr-fr/stores/[^/]+/[^/]+/[^/]+-\\d+/\\?productId=${product.productId}&size=`),
    );
    await expect(page.getByRole("heading", { name: text("fr", "stores_stock_title") })).toBeVisible();
    await expect(page.locator(".store-page__stock .place-card__stock")).toBeVisible();
    await page.getByRole("link", { name: text("fr", "stores_back_to_product") }).click();
    await expect(page).toHaveURL(new RegExp(`--p${product.productId}`));
  });
});

test.describe("R2.2.13 R7.08 the store locator in English", () => {
  test.use({ locale: "en-GB" });

  test("a postcode finds its town's stores; every store is listed by country and city", async ({ page }) => {
    await page.goto("/en/stores?q=M2%206AN");
    await expect(results(page).first()).toHaveText("Atelier Sept Manchester King Street");
    await expect(page.locator(".place-card__distance").first()).toContainText("mi");
    await page.goto("/en/stores/all");
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("United Kingdom");
    await expect(page.getByRole("heading", { level: 3, name: "Manchester" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Switzerland" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Atelier Sept London Marylebone" }).click();
    await expect(page).toHaveURL(/\/en\/stores\/united-kingdom\/london\/london-marylebone-302\/$/);
  });

  test("R2.5.07 a site without stores answers 404 for every store page", async ({ page }) => {
    for (const path of [
      "/de-de/stores",
      "/de-de/stores/all",
      "/it/stores/107",
      "/pl-pl/stores/france/lyon/lyon-republique-107/",
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe("R2.2.13 the store locator without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "en-GB" });

  test("issue 49: the town form searches by itself; near me, which needs scripts, is not offered", async ({ page }) => {
    await page.goto("/en/stores");
    await expect(finder(page, "en").getByRole("button", { name: text("en", "stores_near_me") })).toHaveCount(0);
    await page.getByRole("searchbox", { name: text("en", "stores_search_field") }).fill("Leeds");
    await finder(page, "en")
      .getByRole("button", { name: text("en", "stores_search_submit") })
      .click();
    await expect(page).toHaveURL(/\/en\/stores\?q=Leeds$/);
    await expect(results(page).first()).toHaveText("Atelier Sept Leeds Victoria Quarter");
  });

  test("issue 49: a near-me link without a position keeps the town's list, saying why, and the town in the box", async ({
    page,
  }) => {
    await page.goto("/en/stores?q=Leeds&near=me");
    await expect(page.getByText(text("en", "stores_near_me_kept_search", { place: "Leeds" }))).toBeVisible();
    await expect(results(page).first()).toHaveText("Atelier Sept Leeds Victoria Quarter");
    await expect(page.getByRole("searchbox", { name: text("en", "stores_search_field") })).toHaveValue("Leeds");
    await page.goto("/en/stores?q=&near=me");
    await expect(page.getByText(text("en", "stores_near_me_unavailable"))).toBeVisible();
  });
});

test.describe("R2.2.15 R5.02 the footer's newsletter form", () => {
  test("with JavaScript: the sign-up rules, then the confirmation", async ({ page }) => {
    await page.goto("/en/stores/all");
    await page.waitForLoadState("networkidle");
    const footer = page.locator(".site-footer__newsletter");
    const field = footer.getByRole("textbox", { name: text("en", "newsletter_email_label") });
    const submit = footer.getByRole("button", { name: text("en", "newsletter_submit") });
    await expect(submit).toBeDisabled();
    await field.fill(`footer.${Date.now()}@example.com`);
    await submit.click();
    await expect(page).toHaveURL(/\/en\/newsletter\/confirmation\?status=subscribed$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an invalid address comes back to the same page with the field in error", async ({ page }) => {
      await page.goto("/en/stores/all");
      const footer = page.locator(".site-footer__newsletter");
      await footer.getByRole("textbox", { name: text("en", "newsletter_email_label") }).fill("lea@exemple");
      await footer.getByRole("button", { name: text("en", "newsletter_submit") }).click();
      await expect(page).toHaveURL(/\/en\/stores\/all#form-answer$/);
      await expect(page.locator(".site-footer__newsletter .field__error")).toHaveText(
        text("en", "newsletter_email_invalid"),
      );
    });
  });
});
