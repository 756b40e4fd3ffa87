import { axeViolations } from "./axe";
import { expect, test, whenHydrated, type Browser, type Page } from "./fixtures";
import { PRODUCTS } from "../../mocks/data/catalog";
import { LANGUAGE_HOMES, PREFIXES, text } from "./messages";
import { attribute, elementsWithClass, textOf } from "./served-html";

// A common Android phone; isMobile honours the page's viewport meta as a phone does.
const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true };

/** A page on that phone, in a browser speaking `locale`, loaded and hydrated (menus toggle only once hydrated). */
async function onPhone(browser: Browser, locale: string, path: string) {
  const context = await browser.newContext({ ...PHONE, locale });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return { page, close: () => context.close() };
}

/** Opens a header panel by its control (aria-controls), then axe checks the page with it open. */
async function expectNoViolationsWithPanelOpen(page: Page, panel: "mini-cart" | "site-menu") {
  const control = page.locator(`a[aria-controls="${panel}"]`);
  // Before hydration the mini-cart's control is the plain link to the cart.
  if (panel === "mini-cart") await whenHydrated(control);
  await control.click();
  // The mobile menu slides in (data-open); the mini-cart panel shows.
  if (panel === "site-menu") await expect(page.locator("#site-menu")).toHaveAttribute("data-open", "true");
  else await expect(page.locator("#mini-cart")).toBeVisible();
  // The mobile menu is modal: the whole page, the rest of it made inert. The mini-cart opens in the
  // header and changes nothing outside it, a page the test has just scanned whole.
  expect(await axeViolations(page, { within: panel === "site-menu" ? undefined : "header" })).toEqual([]);
}

test.describe("R2.6.01 header", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the CMS mega-menu opens on hover after 250 ms, on keyboard focus, and closes with Escape", async ({ page }) => {
    await page.goto("/fr-fr/cart");
    const trigger = page.locator('a[aria-controls="main-nav-panel-0"]');
    const panel = page.locator("#main-nav-panel-0");
    await expect(panel).toBeHidden();
    await trigger.hover();
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(panel.locator(".badge").first()).toBeVisible();
    await page.mouse.move(5, 890);
    await expect(panel).toBeHidden();
    await trigger.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("external CMS links carry target, rel and their CMS title", async ({ page }) => {
    await page.goto("/en");
    const external = page.locator('.main-nav a[target="_blank"]').first();
    await expect(external).toHaveAttribute("rel", /noopener/);
    await expect(external).toHaveAttribute("href", /^https:\/\//);
  });

  test("R4.12 the mini-cart and customer menu each open on hover or keyboard focus and toggle on click", async ({
    page,
  }) => {
    await page.goto("/de-de/cart");
    const menus = [
      { trigger: page.locator('a[aria-controls="mini-cart"]'), panel: page.locator("#mini-cart") },
      { trigger: page.locator('a[aria-controls="customer-menu"]'), panel: page.locator("#customer-menu") },
    ];
    for (const { trigger, panel } of menus) {
      await whenHydrated(trigger);
      await trigger.hover();
      await expect(panel).toBeVisible();
      await page.mouse.move(5, 600);
      await expect(panel).toBeHidden();
      await trigger.click();
      await expect(panel).toBeVisible();
      await trigger.click();
      await expect(panel).toBeHidden();
      // Keyboard focus (away by Tab, back by Shift+Tab) opens it at once; Escape closes it.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Shift+Tab");
      await expect(trigger).toBeFocused();
      await expect(panel).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }
    await menus[0]!.trigger.hover();
    await expect(menus[0]!.panel).toContainText(text("de", "header_mini_cart_empty"));
    await menus[1]!.trigger.hover();
    await expect(menus[1]!.panel.getByRole("link", { name: text("de", "header_sign_in") })).toBeVisible();
  });

  test("the back button is hidden on home and goes back elsewhere", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en");
    await expect(page.getByRole("link", { name: text("en", "header_back"), exact: true })).toHaveCount(0);
    await page.goto("/en/cart");
    await expect(page.getByRole("link", { name: text("en", "header_back"), exact: true })).toBeVisible();
  });

  test("predictive search: a combobox of suggestions, debounced, keyboard navigable", async ({ page }) => {
    await page.goto("/fr-fr/cart");
    const field = page.getByRole("combobox", { name: text("fr", "shell_search") }).first();
    await field.pressSequentially("robe", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: text("fr", "suggest_label") }).first();
    await expect(listbox).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    const optionsCount = await listbox.getByRole("option").count();
    expect(optionsCount).toBeGreaterThan(2);
    await field.press("ArrowDown");
    await expect(listbox.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await field.press("Escape");
    await expect(listbox).toBeHidden();
    await field.press("ArrowDown");
    await field.fill("robe ");
    await expect(listbox).toBeVisible();
    const last = listbox.getByRole("option").last();
    const href = await last.textContent();
    for (let i = 0; i < optionsCount; i++) await field.press("ArrowUp");
    await field.press("Enter");
    await expect(page).not.toHaveURL(/\/cart$/);
    expect(href).toBeTruthy();
  });

  test("the header search submits to the search page", async ({ page }) => {
    await page.goto("/it-it");
    await page
      .getByRole("combobox", { name: text("it", "shell_search") })
      .first()
      .fill("lino");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/it-it\/search\?q=lino$/);
  });

  test("signed in, the marker says so and the menu greets by first name", async ({ page }) => {
    await page.goto("/fr-fr/account/dashboard");
    await page.getByRole("button", { name: "Sign in as Léa" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/account\/dashboard$/);
    await expect(page.locator('a[aria-controls="customer-menu"]')).toHaveAttribute("data-connected", "true");
    await page.locator('a[aria-controls="customer-menu"]').click();
    await expect(page.locator("#customer-menu")).toContainText(text("fr", "header_greeting", { name: "Léa" }));
    // Léa is subscribed to the newsletter: no banner inviting her to subscribe.
    await expect(page.locator(".site-footer__newsletter")).toHaveCount(0);
  });
});

