import { expect, test } from "./fixtures";
import { runFuzz } from "../../scripts/fuzz.mjs";

/**
 * A short seeded run of the project's fuzzer (`npm run fuzz` runs 10,000 requests): pages,
 * data requests, form posts of every action with junk, forged cookies and cross-site posts
 * against the worker. No answer may be a 5xx, redirect off-site, or let a cross-site post act.
 */
test("300 seeded fuzz requests: no 5xx, no off-site redirect, no cross-site effect", async () => {
  test.setTimeout(120_000);
  const { findings } = await runFuzz({ base: "http://localhost:8787", seed: 20261124, requests: 300, concurrency: 4 });
  expect(findings).toEqual([]);
});
