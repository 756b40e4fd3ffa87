// What the budget scripts (cart, checkout, edge) share: the Debian Chromium and its flags, a
// median that skips runs which measured nothing, and one Lighthouse mobile run as these
// scripts configure it (local http: no HTTP/2 nor HTTPS audits).
import { readFileSync } from "node:fs";
import lighthouse from "lighthouse";

export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The middle of the values that are numbers (Lighthouse sometimes reports no LCP): NaN when none are. */
export function median(values) {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor(measured.length / 2)] : Number.NaN;
}

/**
 * Where each run starts (decision 162): a page of the storefront's own origin with the same
 * Cross-Origin-Opener-Policy as its documents, not about:blank. From about:blank, COOP makes
 * Chrome start a new renderer inside the measured navigation (a 500-byte page with only that
 * header measures 130-440 ms of TBT on a 2-core machine, 0-50 ms without it); from a page of the
 * same origin and policy, the page is measured on the footing of any page without COOP.
 */
export const START_PAGE = "/robots.txt";

/** One Lighthouse mobile run on `url` in the Chrome listening on `port`: its report. */
export async function lighthouseReport(port, url, { categories, cookies } = {}) {
  const { lhr } = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      ...(cookies ? { extraHeaders: { Cookie: cookies } } : {}),
    },
    {
      extends: "lighthouse:default",
      settings: {
        skipAudits: ["uses-http2", "redirects-http", "is-on-https"],
        blankPage: new URL(START_PAGE, url).href,
      },
    },
  );
  return lhr;
}

/**
 * A French shopper's phone (412 × 823, touch) in `browser`, back on the French site at `base`:
 * the consent banner answered and no proposal of another site, which would sit over the page.
 */
export async function returningPhoneContext(browser, base, cookies = []) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: "fr-FR",
  });
  const consent = JSON.parse(readFileSync(new URL("../tests/e2e/consent-decided.json", import.meta.url), "utf8"));
  await context.addCookies([...consent.cookies.map(({ name, value }) => ({ name, value, url: base })), ...cookies]);
  return context;
}
