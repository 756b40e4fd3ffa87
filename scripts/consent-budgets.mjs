// Issue 15's budget, printed, never asserted (machines here are shared and noisy): Lighthouse
// mobile on home and product (fr-fr: analytics and A/B testing both on) without a consent choice
// (the banner) and with everything accepted (the tag manager and A/B fakes load), median of N
// runs each; the drop must stay within 2 points, and no third-party script may be render-blocking.
//   npm run build && node scripts/consent-budgets.mjs [-- --runs=3]
import * as chromeLauncher from "chrome-launcher";
import { ensureLocalServer, finalPath } from "./local-server.mjs";
import { chromeFlags, chromePath, lighthouseReport, median } from "./lighthouse-runs.mjs";

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const runs = Number(option("runs", 3));
const base = process.env.BENCH_BASE_URL ?? "http://localhost:8787";
const MAX_DROP = 2;
const THIRD_PARTY = /\/(tag-manager|ab-testing|recaptcha)\//;
const ACCEPTED = `as_consent=1.a1.p1.${Math.floor(Date.now() / 1000)}`;

const stopServer = await ensureLocalServer(base);

const canonicalPath = (path) => finalPath(base, path);

/** Each state in its own browser, on a profile no other state has used. */
async function measure(url, cookies) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromeFlags] });
  try {
    return await measureIn(chrome, url, cookies);
  } finally {
    await chrome.kill();
  }
}

async function measureIn(chrome, url, cookies) {
  const scores = [];
  const blocking = new Set();
  const loaded = new Set();
  for (let run = 0; run < runs; run++) {
    const lhr = await lighthouseReport(chrome.port, url, { categories: ["performance"], cookies });
    scores.push(lhr.categories.performance.score * 100);
    for (const item of lhr.audits["render-blocking-resources"]?.details?.items ?? [])
      if (THIRD_PARTY.test(item.url)) blocking.add(item.url);
    for (const item of lhr.audits["network-requests"]?.details?.items ?? [])
      if (THIRD_PARTY.test(item.url)) loaded.add(new URL(item.url).pathname);
  }
  return { score: median(scores), blocking: [...blocking], loaded: [...loaded] };
}

try {
  console.log(
    `Lighthouse mobile, median of ${runs}: performance without a consent choice vs everything accepted (budget: a drop of at most ${MAX_DROP} points; ! = missed)`,
  );
  for (const path of await Promise.all(["/fr-fr", "/fr-fr/product/wool-coat/1000123"].map(canonicalPath))) {
    const before = await measure(base + path, undefined);
    const after = await measure(base + path, ACCEPTED);
    const drop = before.score - after.score;
    console.log(
      `${path.padEnd(44)} no choice ${before.score.toFixed(0).padStart(3)}  accepted ${after.score.toFixed(0).padStart(3)}  drop ${drop.toFixed(0).padStart(2)}${drop > MAX_DROP ? "!" : " "}`,
    );
    console.log(
      `${"".padEnd(44)} third-party loaded: ${after.loaded.join(", ") || "none"}; render-blocking: ${[...before.blocking, ...after.blocking].join(", ") || "none"}`,
    );
  }
} finally {
  stopServer();
}
