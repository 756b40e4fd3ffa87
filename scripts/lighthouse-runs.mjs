// What the budget scripts (cart, checkout, edge) share: the Debian Chromium and its flags, a
// median that skips runs which measured nothing, and one Lighthouse mobile run as these
// scripts configure it (local http: no HTTP/2 nor HTTPS audits).
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
    { extends: "lighthouse:default", settings: { skipAudits: ["uses-http2", "redirects-http", "is-on-https"] } },
  );
  return lhr;
}
