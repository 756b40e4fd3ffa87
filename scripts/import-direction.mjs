/**
 * The import direction of app/ (issue 29), checked: the base (api, lib, ui) imports no feature
 * and no page; a feature imports the base, the core features, and nothing above; core features
 * import only the base and each other; routes, layouts, routing and the root compose them all.
 * Prints the arrows between folders and every arrow against the direction; with `--check` it
 * fails when an arrow against the direction is not in the recorded baseline
 * (scripts/import-direction.baseline.json), and when a recorded one is gone but still listed
 * (the baseline only shrinks: `--update` rewrites it after a fix). It also fails on a backend
 * call (`api.call(...)`) anywhere but a domain's server-only service (`features/<domain>/*.server.ts`).
 *
 *   node scripts/import-direction.mjs [--check] [--update] [--json]
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const APP = join(ROOT, "app");
const BASELINE = join(ROOT, "scripts/import-direction.baseline.json");

/** Features every other feature may use: the lower core (issue 29, point 4). */
const CORE = new Set(["site", "auth", "addresses", "customer", "cart-model", "wishlist", "recaptcha"]);
/** The base: the API client, lib, the UI kit, messages, and the page table with its links (pure facts). */
const BASE = new Set(["api", "lib", "ui", "paraglide", "pages"]);

function files(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === "paraglide") return [];
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The unit an app file belongs to: a feature folder ("features/cart"), a base folder, or a composition one. */
function unitOf(path) {
  const parts = relative(APP, path).split("/");
  if (parts[0] === "features") return `features/${parts[1]}`;
  if (parts.length === 1)
    return /^entry\./.test(parts[0]) ? "entry" : parts[0].replace(/\.tsx?$/, "") === "root" ? "root" : "routing";
  return parts[0];
}

/** Everything that is neither a feature nor the base composes them: routes, layouts, routing, the root, the entries. */
const layerOf = (unit) => {
  if (unit.startsWith("features/")) return CORE.has(unit.slice(9)) ? "core" : "feature";
  return BASE.has(unit) ? "base" : "composition";
};

const ALLOWED = {
  base: new Set(["base"]),
  core: new Set(["base", "core"]),
  feature: new Set(["base", "core"]),
  composition: new Set(["base", "core", "feature", "composition"]),
};

function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ""));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base.startsWith(APP) ? base : undefined;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** A backend call: the API client's `call`/`callWithStatus` with a path (app/api/client.server.ts). */
const BACKEND_CALL = /\b(?:api|client)\s*\.\s*(?:call|callWithStatus)\s*\(/;
/** Where backend calls belong: a domain's server-only services, the API client itself. */
const isService = (file) =>
  /^features\/[^/]+\/.*\.server\.ts$/.test(relative(APP, file)) || relative(APP, file).startsWith("api/");

const arrows = new Map();
const against = [];
const stray = [];
for (const file of files(APP)) {
  const source = readFileSync(file, "utf8");
  const fromUnit = unitOf(file);
  if (BACKEND_CALL.test(source) && !isService(file)) stray.push(relative(ROOT, file));
  for (const match of source.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (!target?.startsWith(APP)) continue;
    const toUnit = unitOf(target);
    if (toUnit === fromUnit) continue;
    const key = `${fromUnit} -> ${toUnit}`;
    arrows.set(key, (arrows.get(key) ?? 0) + 1);
    const [fromLayer, toLayer] = [layerOf(fromUnit), layerOf(toUnit)];
    if (!ALLOWED[fromLayer].has(toLayer)) against.push(`${relative(ROOT, file)} -> ${relative(ROOT, target)}`);
  }
}

/** Arrows from one feature to another that is not in the core (the core is there to be used). */
const between = [...arrows.keys()].filter((key) => {
  const [from, to] = key.split(" -> ");
  return from.startsWith("features/") && layerOf(to) === "feature";
});
const mutual = between.filter((key) => {
  const [a, b] = key.split(" -> ");
  return a < b && arrows.has(`${b} -> ${a}`);
});
const baseToFeatures = [...arrows]
  .filter(([key]) => BASE.has(key.split(" -> ")[0]) && key.split(" -> ")[1].startsWith("features/"))
  .reduce((sum, [, count]) => sum + count, 0);
const uniqueAgainst = [...new Set(against)].sort();

const args = new Set(process.argv.slice(2));
const report = {
  arrowsBetweenFeatures: between.length,
  featurePairsImportingEachOther: mutual.map((key) => key.replace(" -> ", " <-> ")),
  baseImportsOfFeatures: baseToFeatures,
  importsAgainstTheDirection: uniqueAgainst.length,
};
if (args.has("--json")) console.log(JSON.stringify({ ...report, against: uniqueAgainst }, null, 2));
else {
  console.log(
    `import direction: ${report.arrowsBetweenFeatures} arrows from a feature to another outside the core, ${mutual.length} pairs importing each other, ${baseToFeatures} imports of features from api/lib/ui, ${uniqueAgainst.length} imports against the direction`,
  );
  for (const pair of report.featurePairsImportingEachOther) console.log(`  mutual: ${pair}`);
}
// Backend calls live in a domain's *.server.ts services only: never a route, a component or lib.
for (const file of stray) console.error(`backend call outside a service (features/*/**.server.ts): ${file}`);
if (stray.length && (args.has("--check") || args.has("--update"))) process.exit(1);

if (args.has("--update")) {
  writeFileSync(BASELINE, `${JSON.stringify(uniqueAgainst, null, 2)}\n`);
  console.log(`baseline written: ${uniqueAgainst.length} imports`);
} else if (args.has("--check")) {
  const baseline = new Set(existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, "utf8")) : []);
  const added = uniqueAgainst.filter((arrow) => !baseline.has(arrow));
  const gone = [...baseline].filter((arrow) => !uniqueAgainst.includes(arrow));
  for (const arrow of added) console.error(`against the direction (new): ${arrow}`);
  for (const arrow of gone) console.error(`fixed but still in the baseline (run with --update): ${arrow}`);
  if (added.length || gone.length) process.exit(1);
}
