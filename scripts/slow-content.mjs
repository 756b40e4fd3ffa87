// First byte of uncached pages while the content service (CMS) and the segmentations answer after
// 12 s (issue 27): content the page may go without has its own short budget, so the first byte
// must not wait for them. Uses the mock's fault switch (MOCK_FAULTS=on, the local build), which
// also bypasses the edge cache: every request is a miss.
//   node scripts/slow-content.mjs [--base http://localhost:8787] [--latency 12000] [--runs 3]
import { ensureLocalServer, finalPath } from "./local-server.mjs";

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(" ")
    .split("--")
    .filter(Boolean)
    .map((part) => part.trim().split(/\s+/)),
);
const latency = Number(args.latency ?? 12000);
const runs = Number(args.runs ?? 3);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const fault = JSON.stringify([
  { call: "GET /cms/*", latency },
  { call: "GET /ecommerce/v3/catalog/segmentations/", latency },
]);
const PAGES = [
  "/fr-fr",
  "/fr-fr/robes--plWOMEN_DRESSES",
  "/pl-pl/sukienki--plWOMEN_DRESSES",
  "/en/help",
  "/de-de/damen--plWOMEN",
];

const base = (args.base ?? "http://localhost:8787").replace(/\/$/, "");
const stop = await ensureLocalServer(base);
try {
  console.log(
    `First byte with the CMS and segmentations answering after ${latency} ms (median of ${runs}, fault switch on: edge cache bypassed)`,
  );
  let worst = 0;
  for (const asked of PAGES) {
    // Catalogue slugs move to their canonical form: time the page itself, not its redirect.
    const path = await finalPath(base, asked);
    const times = [];
    let status = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        headers: { "x-mock-fault": fault, "user-agent": BROWSER },
        redirect: "manual",
      });
      status = response.status;
      const reader = response.body?.getReader();
      await reader?.read();
      times.push(performance.now() - started);
      await reader?.cancel();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    worst = Math.max(worst, ...times);
    console.log(
      `  ${path.padEnd(36)} ${status}  first byte ${Math.round(median)} ms (worst ${Math.round(times.at(-1))} ms)`,
    );
  }
  console.log(`Worst first byte: ${Math.round(worst)} ms (target ≤ 1500 ms)`);
} finally {
  await stop();
}
