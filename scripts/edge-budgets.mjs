// Issues 14 and 30's page budgets, printed, never asserted (machines here are shared and noisy):
// Lighthouse mobile as a new user (simulated throttling, storage reset each run), median of N
// runs, on home, catalogue, product and cart in fr-fr, en and pl-pl (`--locales=all`: the 12
// prefixes), beside the floor (scripts/bench/floor, a bare React Router page on the same stack):
// performance, LCP, TBT and CLS against their targets; and the product page's HTML, gzipped.
//   npm run build && node scripts/edge-budgets.mjs [-- --runs=3 --locales=fr-fr,en | --locales=all]
// The HTML and first-load JS of every page type beside the floor's are `npm run bench:weight`.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import { startFloor } from "./bench-floor.mjs";
import { ensureLocalServer, finalPath } from "./local-server.mjs";
import { chromeFlags, chromePath, lighthouseReport, median } from "./lighthouse-runs.mjs";

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const runs = Number(option("runs", 3));
const ALL = ["fr", "fr-fr", "fr-ch", "en", "es", "es-es", "de", "de-de", "it", "it-it", "pl", "pl-pl"];
const locales = option("locales", "fr-fr,en,pl-pl") === "all" ? ALL : option("locales", "fr-fr,en,pl-pl").split(",");
const base = process.env.BENCH_BASE_URL ?? "http://localhost:8787";
const TARGETS = { performance: 0.98, lcp: 1200, tbt: 100, cls: 0.02, htmlKb: 20 };
const mark = (ok) => (ok ? " " : "!");

const stopServer = await ensureLocalServer(base);

const canonicalPath = (path) => finalPath(base, path);

async function lighthouseRuns(chrome, url) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const lhr = await lighthouseReport(chrome.port, url, { categories: ["performance"] });
    results.push({
      performance: lhr.categories.performance.score,
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue,
      tbt: lhr.audits["total-blocking-time"]?.numericValue,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
    });
  }
  return Object.fromEntries(
    ["performance", "lcp", "tbt", "cls"].map((key) => [key, median(results.map((result) => result[key]))]),
  );
}

try {
  console.log(
    `Lighthouse mobile, new user, median of ${runs}; targets: performance ≥ ${TARGETS.performance * 100}, LCP ≤ ${TARGETS.lcp} ms, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls} (! = missed)`,
  );
  console.log(
    `${"page".padEnd(44)} ${"perf".padStart(5)} ${"LCP".padStart(8)} ${"TBT".padStart(7)} ${"CLS".padStart(7)}`,
  );
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromeFlags] });
  const row = (name, { performance, lcp, tbt, cls }) =>
    console.log(
      `${name.padEnd(44)} ${(performance * 100).toFixed(0).padStart(4)}${mark(performance >= TARGETS.performance)}` +
        ` ${`${lcp.toFixed(0)}ms`.padStart(7)}${mark(lcp <= TARGETS.lcp)} ${`${tbt.toFixed(0)}ms`.padStart(6)}${mark(tbt <= TARGETS.tbt)} ${cls.toFixed(3).padStart(6)}${mark(cls <= TARGETS.cls)}`,
    );
  try {
    const floor = await startFloor();
    try {
      row("floor (bare route)", await lighthouseRuns(chrome, `${floor.base}/`));
    } finally {
      floor.stop();
    }
    for (const prefix of locales) {
      const pages = [
        `/${prefix}`,
        `/${prefix}/catalog/robes-femme/WOMEN_DRESSES`,
        `/${prefix}/product/wool-coat/1000123`,
        `/${prefix}/cart`,
      ];
      for (const path of await Promise.all(pages.map(canonicalPath)))
        row(path, await lighthouseRuns(chrome, base + path));
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
