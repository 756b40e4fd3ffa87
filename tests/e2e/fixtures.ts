import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
  type TestInfo,
} from "@playwright/test";

export * from "@playwright/test";
import { HYDRATION_STATE, ROUTE_MODULES_GLOBAL } from "../../app/framework/hydration-names";
import { HYDRATED_ATTRIBUTE } from "../../app/ui/hydration-mark";
import { cleanUp, cookiesOfStorageState, KeptContexts, watchLastingChanges } from "./kept-contexts";

/**
 * Every test in a mock world of its own (decision 129): the mock keeps a customer's orders,
 * addresses and subscriptions by customer, shared by every browser of a world, so tests running
 * side by side with the same customers would otherwise meet. A retry, and every run, starts a fresh world; the
 * extra browsers a test opens (a second shopper, no JavaScript) join the test's world too.
 */
/** This run's own: a server kept between local runs holds the worlds of the last one. */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const worldOf = (testInfo: TestInfo) => `e2e-${RUN}-${testInfo.testId}-${testInfo.retry}`;
const joinWorld = (context: BrowserContext, world: string) =>
  context.addCookies([{ name: "mock-world", value: world, url: "http://localhost:8787" }]);
/** A context's pages wait for their scripts on `goto` and `reload`, the pages it opens later too. */
const pagesHooked = new WeakSet<BrowserContext>();
function hookPages(context: BrowserContext): void {
  for (const page of context.pages()) loadsWithItsScripts(page);
  if (pagesHooked.has(context)) return;
  pagesHooked.add(context);
  context.on("page", loadsWithItsScripts);
}

/** A new context of the test (the test's own or one it opens): in the test's world, its pages hooked. */
async function prepare(context: BrowserContext, world: string): Promise<void> {
  await joinWorld(context, world);
  hookPages(context);
}

export const test = base.extend<{ mockWorld: string }, { keptContexts: KeptContexts }>({
  mockWorld: [
    async ({ browser }, use, testInfo) => {
      const world = worldOf(testInfo);
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      const patched = browser as Browser & { newContext: Browser["newContext"]; newPage: Browser["newPage"] };
      patched.newContext = async (options) => {
        const context = await newContext(options);
        await prepare(context, world);
        return context;
      };
      patched.newPage = async (options) => {
        const context = await patched.newContext(options);
        const page = await context.newPage();
        page.on("close", () => void context.close());
        return page;
      };
      await use(world);
      patched.newContext = newContext;
      patched.newPage = newPage;
    },
    { auto: true },
  ],
  keptContexts: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const kept = new KeptContexts();
      await use(kept);
      kept.forgetAll();
    },
    { scope: "worker" },
  ],
  // The test's context: one kept from an earlier test of this worker with the same options, its
  // HTTP cache kept and the rest put back (kept-contexts.ts, decision 215), else a new one made
  // with the test's options (Playwright gives `browser.newContext()` the test's `use`; the patch
  // above puts it in the test's world). Playwright's `page` is the context's first page.
  context: async (
    {
      browser,
      mockWorld,
      keptContexts,
      acceptDownloads,
      baseURL,
      bypassCSP,
      clientCertificates,
      colorScheme,
      contextOptions,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    },
    use,
    testInfo,
  ) => {
    // Every option of Playwright's that a context is made with (all of them are listed above, since
    // Playwright reads which fixtures a fixture uses from its parameter's pattern).
    // biome-ignore format: one line a few options, not one an option.
    const key = JSON.stringify([
      acceptDownloads, baseURL, bypassCSP, clientCertificates, colorScheme, contextOptions, contrast,
      deviceScaleFactor, extraHTTPHeaders, forcedColors, geolocation, hasTouch, httpCredentials,
      ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, reducedMotion,
      screen, serviceWorkers, storageState, timezoneId, userAgent, viewport,
    ]);
    // The cookies a kept context gets back; none is kept when the state also holds origins' storage.
    const stateCookies = process.env.E2E_FRESH_CONTEXTS ? undefined : cookiesOfStorageState(storageState);
    let context = stateCookies && keptContexts.take(key);
    if (context) {
      await context.addCookies(stateCookies!);
      await prepare(context, mockWorld);
    } else context = await browser.newContext();
    // Its first page made here, not by Playwright's `page`: what it listens to before the test is known.
    if (stateCookies && context.pages().length === 0) await context.newPage();
    const watch = watchLastingChanges(context);
    await use(context);
    const spent = watch.changed();
    if (stateCookies && !spent && testInfo.status === testInfo.expectedStatus && (await cleanUp(context, watch)))
      await keptContexts.keep(key, context);
    else await context.close();
  },
});

/**
 * A page's `goto` and `reload` resolve once its route modules have loaded and the document has
 * hydrated: the load event can come before (decision 170's starter asks for the page's modules,
 * which React Router's module script then waits for), and a test would hover or press a page whose
 * JavaScript had not run. Documents without the starter (JavaScript off, a resource, another
 * site) resolve as before.
 */
const hooked = new WeakSet<Page>();
function loadsWithItsScripts(page: Page): void {
  if (hooked.has(page)) return;
  hooked.add(page);
  for (const method of ["goto", "reload"] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      await whenScriptsLoaded(page);
      return response;
    };
  }
}

/**
 * Resolves once the page's route modules have loaded and React has hydrated the document, where
 * the document has the starter of decision 170 (at once elsewhere): for a page a test reached by
 * a redirect or a click. React
 * Router's hydration script puts them in a window global; its name is pinned, with the rest of
 * what app/framework/ relies on, by tests/framework/react-router-contract.test.tsx.
 */
export async function whenScriptsLoaded(page: Page): Promise<void> {
  const starter = await page
    .evaluate((name) => (window as unknown as Record<string, unknown>)[name], HYDRATION_STATE)
    .catch(() => undefined);
  if (starter === undefined) return;
  await page.waitForFunction((name) => name in window, ROUTE_MODULES_GLOBAL, { timeout: 15_000 });
  // Then React's hydration of the document (app/root.tsx marks <html>): a press before it is the
  // JavaScript-free path (a plain link or post). Not a failure when it never comes (a page whose
  // hydration fails says so in its own test); parts hydrated later wait with `whenHydrated`.
  await page
    .waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE, { timeout: 15_000 })
    .catch(() => undefined);
}

/**
 * Waits until React has hydrated `locator`'s element. Under load, `networkidle` can come before
 * hydration ends, or before a part hydrated in its own task (the footer, an island): a press then
 * is a plain form post or a native toggle, the JavaScript-free path, not the one the test means
 * to drive. What it waits for is the element's `data-hydrated` attribute, which the app sets from
 * a ref callback when the element's part of the page commits (app/ui/hydration-mark.ts), never in
 * the server's HTML; React's own private keys on the element are not read. Only elements the app
 * marks (`ref={markHydrated}`) ever carry it: a test that waits on another element times out here.
 */
export async function whenHydrated(locator: Locator): Promise<void> {
  await expect(
    locator,
    `the element is hydrated (it carries ${HYDRATED_ATTRIBUTE}: app/ui/hydration-mark.ts)`,
  ).toHaveAttribute(HYDRATED_ATTRIBUTE, "", { timeout: 15_000 });
}
