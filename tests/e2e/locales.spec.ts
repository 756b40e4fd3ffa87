import { expect, test, whenHydrated } from "./fixtures";
import { PREFIXES, text } from "./messages";
import { attribute, elementsWithClass, textOf } from "./served-html";

/**
 * What these tests read is all in the served document (the language, the heading, the skip link,
 * the hreflang set and the canonical): they read it as a crawler does, without a browser's page
 * load and hydration (decision 205); the page's hydration is the next test's.
 */
test.describe("R2.1.01 every locale prefix renders its home page", () => {
  for (const [prefix, language, hrefLang] of PREFIXES) {
    test(`R2.2.01 /${prefix} is served in ${hrefLang} with the full hreflang set`, async ({ request }) => {
      const response = await request.get(`/${prefix}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<html[^>]*\slang="([^"]*)"/)?.[1]).toBe(hrefLang);
      expect(textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1])).not.toBe("");
      expect(textOf(elementsWithClass(html, "a", "skip-link")[0])).toBe(text(language, "shell_skip_to_content"));
      const alternates = [...html.matchAll(/<link[^>]*\brel="alternate"[^>]*>/g)]
        .map(([tag]) => [attribute(tag, "hreflang"), attribute(tag, "href")] as const)
        .filter(([lang]) => lang !== undefined);
      expect(alternates).toHaveLength(13);
      expect(Object.fromEntries(alternates.map(([lang, href]) => [lang, new URL(href ?? "").pathname]))).toEqual({
        "fr-FR": "/fr-fr",
        fr: "/fr",
        "fr-CH": "/fr-ch",
        en: "/en",
        "es-ES": "/es-es",
        es: "/es",
        "de-DE": "/de-de",
        de: "/de",
        "it-IT": "/it-it",
        it: "/it",
        "pl-PL": "/pl-pl",
        pl: "/pl",
        "x-default": "/en",
      });
      const canonical = html.match(/<link[^>]*\brel="canonical"[^>]*>/)?.[0] ?? "";
      expect(attribute(canonical, "href")).toBe(`http://localhost:8787/${prefix}`);
    });
  }
});

test("the page is streamed server-rendered HTML that hydrates without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/fr-fr");
  expect(response?.headers()["content-type"]).toContain("text/html");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src [^;]*'nonce-/);
  // After hydration, client navigation works (no full reload: the window marker survives).
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  // Opened once hydrated: before, the control is the plain link to the cart (a full load).
  const miniCart = page.locator('a[aria-controls="mini-cart"]');
  await whenHydrated(miniCart);
  await miniCart.click();
  await page.getByRole("link", { name: text("fr", "header_view_cart") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("fr", "cart_title"));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  // The stylesheet (a hashed file) holds through hydration and client navigation.
  expect(await page.evaluate(() => getComputedStyle(document.querySelector(".site-header")!).position)).toBe("sticky");
  expect(errors).toEqual([]);
});

test("'/' goes to the locale of the cookie, else of the browser, else en", async ({ browser }) => {
  const german = await browser.newContext({ locale: "de-DE" });
  const page = await german.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/de-de$/);
  await page.goto("/it-it");
  await page.goto("/");
  await expect(page).toHaveURL(/\/it-it$/);
  await german.close();
  const japanese = await browser.newContext({ locale: "ja-JP" });
  const other = await japanese.newPage();
  await other.goto("/");
  await expect(other).toHaveURL(/\/en$/);
  await japanese.close();
});
