/**
 * What a React Router or React upgrade would break in app/framework/ (decision 192): runs the
 * contract tests against the INSTALLED versions and prints, for each patch, that it still matches
 * or what changed. Try an upgrade with `npm install react-router@X @react-router/dev@X` (or
 * react/react-dom), then `npm run upgrade-check`; it fails (exit 1) when a patch no longer matches,
 * when a contract file does not even load, or when the React Router packages differ in version.
 *
 *   node scripts/upgrade-check.mjs
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
/** The tests that run against the installed versions; each top-level describe is one patch ("patch <name>: …"). */
const CONTRACT_FILES = ["tests/framework/react-router-contract.test.tsx", "tests/framework/data-router.test.tsx"];

const versionOf = (name) => {
  try {
    return JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")).version;
  } catch {
    return undefined;
  }
};

/** Every installed @react-router/* package and react-router itself: they are released together. */
function reactRouterPackages() {
  let scoped = [];
  try {
    scoped = readdirSync(join(ROOT, "node_modules/@react-router")).map((name) => `@react-router/${name}`);
  } catch {}
  return ["react-router", ...scoped].map((name) => ({ name, version: versionOf(name) }));
}

const packages = reactRouterPackages();
const reactRouter = packages[0].version;
const against = `react-router ${reactRouter}, react ${versionOf("react")}, react-dom ${versionOf("react-dom")}`;
let broken = false;

const versions = new Set(packages.map((entry) => entry.version));
if (versions.size > 1) {
  broken = true;
  console.log(
    `React Router's packages differ in version (${packages.map((entry) => `${entry.name} ${entry.version}`).join(", ")}): install them at one version.`,
  );
}

const outputDir = mkdtempSync(join(tmpdir(), "upgrade-check-"));
const report = join(outputDir, "contract.json");
const run = spawnSync(
  join(ROOT, "node_modules/.bin/vitest"),
  ["run", ...CONTRACT_FILES, "--reporter=json", `--outputFile=${report}`],
  { cwd: ROOT, encoding: "utf8" },
);
let results;
try {
  results = JSON.parse(readFileSync(report, "utf8"));
} catch {
  console.log(`The contract tests did not run (vitest exited ${run.status}):\n${run.stdout}${run.stderr}`);
  process.exit(1);
} finally {
  rmSync(outputDir, { recursive: true, force: true });
}

const firstLine = (text) =>
  String(text ?? "")
    .split("\n")
    .find((line) => line.trim()) ?? "";
/** Patch name → its tests' outcomes, in the order the files declare them. */
const patches = new Map();
for (const file of results.testResults) {
  if (file.assertionResults.length === 0 && file.status === "failed") {
    broken = true;
    console.log(`✗ ${relative(ROOT, file.name)} does not load with ${against}: ${firstLine(file.message)}`);
    continue;
  }
  for (const test of file.assertionResults) {
    const describe = test.ancestorTitles[0] ?? test.title;
    const name = /^patch ([^:]+):/.exec(describe)?.[1] ?? describe;
    if (!patches.has(name)) patches.set(name, []);
    patches.get(name).push(test);
  }
}

for (const [name, tests] of patches) {
  const failed = tests.filter((test) => test.status === "failed");
  if (failed.length === 0) {
    console.log(`✓ kept patch ${name}: still matches ${against}`);
    continue;
  }
  broken = true;
  console.log(`✗ patch ${name} breaks with ${against}:`);
  for (const test of failed) console.log(`    - ${test.title}\n      ${firstLine(test.failureMessages[0])}`);
}

if (broken) {
  console.log("\nSee app/framework/ (each module names what it relies on) and decision 192.");
  process.exit(1);
}
