import { defineConfig } from "vitest/config";

// Unit and integration tests run in Node; e2e lives under tests/e2e and runs with Playwright.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    pool: "threads",
    // Modules evaluated once per worker rather than once per file: the unit suite went from 105 to
    // 17 s on 2 cores (issue 51), and passes in shuffled file orders (no test leaves state behind).
    isolate: false,
    // CI keeps a JSON report for the run's closing summary line (scripts/test-summary.mjs).
    reporters: process.env.CI ? ["default", ["json", { outputFile: "reports/unit.json" }]] : ["default"],
  },
});
