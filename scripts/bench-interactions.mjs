// Issue 52's "every interaction's INP ≤ the floor's tap + 50 ms, worst of 5 at 4× CPU", and issue
// 30's fixed 100 ms beside it, printed, never asserted. Chromium at 4× CPU slowdown on a phone
// viewport (fr-fr, consent answered); each interaction's figure is its Event Timing duration
// (input delay, handlers and the next paint: what INP is made of), the longest entry of that
// interaction. Under 16 ms Chromium reports nothing, printed "< 16". Five runs, each on a freshly
// loaded and hydrated page; every interaction is a touch tap, as on the phone it emulates. The
// floor's row is the same tap on a bare React Router page's button (scripts/bench/floor), printed
// first.
//   npm run build && node scripts/bench-interactions.mjs [-- --runs=5]
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { ensureLocalServer, finalPath } from "./local-server.mjs";
import { startFloor } from "./bench-floor.mjs";
import { chromePath, median, returningPhoneContext } from "./lighthouse-runs.mjs";

const base = process.env.BENCH_BASE_URL ?? "http://localhost:8787";
const RUNS = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 5);
const TARGET_MS = 100;
/** Issue 52: an interaction may take the floor's worst tap and this much more. */
const FLOOR_MARGIN_MS = 50;
/** Between scrolling an element into view and tapping it. */
const SCROLL_SETTLE_MS = 400;
/** The floor's row: its worst tap sets issue 52's target for every other row. */
const FLOOR_ROW = "floor: tap a button (bare route)";
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

/** A phone page at 4× CPU, hydrated, recording Event Timing entries (`path` or a full URL). */
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
  await page.goto(path.startsWith("http") ? path : base + path, { waitUntil: "networkidle" });
  // At 4× CPU a page can still be hydrating when its network is idle: a tap then is the page's
  // JavaScript-free path (a quick add's link opens the product page), not the interaction measured.
  // The floor's page has no mark: its button is there once the network is idle.
  if (!path.startsWith("http")) await until(page, () => document.documentElement.hasAttribute("data-hydrated"));
  // Idle islands and the language table arrive after the load; a shopper's first tap comes later.
  await page.waitForTimeout(1500);
  return { page, close: () => context.close() };
}

/**
 * The page is only ever read through `page.evaluate`, never Playwright's locators, waits or
 * clicks: those inject Playwright's script into the page, which listens (capture, not passive) to
 * every pointer, touch and mouse event for its hit-target checks, and that work (10-70 ms of a
 * tap at 4× CPU, traced) was measured as the page's.
 */

/**
 * A shopper's tap on the first visible element matching `selector` whose accessible name
 * (aria-label, else text) contains `name`: scrolled into view, then touched at its centre
 * through the browser's own input.
 */
