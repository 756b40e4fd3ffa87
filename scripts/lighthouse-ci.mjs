// Lighthouse CI that tells the page's scores from the tool's own failures.
//
// `lhci autorun` stops the whole collection when one run fails three times in a row, and
// Lighthouse 12 with Chromium 156 sometimes loses the trace of a page load (NO_NAVSTART,
// NO_FCP: "Something went wrong with recording the trace", seen in CI on a page that scored
// 0.94-0.98 in every other run). Such a run measures nothing about the page, so this script
// collects each URL on its own (`lhci collect --additive`, one server for all of them),
// collects again what a tool failure cost, and only then runs `lhci assert` and `lhci upload`
// with the same configuration. A URL that still has fewer than half its runs fails: a page
// that never loads is not hidden behind retries.
//
// Every run goes to one Chromium started before the first (decision 163), as the budget scripts
// do: Lighthouse clears its cache and the origin's storage before each run, so each page is still
// loaded as by a new visitor, but the measured load no longer shares two cores with a browser
// starting up (a fresh Chromium per run added 150-200 ms of TBT to a home page on this machine).
//
// Usage: node scripts/lighthouse-ci.mjs [lighthouserc.json]
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import { ensureLocalServer } from "./local-server.mjs";

const configPath = process.argv[2] ?? "lighthouserc.json";
const config = JSON.parse(readFileSync(configPath, "utf8"));
const {
  startServerCommand,
  startServerReadyPattern,
  startServerReadyTimeout,
  url: urls,
  numberOfRuns = 1,
  ...collectSettings
} = config.ci.collect;
const COLLECT_ATTEMPTS = 3;
const minimumRuns = Math.ceil(numberOfRuns / 2);

const resultsDir = ".lighthouseci";
const lhci = fileURLToPath(new URL("../node_modules/.bin/lhci", import.meta.url));

const savedRuns = () => readdirSync(resultsDir).filter((file) => /^lhr-\d+\.json$/.test(file)).length;

function runLhci(args) {
  return spawnSync(lhci, args, { stdio: "inherit" }).status ?? 1;
}

mkdirSync(resultsDir, { recursive: true });
for (const file of readdirSync(resultsDir)) if (/^lhr-\d+\.(json|html)$/.test(file)) rmSync(join(resultsDir, file));
// The collect step gets the settings without the server nor the URL list: one server (the
// configuration's startServerCommand, kept for a plain `lhci autorun`) serves every URL, and
// one browser (its debugging port in the settings) runs every Lighthouse run.
const collectConfig = join(resultsDir, "collect-config.json");

let chrome;
/** The shared Chromium, started again if it died: a run that finds no browser measures nothing. */
async function ensureChrome() {
  const alive =
    chrome &&
    (await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then(
      (r) => r.ok,
      () => false,
    ));
  if (alive) return;
  chrome?.kill();
  chrome = await chromeLauncher.launch({
    chromePath: collectSettings.chromePath ?? process.env.CHROME_PATH,
    chromeFlags: (collectSettings.settings?.chromeFlags ?? "").split(/\s+/).filter(Boolean),
  });
  const settings = { ...collectSettings.settings, port: chrome.port };
  writeFileSync(collectConfig, JSON.stringify({ ci: { collect: { ...collectSettings, settings } } }));
  await warmUp(chrome.port, urls[0]);
}

/**
 * One page load in a tab of the new browser, not measured: its first renderer, network service
 * and GPU process start here, not inside the first measured run (at the last full set, the first
 * URL measured was the only home page with a median under 0.9).
 */
async function warmUp(port, url) {
  const devtools = `http://127.0.0.1:${port}/json`;
  const tab = await fetch(`${devtools}/new?${encodeURI(url)}`, { method: "PUT" }).then((r) => r.json());
  await new Promise((resolve) => setTimeout(resolve, 8000));
  await fetch(`${devtools}/close/${tab.id}`).catch(() => undefined);
}

const base = new URL(urls[0]).origin;
const stopServer = await ensureLocalServer(base);
const shortfalls = [];
try {
  for (const url of urls) {
    // URLs are collected one after the other: the reports added since this one began are its own.
    const before = savedRuns();
    for (let attempt = 1; attempt <= COLLECT_ATTEMPTS; attempt++) {
      const missing = numberOfRuns - (savedRuns() - before);
      if (missing <= 0) break;
      if (attempt > 1)
        console.log(
          `Lighthouse itself failed on ${url}; collecting the ${missing} missing run(s) again (attempt ${attempt}).`,
        );
      await ensureChrome();
      runLhci(["collect", `--config=${collectConfig}`, `--url=${url}`, `--numberOfRuns=${missing}`, "--additive"]);
    }
    const saved = savedRuns() - before;
    if (saved < numberOfRuns) shortfalls.push({ url, saved });
  }
} finally {
  await chrome?.kill();
  stopServer();
}

for (const { url, saved } of shortfalls) console.log(`${url}: ${saved} of ${numberOfRuns} Lighthouse runs succeeded.`);
const unmeasured = shortfalls.filter(({ saved }) => saved < minimumRuns);
if (unmeasured.length > 0) {
  console.error(
    `Lighthouse could not measure ${unmeasured.map(({ url }) => url).join(", ")} (fewer than ${minimumRuns} runs).`,
  );
  process.exit(1);
}

const assertStatus = runLhci(["assert", `--config=${configPath}`]);
const uploadStatus = runLhci(["upload", `--config=${configPath}`]);
process.exit(assertStatus || uploadStatus);
