// Where a page's server render goes (issue 30): the built storefront Worker run in Node, whose
// clock and CPU profiler are precise (workerd's are not: its timers stand still while code runs,
// and its sampled profiles put milliseconds on one-line functions). The backend is the offline
// mock in its own workerd, each distinct call asked once and answered from memory after, and the
// edge cache is off, as in bench:ssr. Prints each page's time per request, sequential; with
// --profile, the first page's CPU profile: the functions with the most time of their own, and
// with the most time under them (written to reports/ssr.cpuprofile for DevTools too).
// Node's V8 is not workerd's runtime: the figures rank the work, bench:ssr gives the real ones.
//   npm run build && npm run profile:ssr [-- --requests=200 --profile /en/x--p1000003,/fr-fr]
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const option = (name, fallback) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const requests = Number(option("requests", 200));
const profile = process.argv.includes("--profile");
const pages = (
  process.argv.slice(2).find((value) => value.startsWith("/")) ??
  "/en/cotton-poplin-midi-dress-pink--p1000003,/en/cotton-poplin-midi-dress-pink--p1000003.data,/en/_icons,/robots.txt"
).split(",");
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 8799);
const mockBase = `http://127.0.0.1:${mockPort}`;

const mock = spawn(
  `${root}node_modules/.bin/wrangler`,
  ["dev", "-c", "scripts/bench/mock-origin.toml", "--ip", "127.0.0.1", "--port", String(mockPort)].concat(
    "--log-level",
    "error",
    "--show-interactive-dev-session=false",
  ),
  { cwd: root, stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
process.on("exit", () => mock.kill("SIGTERM"));
const up = () =>
  fetch(mockBase).then(
    () => true,
    () => false,
  );
for (let attempt = 0; attempt < 120 && !(await up()); attempt++)
  await new Promise((resolve) => setTimeout(resolve, 500));

// The Worker's platform, as far as an anonymous page uses it.
globalThis.caches ??= {
  default: { match: async () => undefined, put: async () => undefined, delete: async () => false },
  open: async () => globalThis.caches.default,
};
// The mock asked once per distinct call, as bench:ssr's replaying backend does (the same code).
const { default: replay } = await import("./bench/replay.ts");
const ORIGIN = {
  fetch: (request) => {
    const url = new URL(request.url);
    return fetch(new Request(new URL(url.pathname + url.search, mockBase), request));
  },
};
const BACKEND = { fetch: (input, init) => replay.fetch(new Request(input, init), { ORIGIN }) };
const origin = "http://127.0.0.1:8787";
const env = {
  ...JSON.parse(readFileSync(`${root}build/local/server/wrangler.json`, "utf8")).vars,
  PUBLIC_ORIGINS: origin,
  PAGE_CACHE: "off",
  BACKEND,
};
const { default: worker } = await import(`${root}build/local/server/index.js`);
const context = { waitUntil() {}, passThroughOnException() {}, props: {} };
const headers = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
  Cookie: "as_locale=en",
  "Cache-Control": "no-cache",
};
async function get(path) {
  const response = await worker.fetch(new Request(origin + path, { headers }), env, context);
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}

async function timed(path) {
  for (let i = 0; i < 20; i++) await get(path);
  const { status, bytes } = await get(path);
  const start = performance.now();
  for (let i = 0; i < requests; i++) await get(path);
  return { status, bytes, ms: (performance.now() - start) / requests };
}

console.log(`The Worker in Node, backend from memory, edge cache off: ${requests} sequential requests per page`);
console.log(`${"page".padEnd(56)} ${"status".padStart(6)} ${"bytes".padStart(8)} ${"ms/req".padStart(8)}`);
for (const path of pages) {
  const { status, bytes, ms } = await timed(path);
  console.log(
    `${path.padEnd(56)} ${String(status).padStart(6)} ${String(bytes).padStart(8)} ${ms.toFixed(2).padStart(8)}`,
  );
}

if (profile) {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  await timed(pages[0]);
  const { profile: cpu } = await session.post("Profiler.stop");
  mkdirSync(`${root}reports`, { recursive: true });
  writeFileSync(`${root}reports/ssr.cpuprofile`, JSON.stringify(cpu));
  const nodes = new Map(cpu.nodes.map((node) => [node.id, node]));
  const parent = new Map(cpu.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const name = ({ functionName, url, lineNumber }) =>
    `${functionName || "(anonymous)"} ${url.split("/").pop()}:${lineNumber + 1}`;
  const own = new Map();
  const under = new Map();
  cpu.samples.forEach((id, index) => {
    const delta = cpu.timeDeltas[index] ?? 0;
    const self = name(nodes.get(id).callFrame);
    own.set(self, (own.get(self) ?? 0) + delta);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const key = name(nodes.get(node).callFrame);
      if (!seen.has(key)) under.set(key, (under.get(key) ?? 0) + delta);
      seen.add(key);
    }
  });
  const top = (table, count) =>
    [...table]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, micros]) => `${`${(micros / 1000 / (requests + 21)).toFixed(2)} ms`.padStart(10)} ${key}`)
      .join("\n");
  console.log(`\n${pages[0]}: per request, the functions with the most time of their own`);
  console.log(top(own, 30));
  console.log(`\n${pages[0]}: per request, the functions with the most time under them`);
  console.log(top(under, 40));
}
mock.kill("SIGTERM");
process.exit(0);
