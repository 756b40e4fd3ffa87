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

/** One command to the browser target of the Chrome listening on `port` (DevTools protocol): its result. */
async function browserCommand(port, method, params = {}) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true });
      socket.addEventListener("error", reject, { once: true });
    });
    const answer = new Promise((resolve) =>
      socket.addEventListener("message", (event) => resolve(JSON.parse(event.data)), { once: true }),
    );
    socket.send(JSON.stringify({ id: 1, method, params }));
    const { result, error } = await answer;
    if (error) throw new Error(`${method}: ${error.message}`);
    return result;
  } finally {
    socket.close();
  }
}

/**
 * The browser's cookie jar holds exactly `cookies` ("name=value; ..."), or none. Lighthouse's
 * storage reset keeps cookies, so without this every run after the first would be a returning
 * visitor; and Chrome sends its jar instead of an extra Cookie header as soon as the jar holds a
 * cookie for the origin (the visitor id the first answer sets), so a session given as a header
 * is lost.
 */
async function setCookieJar(port, url, cookies) {
  await browserCommand(port, "Storage.clearCookies");
  if (!cookies) return;
  const origin = new URL(url).origin;
  const jar = cookies.split(/;\s*/).map((pair) => {
    const split = pair.indexOf("=");
    return { name: pair.slice(0, split), value: pair.slice(split + 1), url: origin, path: "/" };
  });
  await browserCommand(port, "Storage.setCookies", { cookies: jar });
}

/**
 * One Lighthouse mobile run on `url` in the Chrome listening on `port`, with only `cookies` in its
 * jar: its report. `throttling` "devtools" really slows the browser (Lighthouse's mobile figures:
 * 150 ms RTT, 1.6 Mbps, 4× CPU, applied through DevTools) and reports what it measured;
 * "simulate" (Lighthouse's default) loads unthrottled and estimates a phone's figures from the trace.
 */
export async function lighthouseReport(port, url, { categories, cookies, throttling = "simulate" } = {}) {
  await setCookieJar(port, url, cookies);
  const { lhr } = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    },
    {
      extends: "lighthouse:default",
      settings: {
        skipAudits: ["uses-http2", "redirects-http", "is-on-https"],
        throttlingMethod: throttling,
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
