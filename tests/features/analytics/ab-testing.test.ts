import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { AB_TESTING_POLL, waitForAbTesting, type AbTestingApi } from "../../../app/features/analytics/ab-testing";

const api: AbTestingApi = { send: () => undefined };

describe("R7.43 waiting for the A/B testing service", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("polls every 500 ms, 10 tries at most", () => {
    expect(AB_TESTING_POLL).toEqual({ intervalMs: 500, tries: 10 });
  });

  test("an API already there is used at once", async () => {
    const find = vi.fn(() => api);
    await expect(waitForAbTesting(find)).resolves.toBe(api);
    expect(find).toHaveBeenCalledTimes(1);
  });

  test("an API that appears on the 10th look (4.5 s) is found", async () => {
    let readyAt = 4400;
    const find = vi.fn(() => (Date.now() - start >= readyAt ? api : undefined));
    const start = Date.now();
    const found = waitForAbTesting(find);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(found).resolves.toBe(api);
    expect(find).toHaveBeenCalledTimes(10);
    readyAt = 0;
  });

  test("after 10 looks without it, it gives up silently (null, no more looks)", async () => {
    const find = vi.fn(() => undefined);
    const found = waitForAbTesting(find);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(found).resolves.toBeNull();
    expect(find).toHaveBeenCalledTimes(10);
  });
});
