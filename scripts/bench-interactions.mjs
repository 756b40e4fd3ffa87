// Issue 30's "every cart interaction's INP ≤ 100 ms in the worst of 5 runs at 4× CPU", printed,
// never asserted. Chromium at 4× CPU slowdown on a phone viewport (fr-fr, consent answered);
// each interaction's figure is its Event Timing duration (input delay, handlers and the next
// paint: what INP is made of), the longest entry of that interaction. Under 16 ms Chromium
// reports nothing, printed "< 16". Five runs, each on a freshly loaded and hydrated page; every
// interaction is a touch tap, as on the phone it emulates.
//   npm run build && node scripts/bench-interactions.mjs [-- --runs=5]
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { ensureLocalServer, finalPath } from "./local-server.mjs";
import { chromePath, median, returningPhoneContext } from "./lighthouse-runs.mjs";

const base = process.env.BENCH_BASE_URL ?? "http://localhost:8787";
const RUNS = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 5);
const TARGET_MS = 100;
const PREFIX = "fr-fr";
const MESSAGES = JSON.parse(readFileSync(new URL("../messages/fr.json", import.meta.url), "utf8"));
const text = (key) => MESSAGES[key].replace(/\{[^}]+\}.*$/, "").trim();
/** Two lines of sizes with stock to spare: quantity +/− and remove have room. */
const CART_SKUS = ["10000010101", "10000020101"];

const stopServer = await ensureLocalServer(base);
const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu"] });

/** Cookies of a new anonymous cart holding `skus`, one of each. */
async function cartCookies(skus) {
  let cookie = `as_locale=${PREFIX}`;
  const jar = new Map();
  for (const sku of skus) {
    const response = await fetch(`${base}/${PREFIX}/cart`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ intent: "add-to-cart", sku, returnTo: `/${PREFIX}` }),
      redirect: "manual",
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...value] = pair.split("=");
      jar.set(name, value.join("="));
    }
    cookie = [`as_locale=${PREFIX}`, ...[...jar].map(([name, value]) => `${name}=${value}`)].join("; ");
  }
  return [...jar].map(([name, value]) => ({ name, value, url: base }));
}

