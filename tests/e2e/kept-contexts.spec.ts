import { expect, test, type BrowserContext } from "./fixtures";

/**
 * The worker's kept contexts (kept-contexts.ts, decision 215): the next test with the same options
 * gets the context back with its HTTP cache and nothing else of the last test's; a test that changed
 * what cannot be taken back leaves a new context to the next. In order, in one worker.
 */
test.describe.configure({ mode: "serial" });

let kept: BrowserContext | undefined;
let leftListenerCalls = 0;
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name).sort();
const geolocationState = () => navigator.permissions.query({ name: "geolocation" }).then((status) => status.state);

test("a test leaves cookies, a listener, a second page and a permission behind", async ({ context, page }) => {
  kept = context;
  await page.goto("/en");
  await context.addCookies([{ name: "left_behind", value: "1", url: "http://localhost:8787" }]);
  await context.grantPermissions(["geolocation"]);
  expect(await page.evaluate(geolocationState)).toBe("granted");
  page.on("request", () => leftListenerCalls++);
  context.on("request", () => leftListenerCalls++);
  await context.newPage();
});

test("the next test with the same options gets that context back, its cache and nothing else", async ({
  context,
  page,
}) => {
  expect(context, "the context was kept").toBe(kept);
  expect(context.pages()).toEqual([page]);
  expect(page.url()).toBe("about:blank");
  expect(await cookieNames(context)).toEqual(["as_consent", "mock-world"]);
  const world = (await context.cookies()).find((cookie) => cookie.name === "mock-world")!.value;
  expect(world, "the mock world is this test's").toContain(test.info().testId);

  const callsBefore = leftListenerCalls;
  await page.goto("/en");
  expect(leftListenerCalls, "the last test's listeners are gone").toBe(callsBefore);
  expect(await page.evaluate(geolocationState)).toBe("prompt");
  // The scripts came from the HTTP cache: nothing crossed the network for them.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".js"))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((size) => size === 0)).toBe(true);
});

test("a test that changes what cannot be taken back (the clock) spends its context", async ({ context, page }) => {
  expect(context).toBe(kept);
  await page.clock.install();
});

test("so the next test gets a new context", async ({ context }) => {
  expect(context).not.toBe(kept);
  expect(await cookieNames(context)).toEqual(["as_consent", "mock-world"]);
});
