import { axeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { MOBILE_APP_MARKER } from "../../app/lib/device";
import { payBy, stocked, upToPayment } from "./checkout-flow";
import { text } from "./messages";

/**
 * Consent and the third-party scripts (issue 15), against the offline fakes the mock serves:
 * what loads in each consent state, what the tag manager and the A/B testing service receive.
 */

declare global {
  interface Window {
    __fakeTagManager?: { id: string; received: Record<string, unknown>[] };
  }
}

// These shoppers have not answered the banner yet.
test.use({ storageState: { cookies: [], origins: [] } });

const THIRD_PARTY = /\/__mock\/(tag-manager|ab-testing)\//;
const PRODUCT = `/fr-fr/x--p${stocked.sku.slice(0, 7)}`;

/** Every request the page makes that is not to localhost, and every third-party script it asks for. */
function watch(page: Page) {
  const offMachine: string[] = [];
  const thirdParty: string[] = [];
  const cspViolations: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["localhost", "127.0.0.1"].includes(url.hostname) && url.protocol !== "data:") offMachine.push(request.url());
    if (THIRD_PARTY.test(url.pathname)) thirdParty.push(url.pathname + url.search);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      cspViolations.push(message.text());
  });
  return { offMachine, thirdParty, cspViolations };
}

/** What the fake A/B testing service received (mocks/browser-pages.ts). */
const abReceived = (page: Page) =>
  page.evaluate(
    () =>
      (window.abtasty as { received?: { type: string; payload: Record<string, unknown> }[] } | undefined)?.received ??
      [],
  );
const received = (page: Page) => page.evaluate(() => window.__fakeTagManager?.received ?? null);
const events = async (page: Page, name: string) =>
  ((await received(page)) ?? []).filter((entry) => entry.event === name);
const banner = (page: Page, language: string) => page.getByRole("dialog", { name: text(language, "consent_title") });

/** On the French home page, the banner's "choose by purpose": audience measurement only, saved; the banner goes. */
async function chooseMeasurementOnly(page: Page) {
  await page.goto("/fr-fr");
  const dialog = banner(page, "fr");
  await dialog.getByText(text("fr", "consent_choose")).click();
  await dialog.getByRole("checkbox", { name: text("fr", "consent_analytics_title") }).check();
  await dialog.getByRole("button", { name: text("fr", "consent_save") }).click();
  await expect(dialog).toBeHidden();
}

test.describe("R7.43 before and without consent", () => {
  test.use({ locale: "fr-FR" });

  test("nothing loads before a choice, and no request leaves the machine on any page type", async ({ page }) => {
    const seen = watch(page);
    for (const path of ["/fr-fr", PRODUCT, "/fr-fr/search?q=robe", "/fr-fr/cart", "/fr-fr/stores"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(banner(page, "fr")).toBeVisible();
    }
    // The settings page is the choice in full: no banner over it, nothing loaded either.
    await page.goto("/fr-fr/privacy-settings");
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".consent-banner")).toHaveCount(0);
    expect(seen.thirdParty).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(seen.offMachine).toEqual([]);
  });

  test("in a browser that is never idle, the shopper's choice still closes the banner at once: their first press brings the code the page's later parts wait for", async ({
    page,
  }) => {
    // Idle never comes (a busy phone, a page full of third parties): only the shopper's own
    // presses start loading the islands and the language table. Before they did, an update to an
    // island's props (this revalidation) waited for idle, and the banner stayed over the page.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await chooseMeasurementOnly(page);
    await expect(page.locator("#main")).toBeFocused();
  });

  test("the banner is a labelled dialog, first in the tab order; refusing is as easy as accepting; the CNIL site adds 'continue without accepting'", async ({
    page,
  }) => {
    await page.goto("/fr-fr");
    const dialog = banner(page, "fr");
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: text("fr", "consent_continue_without") })).toBeFocused();
    const refuse = dialog.getByRole("button", { name: text("fr", "consent_refuse_all") });
    const accept = dialog.getByRole("button", { name: text("fr", "consent_accept_all") });
    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(refuseBox!.width).toBeCloseTo(acceptBox!.width, 0);
    expect(await refuse.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      await accept.evaluate((element) => getComputedStyle(element).backgroundColor),
    );
    await page.screenshot({ path: "test-results/consent-banner-fr.png" });
    // "Continue without accepting" is refusing all: the banner goes, focus goes to the page, nothing loads.
    const seen = watch(page);
    await dialog.getByRole("button", { name: text("fr", "consent_continue_without") }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("#main")).toBeFocused();
    await page.goto(PRODUCT);
    await page.waitForLoadState("networkidle");
    await expect(banner(page, "fr")).toBeHidden();
    expect(seen.thirdParty).toEqual([]);
    await page.goto("/fr-fr/privacy-settings");
    await expect(page.locator('dd[data-purpose="analytics"]')).toHaveText(text("fr", "consent_status_off"));
  });

  test("refuse all keeps everything off, also after adding to the cart; the English site has no CNIL button", async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto("/en");
    await expect(banner(page, "en").getByRole("button", { name: text("en", "consent_continue_without") })).toHaveCount(
      0,
    );
    await banner(page, "en")
      .getByRole("button", { name: text("en", "consent_refuse_all") })
      .click();
    await expect(banner(page, "en")).toBeHidden();
    await page.goto(`/en/x--p${stocked.sku.slice(0, 7)}`);
    await page.locator(`.size input[value="${stocked.sku}"]`).check({ force: true });
    await page.getByRole("button", { name: text("en", "product_add_to_cart") }).click();
    await expect(page.locator(".cart-badge")).toHaveText("1");
    await page.waitForTimeout(2000);
    expect(seen.thirdParty).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });
});

