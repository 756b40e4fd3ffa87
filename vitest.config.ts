import { defineConfig } from "vitest/config";

// Unit and integration tests run in Node; e2e lives under tests/e2e and runs with Playwright.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    pool: "threads",
    // CI keeps a JSON report for the run's closing summary line (scripts/test-summary.mjs).
    reporters: process.env.CI ? ["default", ["json", { outputFile: "reports/unit.json" }]] : ["default"],
  },
});
