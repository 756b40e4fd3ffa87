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
/**
 * Contexts already in their test's world, their pages' loads waiting for the scripts. A context
 * kept from the last test (`reuseContext`, decision 205) comes back as a new object, its cookies
 * cleared and its page already open: that page is prepared as a new one would be.
 */
const prepared = new WeakSet<BrowserContext>();
async function prepare(context: BrowserContext, world: string): Promise<void> {
  if (prepared.has(context)) return;
  prepared.add(context);
  await joinWorld(context, world);
  for (const page of context.pages()) loadsWithItsScripts(page);
  context.on("page", loadsWithItsScripts);
}

export const test = base.extend<{ mockWorld: string }>({
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
  // Playwright hands the test the context it kept from the worker's last test, reset
  // (`reuseContext`, decision 205), or makes one through `browser.newContext` (prepared above
  // already). The reset keeps permissions: a test that granted one takes it back here, so the next
  // test starts without, as in a new context.
  context: async ({ context, mockWorld }, use) => {
    await prepare(context, mockWorld);
    await use(context);
    await context.clearPermissions().catch(() => undefined);
  },
});

/**
 * A page's `goto` and `reload` resolve once its route modules have loaded and the document has
 * hydrated: the load event can come before (decision 170's starter asks for the page's modules,
 * which React Router's module script then waits for), and a test would hover or press a page whose
 * JavaScript had not run. Documents without the starter (JavaScript off, a resource, another
 * site) resolve as before.
 */
function loadsWithItsScripts(page: Page): void {
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