/** A phone page at 4× CPU, hydrated, recording Event Timing entries. */
async function openPage(path, cookies = []) {
  const context = await returningPhoneContext(browser, base, cookies);
  await context.addInitScript(() => {
    window.__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.__events.push({ id: entry.interactionId, duration: entry.duration });
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(base + path, { waitUntil: "networkidle" });
  // Idle islands and the language table arrive after the load; a shopper's first tap comes later.
  await page.waitForTimeout(1500);
  return { page, close: () => context.close() };
}

/**
 * A shopper's tap: the element scrolled into view, then touched at its centre through the
 * browser's own input. Not Playwright's click or check: those install listeners in the page that
 * check the hit target at each pointer event, and their work was measured as the page's.
 */
async function tap(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`Nothing to tap: ${locator}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Runs `act`, waits for `settled`, and returns the longest Event Timing duration of what it did. */
async function measure(page, act, settled) {
  await page.evaluate(() => {
    window.__events = [];
  });
  await act();
  await settled();
  // Event Timing entries are queued after the next paint.
  await page.waitForTimeout(300);
  const events = await page.evaluate(() => window.__events);
  return events.reduce((longest, event) => Math.max(longest, event.duration), 0);
}

const results = new Map();
const record = (name, duration) => {
  if (!results.has(name)) results.set(name, []);
  results.get(name).push(duration);
};

const productPath = await finalPath(base, `/${PREFIX}/x--p1000001`);
const listingPath = `/${PREFIX}/catalog/robes-femme/WOMEN_DRESSES`;

for (let run = 0; run < RUNS; run++) {
  // Product page: pick a size, add it.
  {
    const { page, close } = await openPage(productPath);
    const size = page.locator('.size[data-available="true"]').first();
    record(
      "product: choose a size",
      await measure(
        page,
        () => tap(page, size),
        () => size.locator("input:checked").waitFor({ state: "attached" }),
      ),
    );
    const add = page.getByRole("button", { name: text("product_add_to_cart") });
    record(
      "product: add to cart",
      await measure(
        page,
        () => tap(page, add),
        () => page.locator(".cart-badge").first().waitFor({ state: "attached", timeout: 10_000 }),
      ),
    );
    const cartLink = page.locator('a[aria-controls="mini-cart"]');
    record(
      "mini-cart: open",
      await measure(
        page,
        () => tap(page, cartLink),
        () => page.locator("#mini-cart").waitFor({ state: "visible" }),
      ),
    );
    await close();
  }
  // Listing: quick add, open then a size.
  {
    const { page, close } = await openPage(listingPath);
    const quickAdd = page.locator("main .product-card__quick-add").first();
    record(
      "listing: open quick add",
      await measure(
        page,
        () => tap(page, quickAdd),
        () => page.locator(".quick-add__size").first().waitFor({ state: "visible", timeout: 10_000 }),
      ),
    );
    const size = page.locator('.quick-add__size[data-available="true"]').first();
    record(
      "listing: quick add a size",
      await measure(
        page,
        () => tap(page, size),
        () => page.locator(".cart-badge").first().waitFor({ state: "attached", timeout: 10_000 }),
      ),
    );
    await close();
  }
  // Cart page: quantity +/−, remove, undo, promo code.
  {
    const { page, close } = await openPage(`/${PREFIX}/cart`, await cartCookies(CART_SKUS));
    const line = page.locator(".cart-line:not(.cart-line--removed)").first();
    const quantity = line.locator(".quantity-stepper__value");
    const idle = () => page.waitForLoadState("networkidle");
    record(
      "cart: quantity +",
      await measure(
        page,
        () => tap(page, line.getByRole("button", { name: text("cart_quantity_increase") })),
        async () => {
          await page.waitForFunction((element) => element?.textContent?.includes("2"), await quantity.elementHandle());
          await idle();
        },
      ),
    );
    record(
      "cart: quantity −",
      await measure(
        page,
        () => tap(page, line.getByRole("button", { name: text("cart_quantity_decrease") })),
        async () => {
          await page.waitForFunction((element) => element?.textContent?.includes("1"), await quantity.elementHandle());
          await idle();
        },
      ),
    );
    record(
      "cart: remove",
      await measure(
        page,
        () => tap(page, line.getByRole("button", { name: text("cart_remove") })),
        () => page.locator(".undo-banner").waitFor({ state: "visible" }),
      ),
    );
    record(
      "cart: undo",
      await measure(
        page,
        () => tap(page, page.locator(".undo-banner").getByRole("button", { name: text("cart_undo") })),
        async () => {
          await page.locator(".undo-banner").waitFor({ state: "detached", timeout: 10_000 });
          await idle();
        },
      ),
    );
    // Typed as a shopper types: a tap into the field, then keys. Playwright's fill (CDP insertText)
    // left the browser holding the next tap's paint for 200 ms to over a second, page or no page.
    await tap(page, page.getByRole("textbox", { name: text("cart_promo_label") }));
    await page.keyboard.type("WELCOME10", { delay: 30 });
    record(
      "cart: apply a promo code",
      await measure(page, () => tap(page, page.getByRole("button", { name: text("cart_promo_apply") })), idle),
    );
    await close();
  }
}

const ms = (value) => (value < 16 ? "< 16 ms" : `${Math.round(value)} ms`).padStart(9);
console.log(
  `${`interaction (${PREFIX}, phone, 4× CPU)`.padEnd(36)}${"median".padStart(9)}${"worst".padStart(9)}${"target".padStart(9)}`,
);
for (const [name, durations] of results) {
  const worst = Math.max(...durations);
  console.log(
    `${name.padEnd(36)}${ms(median(durations))}${ms(worst)}${ms(TARGET_MS)}${worst <= TARGET_MS ? "  met" : "  OVER"}  (worst of ${durations.length})`,
  );
}
console.log("Event Timing duration of each interaction: input delay, handlers, and the paint after them.");

await browser.close();
await stopServer?.();