test.describe("R2.6.02 mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("R4.12 slides in, traps focus, locks the body's scroll while open and frees it once closed, greets, and closes", async ({
    page,
  }) => {
    await page.goto("/es-es");
    // The menu opens as a dialog once hydrated; before that the link is the no-JS fallback (#site-menu).
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: text("es", "header_open_menu") }).click();
    const dialog = page.getByRole("dialog", { name: text("es", "header_main_menu") });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await expect(dialog.getByRole("link", { name: text("es", "header_sign_in") })).toBeVisible();
    await expect(dialog.getByRole("link", { name: text("es", "account_wishlist_title") })).toBeVisible();
    for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#site-menu")))).toBe(true);
    await dialog.getByRole("link", { name: text("es", "header_close_menu") }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("opens without JavaScript too (#site-menu)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/en");
    await page.locator('a[aria-controls="site-menu"]').click();
    await expect(page.locator("#site-menu .mobile-menu__panel")).toBeInViewport();
    await context.close();
  });
});

test.describe("R2.6.04 footer", () => {
  test.use({ locale: "fr-FR" });
  test("accordion columns on mobile, legal mentions loaded on first open, country selector", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/fr-fr");
    // The footer hydrates in its own task, after the page: its disclosures load their notices once it has.
    await whenHydrated(page.locator(".site-footer__legal"));
    const column = page.locator(".site-footer__column").first();
    await expect(column.locator("ul")).toBeHidden();
    await column.locator("summary").click();
    await expect(column.locator("ul")).toBeVisible();
    const legalRequest = page.waitForRequest((request) => request.url().includes("/resources/legal-notices"));
    await page.locator(".site-footer__legal summary").click();
    await legalRequest;
    await expect(page.locator(".site-footer__notice").first()).toBeVisible();
    await page.locator(".site-footer__countries summary").click();
    // hreflang is BCP 47 (de-DE); CSS matches hreflang case-insensitively, so the case is checked apart.
    const german = page.locator('.site-footer__countries a[hreflang="de-DE"]');
    await expect(german).toHaveAttribute("href", "/de-de");
    await expect(german).toHaveAttribute("hreflang", "de-DE");
    await expect(page.locator('.site-footer__countries a[hreflang="fr-FR"]')).toHaveCount(0);
    await expect(page.locator(".site-footer")).toContainText(String(new Date().getFullYear()));
  });
});

