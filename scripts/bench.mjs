// Server timings of the built storefront in workerd (local build + mock backend), printed,
// never asserted: per page type, the median and p90 time to first byte and to the whole
// document over N sequential requests, beside the floor (scripts/bench/floor: a bare React Router
// page on the same stack); the
// catalogue's cost at 24, 48 and 96 products; and the product page's first byte with the
// deferred store stock answering 300 ms late; and the anonymous product page from the edge
// cache against rendering it. Rendered rows send `Cache-Control: no-cache` (the edge renders).
//   npm run build && npm run bench [-- --requests=40]
import { startFloor } from "./bench-floor.mjs";
import { ensureLocalServer } from "./local-server.mjs";

const requests = Number(process.argv.find((arg) => arg.startsWith("--requests="))?.slice(11) ?? 30);
const base = process.env.BENCH_BASE_URL ?? "http://127.0.0.1:8787";
const browserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

const stopServer = await ensureLocalServer(base);

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const ms = (value) => `${value.toFixed(1)}ms`.padStart(9);

const RENDER = { "Cache-Control": "no-cache" };

async function measure(path, headers = RENDER) {
  const firstByte = [];
  const full = [];
  let status = 0;
  for (let i = 0; i < requests + 3; i++) {
    const started = performance.now();
    // identity: the local wrangler proxy gzips whole 16 KB blocks, which hides streaming;
    // Cloudflare's edge compresses as the Worker flushes.
    const response = await fetch(new URL(path, base), {
      headers: { "User-Agent": browserAgent, Cookie: "as_locale=en", "Accept-Encoding": "identity", ...headers },
    });
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
  return {
    ttfb: percentile(firstByte, 0.5),
    ttfb90: percentile(firstByte, 0.9),
    full: percentile(full, 0.5),
    full90: percentile(full, 0.9),
    status,
  };
}

function row(name, result) {
  console.log(
    `${name.padEnd(30)} ${ms(result.ttfb)} ${ms(result.ttfb90)} ${ms(result.full)} ${ms(result.full90)}  ${result.status}`,
  );
}

const floor = await startFloor();
try {
  console.log(`${requests} sequential requests per page, browser user agent (streamed); medians and p90`);
  console.log(
    `${"page".padEnd(30)} ${"TTFB p50".padStart(9)} ${"p90".padStart(9)} ${"full p50".padStart(9)} ${"p90".padStart(9)}  status`,
  );
  const pages = {
    "floor (bare route)": `${floor.base}/`,
    "home fr-fr": "/fr-fr",
    "catalogue 48 de-de": "/de-de/damen--plWOMEN",
    "product pl-pl": "/pl-pl/x--p1000002",
    "search it-it": "/it-it/search?q=lino",
    "404 it-it": "/it-it/no-such-page",
  };
  for (const [name, path] of Object.entries(pages)) row(name, await measure(path));

  console.log("\ncatalogue cost by page size (should grow linearly)");
  for (const size of [24, 48, 96]) row(`catalogue ${size} products`, await measure(`/fr-fr/femmes--plWOMEN?n=${size}`));

  console.log("\nanonymous product page: served from the edge cache vs rendered (TTFB p50 ratio printed)");
  const cached = await measure("/en/cotton-poplin-midi-dress-pink--p1000003", {});
  const rendered = await measure("/en/cotton-poplin-midi-dress-pink--p1000003");
  row("product en, edge cache", cached);
  row("product en, rendered", rendered);
  console.log(`TTFB p50 rendered / cached: ${(rendered.ttfb / cached.ttfb).toFixed(1)}×`);

  console.log("\nproduct page with deferred store stock answering 300 ms late (first byte should not move)");
  row("product fr-fr, no delay", await measure("/fr-fr/x--p1000002"));
  const late = JSON.stringify({ call: "GET /ecommerce/v3/catalog/stocks/*", latency: 300 });
  row("product fr-fr, stock +300 ms", await measure("/fr-fr/x--p1000002", { ...RENDER, "x-mock-fault": late }));
} finally {
  floor.stop();
  stopServer();
}
