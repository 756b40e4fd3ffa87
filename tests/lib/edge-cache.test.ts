import { beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { clearEdgeMemory, edgeCached } from "../../app/lib/edge-cache.server";

const schema = z.object({ title: z.string() });
const base = { schema, ttlSeconds: 0, waitUntil: () => {} };

describe("issue 27: content a page may go without never holds it, the last good copy serves meanwhile", () => {
  beforeEach(() => clearEdgeMemory());

  test("a failed or over-budget load serves the last good answer; with none, the failure stands", async () => {
    await expect(edgeCached({ ...base, key: "cms/a", bypass: false, staleOnError: true, load: async () => Promise.reject(new Error("timed out")) })).rejects.toThrow("timed out");
    expect(await edgeCached({ ...base, key: "cms/a", bypass: false, staleOnError: true, load: async () => ({ title: "Hiver" }) })).toEqual({ title: "Hiver" });
    // Past its TTL (0 s) the next read asks again; the backend is slow now: the last good copy.
    expect(await edgeCached({ ...base, key: "cms/a", bypass: false, staleOnError: true, load: async () => Promise.reject(new Error("timed out")) })).toEqual({ title: "Hiver" });
  });

  test("without staleOnError, or with the fault switch (bypass), a failure is not hidden", async () => {
    await edgeCached({ ...base, key: "cms/b", bypass: false, staleOnError: true, load: async () => ({ title: "Été" }) });
    await expect(edgeCached({ ...base, key: "cms/b", bypass: true, staleOnError: true, load: async () => Promise.reject(new Error("down")) })).rejects.toThrow("down");
    await expect(edgeCached({ ...base, key: "cms/c", bypass: false, load: async () => Promise.reject(new Error("down")) })).rejects.toThrow("down");
  });
});