test.describe("R2.2.18 help centre from the CMS", () => {
  test("index and topic in German, unknown topic 404, short locale without pages", async ({ page }) => {
    await page.goto("/de-de/hilfe");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("de", "help_title"));
    const first = page.locator(".help-topics a").first();
    const title = (await first.locator("strong").textContent())!;
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect((await page.request.get("/de-de/hilfe/gibt-es-nicht")).status()).toBe(404);
    await page.goto("/pl/pomoc");
    await expect(page.locator(".help-topics details").first()).toBeVisible();
  });
});

test("robots.txt and a sitemap per locale", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: http://localhost:8787/sitemaps/fr-fr.xml");
  const sitemap = await request.get("/sitemaps/de-de.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain("<loc>http://localhost:8787/de-de</loc>");
  expect(xml.match(/--p\d+<\/loc>/g)?.length).toBeGreaterThan(300);
  expect((await request.get("/sitemaps/xx.xml")).status()).toBe(404);
});

test("issue 28: sitemap URLs answer 200, each its own canonical (umlauts and colours as the page writes them)", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemaps/de-de.xml")).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(urls).toContain("http://localhost:8787/de-de/bettwaesche--plHOME_BEDDING");
  // Every family, and products across the listings (the full crawl: npm run crawl).
  const sample = [
    ...urls.filter((url) => /--pl/.test(url)),
    ...urls.filter((url) => /--p\d/.test(url)).filter((_, index) => index % 15 === 0),
  ];
  for (const url of sample) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    expect(/<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(await response.text())?.[1], url).toBe(url);
  }
});

test.describe("accessibility: axe on the home page in six languages", () => {
  // A browser of another language than the page's, so that the country popin is open too: German
  // for every home but the German one, French for that one. One context per browser language, kept
  // from test to test (decision 205), rather than one each.
  const browserLocaleOf = (home: string) => (home === "de-de" ? "fr-FR" : "de-DE");
  for (const browserLocale of ["de-DE", "fr-FR"] as const) {
    test.describe(`in a ${browserLocale} browser`, () => {
      test.use({ locale: browserLocale, viewport: { width: 1440, height: 900 } });

      for (const [prefix] of LANGUAGE_HOMES.filter(([home]) => browserLocaleOf(home) === browserLocale)) {
        test(`/${prefix} has no violations, with the popin, mega-menu and mini-cart open`, async ({ page }) => {
          // Four whole-page scans: more than one ordinary test's budget.
          test.slow();
          await page.goto(`/${prefix}`);
          await expect(page.getByRole("dialog")).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
          await page.locator('a[aria-controls="main-nav-panel-0"]').hover();
          await expect(page.locator("#main-nav-panel-0")).toBeVisible();
          // The mega-menu opens in the header, as the mini-cart does: the header, the page scanned whole above.
          expect(await axeViolations(page, { within: "header" })).toEqual([]);
          await expectNoViolationsWithPanelOpen(page, "mini-cart");
          await page.setViewportSize({ width: 390, height: 844 });
          await expectNoViolationsWithPanelOpen(page, "site-menu");
        });
      }
    });
  }
});

test.describe("accessibility: axe at phone width, one pass per page type", () => {
  test("home (/de-de) has no violations, with the popin, mini-cart and mobile menu open", async ({ browser }) => {
    const { page, close } = await onPhone(browser, "fr-FR", "/de-de");
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoViolationsWithPanelOpen(page, "mini-cart");
    await expectNoViolationsWithPanelOpen(page, "site-menu");
    await close();
  });
});

test.describe("accessibility: axe on product pages at phone width, in six languages", () => {
  const product = PRODUCTS.find((entry) => entry.options.length > 1)!;

  for (const [prefix, language] of LANGUAGE_HOMES) {
    test(`/${prefix} product page: no violations (the gallery scrolls sideways and is reachable by keyboard)`, async ({
      browser,
    }) => {
      const { page, close } = await onPhone(
        browser,
        `${language}-${prefix.slice(-2).toUpperCase()}`,
        `/${prefix}/x--p${product.productId}`,
      );
      await expect(page.locator(".product__gallery")).toHaveAttribute("tabindex", "0");
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });
  }
});

