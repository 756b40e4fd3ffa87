// Page budgets as a phone feels them (issue 52), printed, never asserted (machines here are
// shared and noisy): Lighthouse mobile as a new user with DevTools throttling really applied
// (150 ms RTT, which Lighthouse applies as 562.5 ms of latency per request, 1.6 Mbps, 4× CPU;
// storage reset each run), median of N runs, on home, catalogue,
// product and cart in fr-fr, en and pl-pl (`--locales=all`: the 12 prefixes), beside the floor
// (scripts/bench/floor, a bare React Router page on the same stack) measured in the same run.
// The targets are ratios to the floor's figures, which move with the host: FCP and LCP ≤ 1.3×,
// TBT ≤ 1.5×. `--throttling=simulate` prints Lighthouse's simulated figures instead (CI's smoke
// check uses them; a change that moves only them is no gain). Also the product page's HTML, gzipped.
//   npm run build && node scripts/edge-budgets.mjs [-- --runs=3 --locales=fr-fr,en | --locales=all]
// The HTML and first-load JS of every page type beside the floor's are `npm run bench:weight`.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import { startFloor } from "./bench-floor.mjs";
import { ensureLocalServer, finalPath } from "./local-server.mjs";
import { chromeFlags, chromePath, lighthouseReport, median } from "./lighthouse-runs.mjs";

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const runs = Number(option("runs", 3));
const throttling = option("throttling", "devtools");
const ALL = ["fr", "fr-fr", "fr-ch", "en", "es", "es-es", "de", "de-de", "it", "it-it", "pl", "pl-pl"];
const locales = option("locales", "fr-fr,en,pl-pl") === "all" ? ALL : option("locales", "fr-fr,en,pl-pl").split(",");
const base = process.env.BENCH_BASE_URL ?? "http://localhost:8787";
/** Ratios to the floor's figure in the same run; CLS and the HTML's weight are absolute. */
// The document's budget is issue 30's 20 KB plus the site's styles, inline since decision 196.
const TARGETS = { fcp: 1.3, lcp: 1.3, tbt: 1.5, cls: 0.02, htmlKb: 30 };
const mark = (ok) => (ok ? " " : "!");

const stopServer = await ensureLocalServer(base);

const canonicalPath = (path) => finalPath(base, path);

async function lighthouseRuns(chrome, url) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const lhr = await lighthouseReport(chrome.port, url, { categories: ["performance"], throttling });
    results.push({
      performance: lhr.categories.performance.score,
      fcp: lhr.audits["first-contentful-paint"]?.numericValue,
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue,
      tbt: lhr.audits["total-blocking-time"]?.numericValue,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
      // When the page can answer a tap (Lighthouse's Time to Interactive): printed, no target.
      tti: lhr.audits.interactive?.numericValue,
      pictureBound: earliestPictureLcp(lhr),
    });
  }
  return Object.fromEntries(
    ["performance", "fcp", "lcp", "tbt", "cls", "tti", "pictureBound"].map((key) => [
      key,
      median(results.map((result) => result[key])),
    ]),
  );
}

/**
 * Where the largest paint is a picture, the earliest it could be painted (decision 209): the
 * picture can be asked for once the document has arrived (DevTools throttling hands it over in
 * one piece), and its request then waits the throttling's latency per request (562.5 ms in
 * Lighthouse's mobile settings) before a byte. NaN where the largest paint is text, or without
 * applied throttling.
 */
function earliestPictureLcp(lhr) {
  const latency =
    lhr.configSettings?.throttlingMethod === "devtools" ? lhr.configSettings.throttling?.requestLatencyMs : 0;
  const element = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "";
  const document = lhr.audits["network-requests"]?.details?.items?.find((item) => item.resourceType === "Document");
  if (!latency || !element.startsWith("<img") || !document) return Number.NaN;
  return document.networkEndTime + latency;
}

/** A figure and its ratio to the floor's, marked when the ratio passes its target. */
const againstFloor = (value, floorValue, target) => {
  const ratio = value / Math.max(floorValue, 1);
  return `${`${value.toFixed(0)}ms`.padStart(8)} ${`${ratio.toFixed(2)}×`.padStart(6)}${mark(ratio <= target)}`;
};

try {
  console.log(
    `Lighthouse mobile (${throttling === "devtools" ? "DevTools throttling applied: 150 ms RTT as 562.5 ms per request, 1.6 Mbps, 4× CPU" : "simulated throttling"}), new user, median of ${runs}; targets beside the floor of the same run: FCP and LCP ≤ ${TARGETS.lcp}×, TBT ≤ ${TARGETS.tbt}×, CLS ≤ ${TARGETS.cls} (! = missed)`,
  );
  console.log(
    `${"page".padEnd(44)} ${"perf".padStart(5)} ${"FCP".padStart(8)} ${"×floor".padStart(7)} ${"LCP".padStart(8)} ${"×floor".padStart(7)} ${"TBT".padStart(8)} ${"×floor".padStart(7)} ${"CLS".padStart(7)} ${"TTI".padStart(8)}  picture's earliest LCP ×floor`,
  );
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromeFlags] });
  /** A page's figures beside the floor's (the floor's own row beside itself). */
  const row = (name, figures, floor = figures) => {
    const { performance, fcp, lcp, tbt, cls, tti, pictureBound } = figures;
    // No target of its own: the floor's ratio only, as the other figures print it.
    const bound = Number.isNaN(pictureBound)
      ? ""
      : `  ${againstFloor(pictureBound, floor.lcp, Number.POSITIVE_INFINITY)}`;
    console.log(
      `${name.padEnd(44)} ${(performance * 100).toFixed(0).padStart(5)} ${againstFloor(fcp, floor.fcp, TARGETS.fcp)} ${againstFloor(lcp, floor.lcp, TARGETS.lcp)} ${againstFloor(tbt, floor.tbt, TARGETS.tbt)} ${cls.toFixed(3).padStart(6)}${mark(cls <= TARGETS.cls)} ${Number.isNaN(tti) ? "       –" : `${tti.toFixed(0)}ms`.padStart(8)}${bound}`,
    );
  };
  try {
    const floorServer = await startFloor();
    let floor;
    try {
      floor = await lighthouseRuns(chrome, `${floorServer.base}/`);
      row("floor (bare route)", floor);
    } finally {
      floorServer.stop();
    }
    for (const prefix of locales) {
      const pages = [
        `/${prefix}`,
        `/${prefix}/catalog/robes-femme/WOMEN_DRESSES`,
        `/${prefix}/product/wool-coat/1000123`,
        `/${prefix}/cart`,
      ];
      for (const path of await Promise.all(pages.map(canonicalPath)))
        row(path, await lighthouseRuns(chrome, base + path), floor);
    }
  } finally {
    await chrome.kill();
  }

  console.log(`\nproduct page HTML, gzip (target ≤ ${TARGETS.htmlKb} KB)`);
  for (const prefix of locales) {
    const path = await canonicalPath(`/${prefix}/product/wool-coat/1000123`);
    const html = await (await fetch(base + path, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer();
    const kb = gzipSync(Buffer.from(html), { level: 6 }).length / 1024;
    console.log(
      `${path.padEnd(44)} ${`${kb.toFixed(1)} KB`.padStart(9)}${mark(kb <= TARGETS.htmlKb)}  (${(html.byteLength / 1024).toFixed(0)} KB raw)`,
    );
  }
} finally {
  stopServer();
}
