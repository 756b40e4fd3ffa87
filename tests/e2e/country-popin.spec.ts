import { expect, test } from "./fixtures";
import { text } from "./messages";

test.use({ locale: "de-DE" });

test.describe("R2.6.03 R4.13 country popin", () => {
  test("a German browser on /fr-fr is offered the de-de site; yes goes there", async ({ page }) => {
    await page.goto("/fr-fr/cart");
    const site = text("fr", "site_name_de");
    const popin = page.getByRole("dialog", { name: text("fr", "popin_title", { site }) });
    await expect(popin).toBeVisible();
    await popin.getByRole("link", { name: text("fr", "popin_yes", { site }) }).click();
    await expect(page).toHaveURL(/\/de-de\/cart$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("R9.08 no stores a 30-day dismissal for that locale", async ({ page, context }) => {
    await page.goto("/fr-fr");
    const popin = page.getByRole("dialog");
    await popin.getByRole("button", { name: text("fr", "popin_no") }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const dismissal = (await context.cookies()).find((cookie) => cookie.name === "as_popin_dismissed_de-de");
    expect(dismissal).toBeDefined();
    const days = (dismissal!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("close works without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "de-DE",
      javaScriptEnabled: false,
      storageState: "tests/e2e/consent-decided.json",
    });
    const page = await context.newPage();
    await page.goto("/fr-fr");
    await page.getByRole("button", { name: text("fr", "popin_close") }).click();
    await expect(page).toHaveURL(/\/fr-fr$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await context.close();
  });

  test("issue 49: a country chosen in the footer is not questioned; the country list names each country once, Austria too", async ({
    page,
  }) => {
    await page.goto("/fr-fr");
    await expect(page.getByRole("dialog")).toBeVisible();
    const countries = page.locator(".site-footer__countries");
    await countries.locator("summary").click();
    const names = (await countries.locator("a").allInnerTexts()).map((name) => name.split(" · ")[0]!.trim());
    expect(names).toEqual([...new Set(names)]);
    expect(names).toContain("Allemagne");
    expect(names).toContain("Autriche");
    expect(names).not.toContain("France");
    await expect(countries.locator('a[href="/de"], a[href="/fr"], a[href="/es"]')).toHaveCount(0);
    // Switzerland, chosen here: the German browser is not sent back to Germany by the popin.
    await countries.locator('a[hreflang="fr-CH"]').click();
    await expect(page).toHaveURL(/\/fr-ch$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/fr-ch/cart");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("issue 49: one question at a time: the privacy banner first, then the country, never over the header", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "de-DE", storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/fr-fr");
    await expect(page.locator(".consent-banner")).toBeVisible();
    await expect(page.getByRole("dialog", { name: /Atelier Sept/ })).toBeHidden();
    await context.close();
  });
});
