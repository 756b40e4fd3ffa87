// The checkout's budgets, printed, never asserted (machines here are shared and noisy):
// Lighthouse (mobile) on each checkout step of a signed-in customer with a cart, billing and
// delivery done (the session made in Playwright, its cookies sent by Lighthouse): performance
// and accessibility, best and median of N runs, beside the cart page's.
//   npm run build && node scripts/checkout-budgets.mjs [-- --runs=3]
import { ensureLocalServer } from "./local-server.mjs";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { chromeFlags as flags, chromePath, lighthouseReport, median } from "./lighthouse-runs.mjs";

const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
const base = process.env.BENCH_BASE_URL ?? "http://localhost:8787";
const prefix = "fr-fr";

const stopServer = await ensureLocalServer(base);

/** A signed-in customer with one line, billing and home delivery saved: the session's cookies. */
async function checkoutSession() {
  const browser = await chromium.launch({ executablePath: chromePath, args: flags });
  try {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    const listing = await (await fetch(`${base}/${prefix}/catalog/robes-femme/WOMEN_DRESSES`)).text();
    const productPath = listing.match(/href="(\/fr-fr\/[^"]+--p\d+)"/)[1];
    await page.goto(base + productPath);
    const sku = await page.locator('input[name="sku"]:not([disabled])').first().getAttribute("value");
    // A mutation is same-origin only: the API request context sends no Origin of its own.
    const added = await page.request.post(`${base}/${prefix}/cart`, {
      form: { intent: "add-to-cart", sku, returnTo: `/${prefix}` },
      headers: { Origin: base },
      maxRedirects: 0,
    });
    if (added.status() !== 303) throw new Error(`Adding ${sku} to the cart answered ${added.status()}, not 303.`);
    await page.goto(`${base}/${prefix}/order-billing`);
    await page
      .getByRole("button", { name: /Sign in as Léa/ })
      .first()
      .click();
    await page.waitForURL(/order-billing/);
    await page.waitForLoadState("networkidle");
    await page.locator("button.checkout__next").click();
    await page.waitForURL(/order-delivery/);
    await page.waitForLoadState("networkidle");
    await page.locator("button.checkout__next").click();
    await page.waitForURL(/order-overview/);
    return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

/** The same session pays (PayPal, on its provider page of the offline kit): the confirmation's path. */
async function placeOrder(cookies) {
  const browser = await chromium.launch({ executablePath: chromePath, args: flags });
  try {
    const context = await browser.newContext({ locale: "fr-FR" });
    await context.addCookies(
      cookies.split("; ").map((pair) => ({
        name: pair.slice(0, pair.indexOf("=")),
        value: pair.slice(pair.indexOf("=") + 1),
        url: base,
      })),
    );
    const page = await context.newPage();
    await page.goto(`${base}/${prefix}/order-payment`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("radio", { name: "PayPal" }).check();
    await page.locator("button.checkout__next").click();
    await page.waitForURL(/\/__mock\/payment-provider\//);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForURL(/order-confirmation\?order=/);
    const url = new URL(page.url());
    return url.pathname + url.search;
  } finally {
    await browser.close();
  }
}

async function lighthousePage(path, cookies) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...flags] });
  const scores = [];
  try {
    for (let run = 0; run < runs; run++) {
      const lhr = await lighthouseReport(chrome.port, `${base}${path}`, {
        categories: ["performance", "accessibility"],
        cookies,
      });
      if (lhr.finalDisplayedUrl !== `${base}${path}`) throw new Error(`${path} ended at ${lhr.finalDisplayedUrl}`);
      scores.push({
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue,
      });
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

async function report(path, cookies) {
  const scores = await lighthousePage(path, cookies);
  const best = (key) => Math.max(...scores.map((score) => score[key]));
  const mid = (key) => median(scores.map((score) => score[key]));
  console.log(
    `  ${path.padEnd(40)} performance ${best("performance").toFixed(2)} / ${mid("performance").toFixed(2)}  accessibility ${best("accessibility").toFixed(2)} / ${mid("accessibility").toFixed(2)}  LCP ${mid("lcp").toFixed(0)} ms`,
  );
}

try {
  const cookies = await checkoutSession();
  console.log(`Lighthouse mobile, checkout steps (${prefix}, signed in, ${runs} runs): best / median`);
  const steps = ["order-billing", "order-delivery", "order-overview", "order-payment"].map(
    (step) => `/${prefix}/${step}`,
  );
  for (const path of steps) await report(path, cookies);
  const confirmation = await placeOrder(cookies);
  await report(confirmation, cookies);
  // The account's budget pages (issue 13): dashboard, addresses, wishlist, and the orders.
  for (const page of ["dashboard", "settings/delivery-addresses", "wishlist", "orders"])
    await report(`/${prefix}/account/${page}`, cookies);
} finally {
  stopServer();
}
