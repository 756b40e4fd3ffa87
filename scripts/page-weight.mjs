// What each page type weighs on the wire, printed against issue 30's targets, never asserted:
// the document gzipped (target 20 KB) and what in it is inline style, hydration data and
// markup; the JavaScript the document names for hydration (scripts and module preloads, with
// every chunk they import statically, gzipped; target: the framework's floor + 25 KB). The floor is issue 30's measurement of a
// bare React Router page on the same stack (110.6 KB); a bare route of our own Worker to measure
// it beside ours is still to come.
//   npm run build && node scripts/page-weight.mjs
import { gzipSync } from "node:zlib";
import { ensureLocalServer } from "./local-server.mjs";

const base = process.env.BENCH_BASE_URL ?? "http://127.0.0.1:8787";
const HTML_TARGET = 20 * 1024;
const FLOOR_JS = 110.6 * 1024;
const JS_TARGET = FLOOR_JS + 25 * 1024;
const STOCKED_SKU = "10000010101";

const PAGES = {
  home: (prefix) => `/${prefix}`,
  catalogue: (prefix) => `/${prefix}/catalog/x/WOMEN_DRESSES`,
  product: (prefix) => `/${prefix}/product/x/1000003`,
  search: (prefix) => `/${prefix}/search?q=robe`,
  cart: (prefix) => `/${prefix}/cart`,
};
const PREFIXES = ["en", "fr-fr", "pl-pl"];

const stopServer = await ensureLocalServer(base);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** A cart of one line, for the cart page (its cookie). */
async function cartCookie(prefix) {
  const response = await fetch(`${base}/${prefix}/cart`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "add-to-cart", sku: STOCKED_SKU, returnTo: `/${prefix}` }),
    redirect: "manual",
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const assetTexts = new Map();

async function assetText(src) {
  if (!assetTexts.has(src)) {
    const response = await fetch(new URL(src, base));
    assetTexts.set(src, response.ok ? await response.text() : "");
  }
  return assetTexts.get(src);
}

/** The scripts named and every chunk they import statically (lazy `import()` excluded): what hydration loads. */
async function firstLoadScripts(named) {
  const seen = new Set();
  const queue = [...named];
  while (queue.length) {
    const src = queue.pop();
    if (seen.has(src)) continue;
    seen.add(src);
    const text = await assetText(src);
    for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(new URL(match[1], new URL(src, base)).pathname);
    }
  }
  return [...seen];
}

function parts(html) {
  const style = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + m[1].length, 0);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + m[1].length,
    0,
  );
  const named = new Set([
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/(?:\bimport\(?|\bfrom)\s*["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]),
  ]);
  const stylesheets = [
    ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g),
  ].map((m) => m[1] ?? m[2]);
  return { style, inlineScripts, markup: html.length - style - inlineScripts, named: [...named], stylesheets };
}

console.log(
  `${"page".padEnd(22)}${"HTML gz".padStart(9)}${"target".padStart(9)}  ${"style".padStart(9)}${"data+js".padStart(9)}${"markup".padStart(9)}   ${"JS gz".padStart(9)}${"target".padStart(9)}  ${"CSS gz".padStart(9)}`,
);
for (const prefix of PREFIXES) {
  const cookie = `as_locale=${prefix}; ${await cartCookie(prefix)}`;
  for (const [type, path] of Object.entries(PAGES)) {
    const response = await fetch(base + path(prefix), {
      headers: { "Accept-Encoding": "identity", Cookie: type === "cart" ? cookie : `as_locale=${prefix}` },
    });
    const html = await response.text();
    const { style, inlineScripts, markup, named, stylesheets } = parts(html);
    let js = 0;
    for (const src of await firstLoadScripts(named)) js += gzip(await assetText(src));
    let css = 0;
    for (const href of stylesheets) css += gzip(await assetText(href));
    const htmlGz = gzip(html);
    const mark = (value, target) => (value <= target ? "  met" : "  OVER");
    console.log(
      `${`${type} (${prefix})`.padEnd(22)}${kb(htmlGz)}${kb(HTML_TARGET)}${mark(htmlGz, HTML_TARGET)}${kb(style)}${kb(inlineScripts)}${kb(markup)}   ${kb(js)}${kb(JS_TARGET)}${mark(js, JS_TARGET)}${kb(css)}${response.status === 200 ? "" : `  (status ${response.status})`}`,
    );
  }
}
console.log(
  "style, data+js and markup are raw bytes inside the document; HTML, JS (what the document names and all it imports\nstatically) and CSS (the stylesheets it links, cached by the browser after the first page) are gzip level 9.",
);
await stopServer?.();
