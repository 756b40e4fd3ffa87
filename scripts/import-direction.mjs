/**
 * The import direction of app/, checked (`npm run lint`). Three layers:
 * - the base (api, lib, ui, pages, framework, paraglide) imports only the base;
 * - a feature (app/features/<name>) imports the base, its own files, and of another feature only
 *   what that feature's public face (`index.ts`, `index.server.ts` for server-only code) exports,
 *   from the module the face names: the face declares the domain's public names, and importers
 *   take them from their module so that each page's chunk carries only its own code (a face
 *   imported as a barrel merged a domain's pages into one chunk, decision 193); the features
 *   import each other without a cycle, of any length;
 * - the composition (routes, layouts, routing, agents, the root and the entries) imports anything,
 *   of a feature only what its face exports.
 * Every form of import counts: `import … from`, `export … from`, `import type`, a side-effect
 * `import "…"` and a dynamic `import("…")`. A backend call (`api.call(...)`) belongs in a
 * domain's server-only service (`features/<domain>/*.server.ts`) or in the API client. There is
 * no baseline: an arrow against the direction fails the check the day it is written.
 *
 *   node scripts/import-direction.mjs [--json]
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const BASE = new Set(["api", "lib", "ui", "paraglide", "pages", "framework"]);
const FACES = new Set(["index.ts", "index.server.ts"]);

function files(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === "paraglide") return [];
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The unit an app file belongs to: a feature folder ("features/cart"), a base folder, or a composition one. */
export function unitOf(app, path) {
  const parts = relative(app, path).split("/");
  if (parts[0] === "features") return `features/${parts[1]}`;
  if (parts.length === 1) return /^entry\./.test(parts[0]) ? "entry" : "root";
  return parts[0];
}

const layerOf = (unit) => (unit.startsWith("features/") ? "feature" : BASE.has(unit) ? "base" : "composition");

function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ""));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** Every module a source names: static, re-export, type-only, side-effect and dynamic imports. */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b([^"'`;]*?)\bfrom\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The names an import clause takes (`{ a, type B as C }`, `default`, or `*` for a namespace). */
function namesOf(clause) {
  const names = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  for (const part of braces ? braces[1].split(",") : []) {
    const name = part
      .trim()
      .replace(/^type\s+/, "")
      .split(/\s+as\s+/)[0];
    if (name) names.push(name);
  }
  const outside = clause.replace(/\{[^}]*\}/, "").replace(/\b(?:import|export|type)\b|,/g, "");
  if (outside.includes("*")) names.push("*");
  else if (/\w/.test(outside)) names.push("default");
  return names;
}

/**
 * What a source imports: the module and the names it takes (none for a side-effect import; a
 * lazy `import("…")` takes the module whole, as a chunk of its own).
 */
export const importsOf = (source) =>
  [...source.matchAll(IMPORT)].map((match) =>
    match[2]
      ? { specifier: match[2], names: namesOf(match[1]), lazy: false }
      : { specifier: match[3] ?? match[4], names: [], lazy: Boolean(match[4]) },
  );

/** A feature's public names, by the module its face takes them from. */
function faceOf(app, unit) {
  const byModule = new Map();
  for (const face of FACES) {
    const path = join(app, unit, face);
    if (!existsSync(path)) continue;
    const source = readFileSync(path, "utf8");
    for (const match of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
      const module = resolveImport(path, match[2]);
      if (!byModule.has(module)) byModule.set(module, new Set());
      for (const name of namesOf(`{${match[1]}}`)) byModule.get(module).add(name);
    }
  }
  return byModule;
}

/** Why an import of another feature's module is not public; null when its face exports all it takes. */
function notPublic(faces, app, unit, target, names, lazy) {
  const face = `${unit}/index.ts or index.server.ts`;
  if (FACES.has(relative(join(app, unit), target)))
    return `take each name from the module ${face} names: a face imported whole merges a domain's pages into one chunk`;
  if (!faces.has(unit)) faces.set(unit, faceOf(app, unit));
  const exported = faces.get(unit).get(target);
  if (!exported) return `not a module ${face} exports from`;
  if (lazy) return null;
  if (names.length === 0) return "a side-effect import of another domain's module";
  const hidden = names.filter((name) => !exported.has(name));
  return hidden.length ? `${hidden.join(", ")}: not exported by ${face}` : null;
}

/** A backend call: the API client's `call`/`callWithStatus` with a path (app/api/client.server.ts). */
const BACKEND_CALL = /\b(?:api|client)\s*\.\s*(?:call|callWithStatus)\s*\(/;

/** The feature cycles of a graph (Tarjan's strongly connected components of more than one feature). */
export function cyclesOf(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** Checks an app/ tree: the arrows against the direction, the feature cycles, the stray backend calls. */
export function checkImportDirection(app) {
  const against = [];
  const stray = [];
  const featureEdges = new Map();
  // Each face read once per check, not once per import of its domain.
  const faces = new Map();
  for (const file of files(app)) {
    const source = readFileSync(file, "utf8");
    const fromUnit = unitOf(app, file);
    const inService = /^features\/[^/]+\/.*\.server\.ts$/.test(relative(app, file)) || fromUnit === "api";
    if (BACKEND_CALL.test(source) && !inService) stray.push(relative(app, file));
    for (const { specifier, names, lazy } of importsOf(source)) {
      const target = resolveImport(file, specifier);
      if (!target?.startsWith(app)) continue;
      const toUnit = unitOf(app, target);
      if (toUnit === fromUnit) continue;
      const [fromLayer, toLayer] = [layerOf(fromUnit), layerOf(toUnit)];
      const arrow = `${relative(app, file)} -> ${relative(app, target)}`;
      if (fromLayer === "base" && toLayer !== "base")
        against.push(`${arrow} (the base imports no feature and no page)`);
      if (fromLayer === "feature" && toLayer === "composition")
        against.push(`${arrow} (a feature imports no route, layout or entry)`);
      if (toLayer === "feature" && fromLayer !== "base") {
        const why = notPublic(faces, app, toUnit, target, names, lazy);
        if (why) against.push(`${arrow} (${why})`);
      }
      if (fromLayer === "feature" && toLayer === "feature") {
        if (!featureEdges.has(fromUnit)) featureEdges.set(fromUnit, new Set());
        featureEdges.get(fromUnit).add(toUnit);
      }
    }
  }
  return { against: [...new Set(against)].sort(), cycles: cyclesOf(featureEdges), stray, featureEdges };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = resolve(import.meta.dirname, "../app");
  const { against, cycles, stray, featureEdges } = checkImportDirection(app);
  const arrows = [...featureEdges.values()].reduce((sum, targets) => sum + targets.size, 0);
  if (process.argv.includes("--json")) {
    const graph = Object.fromEntries([...featureEdges].map(([from, to]) => [from, [...to].sort()]));
    console.log(JSON.stringify({ against, cycles, stray, graph }, null, 2));
  }
  for (const arrow of against) console.error(`against the direction: ${arrow}`);
  for (const cycle of cycles) console.error(`feature cycle: ${cycle.join(" <-> ")}`);
  for (const file of stray) console.error(`backend call outside a service (features/*/**.server.ts): app/${file}`);
  console.log(
    `import direction: ${featureEdges.size} features importing ${arrows} others through their faces, ${cycles.length} cycles, ${against.length} imports against the direction, ${stray.length} stray backend calls`,
  );
  if (against.length || cycles.length || stray.length) process.exit(1);
}
