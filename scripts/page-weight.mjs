// What each page type weighs on the wire, printed against issue 30's targets, never asserted:
// the document gzipped (target 30 KB: issue 30's 20 KB and the site's styles, 10 KB, now inside
// it rather than a file of their own, decision 196) and what in it is inline style, hydration data and
// markup; the JavaScript the document names for hydration (scripts and module preloads, with
// every chunk they import statically, gzipped; target: the floor's + 25 KB). The floor is a bare
// React Router page on the same stack (scripts/bench/floor), measured the same way in the same run.
//   npm run build && node scripts/page-weight.mjs
import { gzipSync } from "node:zlib";
import { startFloor } from "./bench-floor.mjs";
import { ensureLocalServer } from "./local-server.mjs";

const base = process.env.BENCH_BASE_URL ?? "http://127.0.0.1:8787";
const HTML_TARGET = 30 * 1024;
const STOCKED_SKU = "10000010101";

const PAGES = {
  home: (prefix) => `/${prefix}`,
  // The friendly URL the menus link to (the route that also serves products and editorial pages).
  catalogue: (prefix) => `/${prefix}/x--plWOMEN_DRESSES`,
  product: (prefix) => `/${prefix}/product/x/1000003`,
  search: (prefix) => `/${prefix}/search?q=robe`,
  cart: (prefix) => `/${prefix}/cart`,
};
const PREFIXES = ["en", "fr-fr", "pl-pl"];

const stopServer = await ensureLocalServer(base);
const floor = await startFloor();
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

/** `src` is an absolute URL: the storefront's and the floor's assets share paths. */
async function assetText(src) {
  if (!assetTexts.has(src)) {
    const response = await fetch(src);
    assetTexts.set(src, response.ok ? await response.text() : "");
  }
  return assetTexts.get(src);
}

/** The scripts named and every chunk they import statically (lazy `import()` excluded): what hydration loads. */
async function firstLoadScripts(named, origin) {
  const seen = new Set();
  const queue = named.map((src) => new URL(src, origin).href);
  while (queue.length) {
    const src = queue.pop();
    if (seen.has(src)) continue;
    seen.add(src);
    const text = await assetText(src);
    for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(new URL(match[1], src).href);
    }
  }
  return [...seen];
}

/** A document's weight: the HTML gzipped, its parts raw, and the JS and CSS it loads, gzipped. */
async function weigh(origin, path, cookie) {
  const response = await fetch(origin + path, { headers: { "Accept-Encoding": "identity", Cookie: cookie } });
  const html = await response.text();
  const { style, inlineScripts, markup, named, stylesheets } = parts(html);
  let js = 0;
  for (const src of await firstLoadScripts(named, origin)) js += gzip(await assetText(src));
  let css = 0;
  for (const href of stylesheets) css += gzip(await assetText(new URL(href, origin).href));
  return { status: response.status, html: gzip(html), style, inlineScripts, markup, js, css };
}

/** The chunks the page's messages note names for its page view (decisions 160 and 170). */
function pageViewModules(html) {
  const note = /<script type="application\/json" id="page-messages">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return note ? (JSON.parse(note).modules ?? []) : [];
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
    // The page view's chunks, which the document's starter imports (decision 170).
    ...pageViewModules(html),
  ]);
  const stylesheets = [
    ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g),
  ].map((m) => m[1] ?? m[2]);
  return { style, inlineScripts, markup: html.length - style - inlineScripts, named: [...named], stylesheets };
}

const bare = await weigh(floor.base, "/", "");
const JS_TARGET = bare.js + 25 * 1024;
console.log(
  `${"page".padEnd(22)}${"HTML gz".padStart(9)}${"target".padStart(9)}  ${"style".padStart(9)}${"data+js".padStart(9)}${"markup".padStart(9)}   ${"JS gz".padStart(9)}${"target".padStart(9)}  ${"CSS gz".padStart(9)}`,
);
const mark = (value, target) => (value <= target ? "  met" : "  OVER");
console.log(
  `${"floor (bare route)".padEnd(22)}${kb(bare.html)}${" ".repeat(15)}${kb(bare.style)}${kb(bare.inlineScripts)}${kb(bare.markup)}   ${kb(bare.js)}${" ".repeat(15)}${kb(bare.css)}`,
);
for (const prefix of PREFIXES) {
  const cookie = `as_locale=${prefix}; ${await cartCookie(prefix)}`;
  for (const [type, path] of Object.entries(PAGES)) {
    const page = await weigh(base, path(prefix), type === "cart" ? cookie : `as_locale=${prefix}`);
    console.log(
      `${`${type} (${prefix})`.padEnd(22)}${kb(page.html)}${kb(HTML_TARGET)}${mark(page.html, HTML_TARGET)}${kb(page.style)}${kb(page.inlineScripts)}${kb(page.markup)}   ${kb(page.js)}${kb(JS_TARGET)}${mark(page.js, JS_TARGET)}${kb(page.css)}${page.status === 200 ? "" : `  (status ${page.status})`}`,
    );
  }
}
console.log(
  "style, data+js and markup are raw bytes inside the document; HTML, JS (what the document names and all it imports\nstatically) and CSS (the stylesheets it links, cached by the browser after the first page) are gzip level 9.",
);
floor.stop();
await stopServer?.();
