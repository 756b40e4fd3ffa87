// One closing line for the whole run, from the JSON reports of vitest and Playwright:
// "N passed, N failed" (plus skipped), so a run that executed no test cannot pass unseen.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync("reports/unit.json")) {
  const unit = JSON.parse(readFileSync("reports/unit.json", "utf8"));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
}
if (existsSync("reports/e2e.json")) {
  const e2e = JSON.parse(readFileSync("reports/e2e.json", "utf8"));
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
if (passed + failed === 0) {
  console.error("no test results found: did the test run execute any test?");
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