test.describe("R7.43 analytics and A/B testing after consent", () => {
  test.use({ locale: "fr-FR" });

  test("accept all (France: A/B testing on) loads the tag manager and the A/B service after the page; page views on every navigation, cart events with their fields", async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto(PRODUCT);
    await banner(page, "fr")
      .getByRole("button", { name: text("fr", "consent_accept_all") })
      .click();
    await expect(banner(page, "fr")).toBeHidden();
    await expect
      .poll(() => [...seen.thirdParty].sort())
      .toEqual(["/__mock/ab-testing/tag.js", "/__mock/tag-manager/gtm.js?id=GTM-A7SEPT"]);
    // Async scripts with the page's nonce, in the head: never render-blocking.
    for (const script of await page.locator("script[data-third-party]").all()) {
      expect(await script.evaluate((element: HTMLScriptElement) => element.async && element.nonce.length > 0)).toBe(
        true,
      );
    }
    await expect.poll(async () => (await events(page, "page_view")).length).toBe(1);
    expect((await events(page, "page_view"))[0]).toMatchObject({
      pageType: "product",
      locale: "fr-fr",
      language: "fr",
      site: "FR",
      funnelStep: "-",
    });
    await page.locator(`.size input[value="${stocked.sku}"]`).check({ force: true });
    await page.getByRole("button", { name: text("fr", "product_add_to_cart") }).click();
    await expect.poll(async () => (await events(page, "add_to_cart")).length).toBe(1);
    expect((await events(page, "add_to_cart"))[0]).toMatchObject({
      currency: "EUR",
      items: [{ sku: stocked.sku, quantity: 1, model: stocked.sku.slice(0, 7) }],
    });
    await page.goto("/fr-fr/cart");
    await expect.poll(async () => (await events(page, "page_view")).map((entry) => entry.funnelStep)).toContain(1);
    await page
      .getByRole("button", { name: text("fr", "cart_remove") })
      .first()
      .click();
    await expect.poll(async () => (await events(page, "remove_from_cart")).length).toBe(1);
    expect(seen.cspViolations).toEqual([]);
    expect(seen.offMachine).toEqual([]);
  });

  test("measurement only (privacy level 1): the tag manager, not A/B testing; TMS=NO in local storage turns analytics off", async ({
    page,
  }) => {
    const seen = watch(page);
    await chooseMeasurementOnly(page);
    await expect.poll(() => seen.thirdParty).toEqual(["/__mock/tag-manager/gtm.js?id=GTM-A7SEPT"]);
    await page.waitForTimeout(2000);
    expect(seen.thirdParty).toEqual(["/__mock/tag-manager/gtm.js?id=GTM-A7SEPT"]);
    await page.evaluate(() => localStorage.setItem("TMS", "NO"));
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2000);
    expect(seen.thirdParty).toHaveLength(1);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });

  test("R3.14 the order's transaction goes to analytics and to A/B testing (transaction and item events) once, also after a reload", async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: "as_consent", value: "1.a1.p1.1795514400", domain: "localhost", path: "/" }]);
    await upToPayment(page, "fr-fr", "fr");
    await payBy(page, "PayPal");
    await expect(page).toHaveURL(/\/fr-fr\/order-confirmation\?order=AS26\w+$/);
    const orderNumber = new URL(page.url()).searchParams.get("order")!;
    await expect.poll(async () => (await events(page, "transaction")).length, { timeout: 10_000 }).toBe(1);
    expect((await events(page, "transaction"))[0]).toMatchObject({
      orderNumber,
      currency: "EUR",
      totalPrice: expect.any(Number),
      items: [{ sku: stocked.sku, quantity: 1, model: stocked.sku.slice(0, 7), segmentationId: expect.any(String) }],
    });
    expect((await events(page, "page_view")).at(-1)).toMatchObject({ funnelStep: 6 });
    // The A/B service's API appears 700 ms after its script: the storefront polls for it.
    await expect
      .poll(async () => (await abReceived(page)).map((entry) => entry.type), { timeout: 10_000 })
      .toEqual(["transaction", "item"]);
    expect((await abReceived(page))[1]!.payload).toMatchObject({
      transactionId: orderNumber,
      sku: stocked.sku,
      quantity: 1,
    });
    await page.reload();
    await expect.poll(async () => (await events(page, "page_view")).length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(2500);
    expect(await events(page, "transaction")).toEqual([]);
    expect(await abReceived(page)).toEqual([]);
  });

  test("R5.11 a malformed tag-manager id (the Polish site's, locally) keeps analytics off even with consent", async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto("/pl-pl");
    await banner(page, "pl")
      .getByRole("button", { name: text("pl", "consent_accept_all") })
      .click();
    await expect(banner(page, "pl")).toBeHidden();
    await page.waitForTimeout(2500);
    expect(seen.thirdParty).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });
});