test("WCAG 2.4.4 the header's cart link says what it is: the cart, its count and its total, in the page's language", async ({
  page,
}) => {
  const product = PRODUCTS.find((entry) =>
    entry.options.some((option) => option.sizes.some((size) => size.stock >= 3 && size.availabilityCode === 2)),
  )!;
  const sku = product.options
    .flatMap((option) => option.sizes)
    .find((size) => size.stock >= 3 && size.availabilityCode === 2)!.sku;
  await page.goto("/de-de");
  const cart = page.locator('a[aria-controls="mini-cart"]');
  await expect(cart).toHaveAccessibleName(text("de", "shell_cart"));
  const added = await page.request.post("/de-de/cart", {
    headers: { origin: "http://localhost:8787" },
    form: { intent: "add-to-cart", sku },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await page.reload();
  const total = (await cart.locator(".site-header__label").textContent())!.trim();
  await expect(cart).toHaveAccessibleName(text("de", "header_cart_link", { count: 1, total }));
});

// Read in the served document (served-html.ts): the menu is the server's, hydration adds nothing to it.
test("every prefix shows its own CMS menu", async ({ request }) => {
  for (const [prefix] of PREFIXES.filter(([, , hrefLang]) => hrefLang.includes("-"))) {
    const links = elementsWithClass(await (await request.get(`/${prefix}`)).text(), "a", "main-nav__link");
    expect(links.length, prefix).toBeGreaterThan(0);
    expect(textOf(links[0]), prefix).not.toBe("");
    // Its own: every link within the site stays under the prefix (a CMS link may lead elsewhere).
    const internal = links.map((link) => attribute(link, "href") ?? "").filter((href) => href.startsWith("/"));
    expect(internal.length, prefix).toBeGreaterThan(0);
    for (const href of internal) expect(href, prefix).toMatch(new RegExp(`^/${prefix}/`));
  }
});

test.describe("R9.05 toasts", () => {
  test.use({ locale: "it-IT" });

  test("a failure toast is announced, stays while hovered, closes on click and on its own after 4 s", async ({
    page,
    context,
  }) => {
    await context.addCookies([
      {
        name: "mock-fault",
        value: encodeURIComponent(
          JSON.stringify({ call: "GET /commercial-animations/offers/legal-notices", status: 500 }),
        ),
        url: "http://localhost:8787",
      },
    ]);
    // The page's own clock, moved on by the test rather than waited for.
    await page.clock.install();
    await page.goto("/it-it");
    const toast = page.locator(".toast").filter({ hasText: text("it", "footer_legal_failed") });
    await page.locator(".site-footer__legal summary").click();
    await expect(toast).toBeVisible();
    await expect(page.locator('[role="status"][aria-live="polite"]')).toContainText(text("it", "footer_legal_failed"));
    await toast.hover();
    await page.clock.runFor(4500);
    await expect(toast).toBeVisible();
    await toast.click();
    await expect(toast).toHaveCount(0);
    await page.locator(".site-footer__legal summary").click();
    await page.locator(".site-footer__legal summary").click();
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(2000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(2500);
    await expect(toast).toHaveCount(0);
  });
});

test("R5.03 the search field is labelled and required, with the browser's own message when empty", async ({ page }) => {
  await page.goto("/fr-fr/search");
  const field = page.getByRole("searchbox", { name: text("fr", "search_field_label") });
  await expect(field).toHaveAttribute("required", "");
  await page.locator(".search-form button").click();
  await expect(page.locator(".field__error")).toBeVisible();
  await field.fill("robe");
  await page.locator(".search-form button").click();
  await expect(page).toHaveURL(/\/fr-fr\/search\?q=robe$/);
});

test("nothing scrolls sideways from the smallest phone to desktop", async ({ browser }) => {
  // Each page loaded on the smallest phone, then the window widened step by step (the layout is
  // CSS's alone: no part of the page is rendered differently by width).
  const widths = [320, 420, 768, 1279, 1280, 1920];
  const context = await browser.newContext({ viewport: { width: widths[0]!, height: 900 }, locale: "fr-FR" });
  const page = await context.newPage();
  for (const path of ["/de-de/hilfe/versand", "/pl-pl/cart"]) {
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const scrollWidth = await page.evaluate(
        () =>
          new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))),
      );
      expect([width, path, scrollWidth]).toEqual([width, path, width]);
    }
  }
  await context.close();
});
