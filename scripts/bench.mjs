// Server timings of the built storefront in workerd (local build + mock backend): median and
// p90 time to first byte and to the full document, per page type, over N sequential requests.
// Prints figures only; targets live in the issues, never in timed unit tests.
//   npm run build && npm run bench [-- --requests=40]
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const requests = Number(process.argv.find((arg) => arg.startsWith("--requests="))?.slice(11) ?? 30);
const base = process.env.BENCH_BASE_URL ?? "http://127.0.0.1:8787";
const browserAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const pages = {
  "home fr-fr": "/fr-fr",
  "catalogue de-de": "/de-de/catalog/kleider/WOMEN_DRESSES",
  "product pl-pl": "/pl-pl/product/sukienka/1000123",
  "cart en": "/en/cart",
  "404 it-it": "/it-it/no-such-page",
};

async function up() {
  try {
    return (await fetch(`${base}/en`, { redirect: "manual" })).ok;
  } catch {
    return false;
  }
}

let server;
if (!(await up())) {
  server = spawn(process.execPath, [fileURLToPath(new URL("./serve.mjs", import.meta.url))], {
    stdio: "ignore",
    env: { ...process.env, WRANGLER_LOG: "error" },
  });
  for (let attempt = 0; attempt < 120 && !(await up()); attempt++) await new Promise((resolve) => setTimeout(resolve, 500));
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

try {
  console.log(`${requests} requests per page, sequential, browser user agent (streamed)`);
  console.log(`${"page".padEnd(18)} ${"TTFB p50".padStart(9)} ${"p90".padStart(7)} ${"full p50".padStart(9)} ${"p90".padStart(7)}  status`);
  for (const [name, path] of Object.entries(pages)) {
    const firstByte = [];
    const full = [];
    let status = 0;
    for (let i = 0; i < requests + 3; i++) {
      const started = performance.now();
      const response = await fetch(base + path, { headers: { "User-Agent": browserAgent, Cookie: "as_locale=en" } });
      const reader = response.body.getReader();
      await reader.read();
      const first = performance.now() - started;
      while (!(await reader.read()).done);
      status = response.status;
      // The first three warm the isolate and the edge caches.
      if (i >= 3) {
        firstByte.push(first);
        full.push(performance.now() - started);
      }
    }
    const ms = (value) => `${value.toFixed(1)}ms`.padStart(7);
    console.log(`${name.padEnd(18)} ${ms(percentile(firstByte, 0.5)).padStart(9)} ${ms(percentile(firstByte, 0.9))} ${ms(percentile(full, 0.5)).padStart(9)} ${ms(percentile(full, 0.9))}  ${status}`);
  }
} finally {
  server?.kill("SIGTERM");
}