async function tap(page, selector, name) {
  const find = ([selector, name]) => {
    const element = [...document.querySelectorAll(selector)].find(
      (candidate) =>
        candidate.checkVisibility() &&
        (!name || (candidate.getAttribute("aria-label") ?? candidate.textContent ?? "").includes(name)),
    );
    if (!element) return null;
    element.scrollIntoView({ block: "center", behavior: "instant" });
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  };
  // Scrolled first, then the tap a moment later, as a shopper's thumb comes after the scroll:
  // the pictures the scroll brings in are not the tap's work.
  if (!(await page.evaluate(find, [selector, name]))) throw new Error(`Nothing to tap: ${selector} ${name ?? ""}`);
  await page.waitForTimeout(SCROLL_SETTLE_MS);
  const box = await page.evaluate(find, [selector, name]);
  if (!box) throw new Error(`Nothing to tap: ${selector} ${name ?? ""}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Waits (polling from here, every 50 ms) until `predicate(arg)`, evaluated in the page, holds. */
async function until(page, predicate, arg, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(predicate, arg))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${predicate} (${arg})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const attached = (page, selector) => until(page, (selector) => document.querySelector(selector) !== null, selector);
const visible = (page, selector) =>
  until(page, (selector) => document.querySelector(selector)?.checkVisibility() === true, selector);
const detached = (page, selector) => until(page, (selector) => document.querySelector(selector) === null, selector);

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
const listingPath = `/${PREFIX}/robes--plWOMEN_DRESSES`;

const floor = await startFloor();
for (let run = 0; run < RUNS; run++) {
  // The floor: a bare React Router page's button (one state change), this harness's own share.
  {
    const { page, close } = await openPage(`${floor.base}/`);
    record(
      FLOOR_ROW,
      await measure(
        page,
        () => tap(page, "button"),
        () => until(page, () => document.querySelector("button")?.getAttribute("aria-pressed") === "true"),
      ),
    );
    await close();
  }
  // Product page: pick a size, add it.
  {
    const { page, close } = await openPage(productPath);
    record(
      "product: choose a size",
      await measure(
        page,
        () => tap(page, '.size[data-available="true"]'),
        () => attached(page, '.size[data-available="true"] input:checked'),
      ),
    );
    record(
      "product: add to cart",
      await measure(
        page,
        () => tap(page, "button", text("product_add_to_cart")),
        () => attached(page, ".cart-badge"),
      ),
    );
    record(
      "mini-cart: open",
      await measure(
        page,
        () => tap(page, 'a[aria-controls="mini-cart"]'),
        () => visible(page, "#mini-cart"),
      ),
    );
    await close();
  }
  // Listing: quick add, open then a size.
  {
    const { page, close } = await openPage(listingPath);
    record(
      "listing: open quick add",
      await measure(
        page,
        () => tap(page, "main .product-card__quick-add"),
        () => visible(page, ".quick-add__size"),
      ),
    );
    record(
      "listing: quick add a size",
      await measure(
        page,
        () => tap(page, '.quick-add__size[data-available="true"]'),
        () => attached(page, ".cart-badge"),
      ),
    );
    await close();
  }
  // Cart page: quantity +/−, remove, undo, promo code.
  {
    const { page, close } = await openPage(`/${PREFIX}/cart`, await cartCookies(CART_SKUS));
    const line = ".cart-line:not(.cart-line--removed)";
    const quantityShows = (value) =>
      until(
        page,
        ([line, value]) => document.querySelector(`${line} .quantity-stepper__value`)?.textContent?.includes(value),
        [line, value],
      );
    const idle = () => page.waitForLoadState("networkidle");
    record(
      "cart: quantity +",
      await measure(
        page,
        () => tap(page, `${line} button`, text("cart_quantity_increase")),
        async () => {
          await quantityShows("2");
          await idle();
        },
      ),
    );
    record(
      "cart: quantity −",
      await measure(
        page,
        () => tap(page, `${line} button`, text("cart_quantity_decrease")),
        async () => {
          await quantityShows("1");
          await idle();
        },
      ),
    );
    record(
      "cart: remove",
      await measure(
        page,
        () => tap(page, `${line} button`, text("cart_remove")),
        () => visible(page, ".undo-banner"),
      ),
    );
    record(
      "cart: undo",
      await measure(
        page,
        () => tap(page, ".undo-banner button", text("cart_undo")),
        async () => {
          await detached(page, ".undo-banner");
          await idle();
        },
      ),
    );
    // Typed as a shopper types: a tap into the field, then keys. Playwright's fill (CDP insertText)
    // left the browser holding the next tap's paint for 200 ms to over a second, page or no page.
    await tap(page, 'input[name="code"]');
    await page.keyboard.type("WELCOME10", { delay: 30 });
    record("cart: apply a promo code", await measure(page, () => tap(page, "button", text("cart_promo_apply")), idle));
    await close();
  }
}

const ms = (value) => (value < 16 ? "< 16 ms" : `${Math.round(value)} ms`).padStart(9);
// Issue 52: each interaction's worst of the runs within the floor's worst tap plus 50 ms (the
// emulated touch's own delay moves with the host); issue 30's fixed 100 ms beside it.
const floorWorst = Math.max(...(results.get(FLOOR_ROW) ?? [Number.NaN]));
const target52 = floorWorst + FLOOR_MARGIN_MS;
console.log(
  `${`interaction (${PREFIX}, phone, 4× CPU)`.padEnd(36)}${"median".padStart(9)}${"worst".padStart(9)}${"floor+50".padStart(9)}      ${"100 ms".padStart(6)}`,
);
for (const [name, durations] of results) {
  const worst = Math.max(...durations);
  const verdict =
    name === FLOOR_ROW
      ? ""
      : `${ms(target52)}${worst <= target52 ? "  met " : "  OVER"}  ${worst <= TARGET_MS ? "met " : "OVER"}`;
  console.log(`${name.padEnd(36)}${ms(median(durations))}${ms(worst)}${verdict}  (worst of ${durations.length})`);
}
console.log("Event Timing duration of each interaction: input delay, handlers, and the paint after them.");
console.log("The floor is the first tap of a bare page here: the emulated touch's own delay at 4× CPU.");

await browser.close();
floor.stop();
await stopServer?.();
