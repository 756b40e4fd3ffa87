// The cart's budgets, printed, never asserted (machines here are shared and noisy):
// 1. adding to cart on a product page: main-thread work from the press of the button to the
//    header's cart count changing, read from a Chromium performance trace (top-level tasks of
//    the renderer's main thread between two User Timing marks);
// 2. Lighthouse (mobile) on a filled cart page in fr-fr and en: performance and accessibility,
//    best and median of N runs.
//   npm run build && node scripts/cart-budgets.mjs [-- --runs=3]
import { ensureLocalServer } from "./local-server.mjs";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { chromeFlags as flags, chromePath, lighthouseReport, median } from "./lighthouse-runs.mjs";

const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
const base = process.env.BENCH_BASE_URL ?? "http://localhost:8787";

const stopServer = await ensureLocalServer(base);

/** Sizes a shopper can add, read from a product page as the browser sees it. */
async function sellableSkus(productPath) {
  const html = await (await fetch(base + productPath)).text();
  return [...html.matchAll(/data-available="true"[^>]*><input type="radio"[^>]*? value="([^"]+)"/g)].map(
    (match) => match[1],
  );
}

/** Products whose first sellable size can be added, found through the catalogue's first page. */
async function productsWithStock(count) {
  const listing = await (await fetch(`${base}/fr-fr/robes--plWOMEN_DRESSES`)).text();
  const products = [];
  for (const [, path, productId] of listing.matchAll(/href="(\/fr-fr\/[^"]+--p(\d+))"/g)) {
    if (products.length === count) break;
    if (products.some((product) => product.productId === productId)) continue;
    const skus = await sellableSkus(path);
    if (skus.length) products.push({ path, productId, sku: skus[0] });
  }
  if (products.length < count) throw new Error(`Fewer than ${count} products with stock in the catalogue`);
  return products;
}

async function addToCartMainThread(browser, product) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto(base + product.path, { waitUntil: "networkidle" });
    await page.locator(`input[name="sku"][value="${product.sku}"]`).check({ force: true });
    await page.evaluate(() => {
      document.addEventListener("pointerdown", () => performance.mark("add-pressed"), { capture: true, once: true });
      const host = document.querySelector(".cart-badge-host");
      new MutationObserver((_, observer) => {
        if (host.querySelector(".cart-badge")) {
          performance.mark("count-updated");
          observer.disconnect();
        }
      }).observe(host, { childList: true, subtree: true, characterData: true });
    });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "toplevel"],
    });
    await page.locator(".product__add").click();
    await page.locator(".cart-badge").waitFor();
    await page.waitForTimeout(100);
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    const events = trace.traceEvents ?? trace;
    const mark = (name) => events.find((event) => event.name === name && event.ph !== "e")?.ts;
    const from = mark("add-pressed");
    const to = mark("count-updated");
    const mainThread = events.find(
      (event) =>
        event.name === "thread_name" &&
        event.args?.name === "CrRendererMain" &&
        events.some((other) => other.pid === event.pid && other.name === "add-pressed"),
    );
    // Union of the main thread's task intervals (tasks nest: count each moment once).
    const intervals = events
      .filter((event) => event.ph === "X" && event.pid === mainThread?.pid && event.tid === mainThread?.tid)
      .filter((event) => event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask")
      .map((event) => [Math.max(event.ts, from), Math.min(event.ts + (event.dur ?? 0), to)])
      .filter(([start, end]) => end > start)
      .sort((a, b) => a[0] - b[0]);
    let busy = 0;
    let reached = -Infinity;
    for (const [start, end] of intervals) {
      if (end <= reached) continue;
      busy += end - Math.max(start, reached);
      reached = end;
    }
    if (from && to) samples.push({ busy: busy / 1000, elapsed: (to - from) / 1000 });
    await context.close();
  }
  return samples;
}

/** An anonymous session with a cart of three lines, as cookies Lighthouse can send. */
async function filledCartCookies(prefix, products) {
  const first = await fetch(`${base}/${prefix}`, { redirect: "manual" });
  const jar = new Map(first.headers.getSetCookie().map((cookie) => cookie.split(";")[0].split("=")));
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  for (const product of products) {
    const response = await fetch(`${base}/${prefix}/cart`, {
      method: "POST",
      // A mutation is same-origin only, as a browser's form post says in its Origin header.
      headers: { Cookie: cookieHeader(), "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ intent: "add-to-cart", sku: product.sku, returnTo: `/${prefix}/cart` }),
      redirect: "manual",
    });
    if (response.status !== 303) throw new Error(`Adding ${product.sku} answered ${response.status}, not 303.`);
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0].split("=");
      jar.set(name, value);
    }
  }
  return cookieHeader();
}

async function lighthouseCart(prefix, cookies) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...flags] });
  const scores = [];
  try {
    for (let run = 0; run < runs; run++) {
      const lhr = await lighthouseReport(chrome.port, `${base}/${prefix}/cart`, {
        categories: ["performance", "accessibility"],
        cookies,
      });
      scores.push({
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
      });
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

try {
  const products = await productsWithStock(3);
  const product = products[0];
  const browser = await chromium.launch({ executablePath: chromePath, args: flags });
  const samples = await addToCartMainThread(browser, product);
  await browser.close();
  console.log(`Add to cart → header count updated (${product.path}, ${samples.length} runs)`);
  console.log(
    `  main-thread work: median ${median(samples.map((s) => s.busy)).toFixed(1)} ms, max ${Math.max(...samples.map((s) => s.busy)).toFixed(1)} ms (budget < 100 ms)`,
  );
  console.log(`  wall time:        median ${median(samples.map((s) => s.elapsed)).toFixed(1)} ms`);

  console.log(`\nLighthouse mobile, filled cart (3 lines), ${runs} runs: best / median`);
  for (const prefix of ["fr-fr", "en"]) {
    const scores = await lighthouseCart(prefix, await filledCartCookies(prefix, products));
    const best = (key) => Math.max(...scores.map((score) => score[key]));
    const mid = (key) => median(scores.map((score) => score[key]));
    console.log(
      `  /${prefix}/cart  performance ${best("performance").toFixed(2)} / ${mid("performance").toFixed(2)}  accessibility ${best("accessibility").toFixed(2)} / ${mid("accessibility").toFixed(2)}  LCP ${mid("lcp").toFixed(0)} ms  TBT ${mid("tbt").toFixed(0)} ms`,
    );
  }
} finally {
  stopServer();
}
