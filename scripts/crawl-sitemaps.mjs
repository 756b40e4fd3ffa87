#!/usr/bin/env node
// Crawls every sitemap robots.txt names (issue 28): each URL must answer 200, itself its own
// canonical. Prints the figures and every URL that does not, by reason; exits 1 when any fails.
//   node scripts/crawl-sitemaps.mjs [--base http://localhost:8787] [--concurrency 6]
import { ensureLocalServer } from "./local-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const base = option("base", "http://localhost:8787");
const concurrency = Number(option("concurrency", 6));

await ensureLocalServer(base);
const robots = await (await fetch(`${base}/robots.txt`)).text();
const sitemaps = [...robots.matchAll(/^Sitemap:\s*(\S+)/gm)].map((match) => match[1]);
const urls = [];
for (const sitemap of sitemaps) {
  const xml = await (await fetch(sitemap)).text();
  urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, "&")));
}

const failures = new Map();
const fail = (reason, url) => failures.set(reason, [...(failures.get(reason) ?? []), url]);
let next = 0;
let ok = 0;
async function worker() {
  while (next < urls.length) {
    const url = urls[next++];
    try {
      const response = await fetch(url, { redirect: "manual", headers: { "Accept-Language": "en" } });
      if (response.status !== 200) {
        fail(
          `${response.status}${response.headers.get("location") ? " → elsewhere" : ""}`,
          `${url}${response.headers.get("location") ? ` → ${response.headers.get("location")}` : ""}`,
        );
        continue;
      }
      const html = await response.text();
      const canonical = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
      if (canonical !== url) fail("canonical elsewhere", `${url} (canonical ${canonical ?? "none"})`);
      else ok++;
    } catch (error) {
      fail(`no answer (${error.cause?.code ?? error.message})`, url);
    }
  }
}
const started = Date.now();
await Promise.all(Array.from({ length: concurrency }, worker));
console.log(
  `${sitemaps.length} sitemaps, ${urls.length} URLs in ${((Date.now() - started) / 1000).toFixed(1)} s: ${ok} answer 200 as their own canonical`,
);
for (const [reason, list] of failures) {
  console.log(`  ${reason}: ${list.length}`);
  for (const url of list.slice(0, 5)) console.log(`    ${url}`);
}
process.exit(failures.size ? 1 : 0);