test.describe("choosing and changing", () => {
  test("without JavaScript the banner's buttons are forms: accept, then change the choice on the privacy settings page from the footer", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: "de-DE",
      baseURL: "http://localhost:8787",
    });
    const page = await context.newPage();
    await page.goto("/de-de");
    await banner(page, "de")
      .getByRole("button", { name: text("de", "consent_accept_all") })
      .click();
    await expect(page).toHaveURL(/\/de-de(#form-answer)?$/);
    await expect(banner(page, "de")).toHaveCount(0);
    await page.getByRole("link", { name: text("de", "footer_privacy_settings") }).click();
    await expect(page).toHaveURL(/\/de-de\/privacy-settings$/);
    await expect(page.locator('dd[data-purpose="personalisation"]')).toHaveText(text("de", "consent_status_on"));
    const form = page.locator(".privacy-settings__form");
    await form.getByRole("checkbox", { name: text("de", "consent_personalisation_title") }).uncheck();
    await form.getByRole("button", { name: text("de", "consent_save") }).click();
    await expect(page).toHaveURL(/\/de-de\/privacy-settings(#form-answer)?$/);
    await expect(page.locator(".privacy-settings").getByRole("status")).toHaveText(text("de", "consent_saved"));
    await expect(page.locator('dd[data-purpose="analytics"]')).toHaveText(text("de", "consent_status_on"));
    await expect(page.locator('dd[data-purpose="personalisation"]')).toHaveText(text("de", "consent_status_off"));
    const cookie = (await context.cookies()).find((entry) => entry.name === "as_consent")!;
    expect(cookie.httpOnly).toBe(true);
    // 13 months at most.
    expect(cookie.expires * 1000 - Date.now()).toBeLessThanOrEqual(396 * 24 * 3600 * 1000);
    await context.close();
  });

  test("with JavaScript the settings page changes the choice in place; withdrawing analytics unloads the tag manager", async ({
    page,
  }) => {
    await page.goto("/it-it/privacy-settings");
    await page
      .locator(".privacy-settings__form")
      .getByRole("button", { name: text("it", "consent_accept_all") })
      .click();
    await expect(page.locator('dd[data-purpose="analytics"]')).toHaveText(text("it", "consent_status_on"));
    await expect.poll(() => page.locator('script[data-third-party="tag-manager"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const form = page.locator(".privacy-settings__form");
    await form.getByRole("button", { name: text("it", "consent_refuse_all") }).click();
    await expect(page.locator('dd[data-purpose="analytics"]')).toHaveText(text("it", "consent_status_off"));
    await expect(page.locator('script[data-third-party="tag-manager"]')).toHaveCount(0);
  });
});

test.describe("R6.04 the mobile app", () => {
  test.use({
    userAgent: `${MOBILE_APP_MARKER}/3.2 (iPhone; iOS 18.1)`,
    locale: "en-US",
    viewport: { width: 390, height: 844 },
  });

  test("the app's web view has no header, footer, country popin nor consent banner; links stay in it", async ({
    page,
  }) => {
    await page.goto("/fr-fr");
    await expect(page.locator("main#main")).toBeVisible();
    await expect(page.locator(".site-header, header.site-header")).toHaveCount(0);
    await expect(page.locator(".site-footer")).toHaveCount(0);
    await expect(page.locator(".country-popin")).toHaveCount(0);
    await expect(page.locator(".consent-banner")).toHaveCount(0);
    await expect(page.locator('a[target="_blank"]')).toHaveCount(0);
    await page.screenshot({ path: "test-results/app-mode-fr.png" });
  });
});

test.describe("R4.14 recaptcha only where allowed", () => {
  test("the German store enables it: on its pages, and its newsletter sign-up sends a token; other stores' pages have none", async ({
    page,
  }) => {
    await page.goto("/en");
    await expect(page.locator('script[src*="recaptcha"]')).toHaveCount(0);
    await page.goto("/de-de/newsletter/subscription");
    await expect(page.locator('script[src*="recaptcha"]')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => typeof (window as unknown as { grecaptcha?: unknown }).grecaptcha))
      .toBe("object");
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().includes("/newsletter/subscription"),
    );
    await page.locator(".newsletter-form--page input[type=email]").fill("jonas.recaptcha@example.com");
    await page.locator(".newsletter-form--page button[type=submit]").click();
    expect((await posted).postData()).toContain("g-recaptcha-response=mock-recaptcha-token");
    await expect(page).toHaveURL(/\/de-de\/newsletter\/confirmation\?status=subscribed/);
  });
});
