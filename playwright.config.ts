import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * e2e in Debian's Chromium (never a downloaded browser) against the local build served by
 * workerd with the offline mock backend: `npm run build` first (`npm test` does it).
 */
/**
 * Debian's headless shell (the package chromium-headless-shell, .ci/run installs it): the same
 * Blink without the browser's own UI, which Playwright itself uses for headless runs; about a
 * third less CPU per test than the full browser on 2 cores. Lighthouse keeps the full browser
 * (CHROME_PATH). E2E_CHROME_PATH names another.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const e2eBrowser =
  process.env.E2E_CHROME_PATH ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? "/usr/bin/chromium"));

const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // A flaky test fails CI: a retry would count it as passed and hide what made it flaky.
  retries: 0,
  timeout: 30_000,
  // CI's clean clone shares its cores with the install and runs e2e half as fast as a
  // developer's machine: a cart answer behind a revalidation can pass five seconds there.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "reports/e2e.json" }]] : [["list"]],
  use: {
    baseURL: "http://localhost:8787",
    // Recording a trace for every test (and throwing the passing ones away) is much of the
    // suite's time on 2 cores (decision 194); a failure still leaves its screenshot and the
    // page's aria snapshot. E2E_TRACE=1 records them again, kept for the tests that fail.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    // A worker's contexts are kept between tests, one per set of options, with their HTTP cache;
    // the rest is put back (tests/e2e/kept-contexts.ts; decisions 205 and 215). Playwright's `page`
    // is then the context's first page. E2E_FRESH_CONTEXTS=1 gives each test a new context, to
    // tell a leak apart.
    reuseContext: !process.env.E2E_FRESH_CONTEXTS,
    screenshot: "only-on-failure",
    // Shoppers who have already answered the consent banner (all refused): every suite but the
    // consent one (which starts undecided) sees pages as a returning shopper does.
    storageState: "tests/e2e/consent-decided.json",
    // Answers uncompressed, as over a local link: compression is Cloudflare's edge's, in front of
    // the Worker, which workerd's local server mimics by gzipping every script, stylesheet and
    // document again for each request (decision 215). The benches keep it (scripts/bench*.mjs).
    extraHTTPHeaders: { "Accept-Encoding": "identity" },
    launchOptions: { executablePath: e2eBrowser, args: chromiumFlags },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/serve.mjs",
    url: "http://127.0.0.1:8787/en",
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { WRANGLER_LOG: "warn" },
  },
});
