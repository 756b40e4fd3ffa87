// SSR cost alone (issue 14): the built storefront Worker in workerd with the backend replayed
// from memory (scripts/bench/replay.ts records each mock answer once). Prints, per page, workerd
// CPU per request (from /proc, all workerd processes) and requests per second under 10
// concurrent connections, beside the floor (scripts/bench/floor: a bare React Router page on the
// same stack, in its own workerd). Rendered rows send `Cache-Control: no-cache` (an edge cache
// miss: the Worker renders), judged by issue 30's half of the floor's requests per second; the
// anonymous product page is also served from the edge cache, judged by issue 52's 0.8 of them.
//   npm run build && npm run bench:ssr [-- --seconds=5 --requests=100]
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startFloor } from "./bench-floor.mjs";
import { waitUntilUp } from "./local-server.mjs";

const arg = (name, fallback) =>
  Number(process.argv.find((value) => value.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const seconds = arg("seconds", 5);
const requests = arg("requests", 100);
const port = process.env.BENCH_SSR_PORT ?? "8797";
const base = `http://127.0.0.1:${port}`;
const storefront = "build/local/server/wrangler.json";
if (!existsSync(storefront)) {
  console.error(`${storefront} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const wrangler = fileURLToPath(new URL("../node_modules/.bin/wrangler", import.meta.url));
const server = spawn(
  wrangler,
  [
    "dev",
    "-c",
    storefront,
    "-c",
    "scripts/bench/replay.toml",
    "-c",
    "scripts/bench/mock-origin.toml",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    // The Worker answers its public origins only (421 otherwise): this one is the bench's.
    "--var",
    `PUBLIC_ORIGINS:${base}`,
    "--log-level",
    "error",
    "--show-interactive-dev-session=false",
  ],
  { stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);
/** Share of the floor's requests per second: a rendered page (issue 30), one from the edge cache (issue 52). */
const TARGET = { rendered: 0.5, cached: 0.8 };
const RENDER = { "Cache-Control": "no-cache" };

const headers = {
  // The page's own cost: workerd gzips an HTML answer for a client that accepts it, in the
  // Worker's process (a third of a product page's CPU here, 23 -> 15 ms per request); on
  // Cloudflare's edge the proxy in front compresses, outside the Worker's isolate. The floor's
  // 1 KB paid almost none of it. No decompression on the load generator's cores either.
  "Accept-Encoding": "identity",
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
  Cookie: "as_locale=en",
};
/** `path` is absolute on the storefront; a full URL is the floor's. */
async function get(path, extra = RENDER) {
  // A redirect is its own row, never followed into the next page's cost.
  const response = await fetch(new URL(path, base), { headers: { ...headers, ...extra }, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

/** CPU seconds used so far by every workerd process (the storefront, the replay and the mock). */
function workerdCpuMs() {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd")) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / tick;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

async function cpuPerRequest(path, extra) {
  const before = workerdCpuMs();
  for (let i = 0; i < requests; i++) await get(path, extra);
  return (workerdCpuMs() - before) / requests;
}

async function requestsPerSecond(path, extra) {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < until) {
        await get(path, extra);
        done++;
      }
    }),
  );
  return done / seconds;
}

let floor;
try {
  await waitUntilUp(base);
  // The floor runs in its own workerd; its CPU counts with the others' (all idle meanwhile).
  floor = await startFloor();
  const pages = [
    ["floor (bare route)", `${floor.base}/`, RENDER],
    ["icons page en", "/en/_icons", RENDER],
    ["home fr-fr", "/fr-fr", RENDER],
    ["catalogue de-de", "/de-de/damen--plWOMEN", RENDER],
    ["product en, cache miss", "/en/cotton-poplin-midi-dress-pink--p1000003", RENDER],
    ["product en, cache hit", "/en/cotton-poplin-midi-dress-pink--p1000003", {}],
    ["product pl-pl, cache miss", "/pl-pl/sukienka-midi-z-wiskozy-blekitny--p1000002", RENDER],
  ];
  // Record every backend answer, fill the edge cache and warm the isolates.
  for (const [, path, extra] of pages) for (let i = 0; i < 5; i++) await get(path, extra);

  console.log(
    `SSR alone, backend replayed from memory: CPU over ${requests} sequential requests, req/s over ${seconds} s at 10 connections`,
  );
  console.log(
    `${"page".padEnd(28)} ${"status".padStart(6)} ${"CPU/req".padStart(9)} ${"req/s".padStart(8)} ${"× floor".padStart(8)} ${"target".padStart(7)}`,
  );
  let bare;
  for (const [name, path, extra] of pages) {
    const status = await get(path, extra);
    const cpu = await cpuPerRequest(path, extra);
    const rps = await requestsPerSecond(path, extra);
    bare ??= rps;
    const ratio = rps / bare;
    const target = extra === RENDER ? TARGET.rendered : TARGET.cached;
    const verdict =
      path === pages[0][1] ? "" : `${target.toFixed(2).padStart(7)}${ratio >= target ? "  met" : "  BELOW"}`;
    console.log(
      `${name.padEnd(28)} ${String(status).padStart(6)} ${`${cpu.toFixed(1)}ms`.padStart(9)} ${rps.toFixed(1).padStart(8)} ${ratio.toFixed(2).padStart(8)} ${verdict}`,
    );
  }
} finally {
  floor?.stop();
  stop();
}
