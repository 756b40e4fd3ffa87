// Prints the gzipped sizes that matter: the deployable Worker (from `wrangler deploy
// --dry-run --outdir dist-deploy`), the first-load JS and CSS of a few pages (from React
// Router's client manifest), and the framework floor for comparison.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const clientDir = process.argv[2] ?? "build/production/client";
const deployDir = "dist-deploy";
const gzip = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

if (existsSync(deployDir)) {
  const files = walk(deployDir).filter((path) => /\.(m?js|wasm)$/.test(path));
  const total = files.reduce((sum, path) => sum + gzip(path), 0);
  const raw = files.reduce((sum, path) => sum + statSync(path).size, 0);
  console.log(
    `storefront Worker (wrangler deploy --dry-run): ${kb(raw)} raw, ${kb(total)} gzip, ${files.length} modules`,
  );
  if (files.some((path) => readFileSync(path, "utf8").includes("miragejs"))) {
    console.error("the deployable Worker contains miragejs");
    process.exit(1);
  }
}

const manifestFile = readdirSync(join(clientDir, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) {
  console.error(`no React Router manifest in ${clientDir}/assets: build first`);
  process.exit(1);
}
const source = readFileSync(join(clientDir, "assets", manifestFile), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, ""));

function firstLoad(routeIds) {
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  // The site's styles are inside each document (decision 196); a route that links a stylesheet
  // of its own is listed by the manifest.
  const css = new Set();
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  const size = (files) => [...files].reduce((sum, file) => sum + gzip(join(clientDir, file)), 0);
  return { js: size(js), css: size(css) };
}

// The framework floor: React, React DOM and React Router (the "framework" chunk, vite.config.ts)
// and the bundler's runtime, before any module of ours.
const floor = [...manifest.entry.imports]
  .filter((file) => /\/(framework|rolldown-runtime)-[\w-]+\.js$/.test(file))
  .reduce((sum, file) => sum + gzip(join(clientDir, file)), 0);
const pages = {
  "home (fr-fr)": ["root", "fr-fr", "fr-fr:layout-home-page", "fr-fr:index"],
  // Product, catalogue and editorial pages share the friendly-URL route module.
  "product / catalogue": ["root", "fr-fr", "fr-fr:layout-default", "fr-fr:friendly"],
  "search (fr-fr)": ["root", "fr-fr", "fr-fr:layout-default", "fr-fr:search"],
  "cart (en)": ["root", "en", "en:layout-cart-page", "en:cart"],
  "stores (fr-fr)": ["root", "fr-fr", "fr-fr:layout-default", "fr-fr:store-locator"],
  "store page (fr-fr)": ["root", "fr-fr", "fr-fr:layout-default", "fr-fr:store-friendly"],
  "billing (fr-fr)": ["root", "fr-fr", "fr-fr:layout-order", "fr-fr:order-billing"],
  "delivery (fr-fr)": ["root", "fr-fr", "fr-fr:layout-order", "fr-fr:order-delivery"],
  "payment (fr-fr)": ["root", "fr-fr", "fr-fr:layout-order", "fr-fr:order-payment"],
  "account (de-de)": ["root", "de-de", "de-de:layout-account", "de-de:account-dashboard"],
  "addresses (fr-fr)": ["root", "fr-fr", "fr-fr:layout-account", "fr-fr:account-delivery-addresses"],
  "wishlist (fr-fr)": ["root", "fr-fr", "fr-fr:layout-account", "fr-fr:account-wishlist"],
};
console.log(
  `first-load JS, gzip (framework floor: ${kb(floor)}; root with shell, toasts and progress: +${kb(firstLoad(["root"]).js - floor)})`,
);
for (const [name, ids] of Object.entries(pages)) {
  const { js, css } = firstLoad(ids);
  console.log(
    `  ${name.padEnd(20)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}   (+${kb(js - floor)} over the floor)`,
  );
}
