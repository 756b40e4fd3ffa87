import { beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import {
  cacheControlFor,
  cacheScopeOf,
  clearEdgeMemory,
  edgeCached,
  SHARED_SCOPE,
} from "../../app/lib/edge-cache.server";

const schema = z.object({ title: z.string() });
const base = { schema, ttlSeconds: 0, waitUntil: () => {}, scope: SHARED_SCOPE };

describe("issue 27: content a page may go without never holds it, the last good copy serves meanwhile", () => {
  beforeEach(() => clearEdgeMemory());

  test("a failed or over-budget load serves the last good answer; with none, the failure stands", async () => {
    await expect(
      edgeCached({
        ...base,
        key: "cms/a",
        bypass: false,
        staleOnError: true,
        load: async () => Promise.reject(new Error("timed out")),
      }),
    ).rejects.toThrow("timed out");
    expect(
      await edgeCached({
        ...base,
        key: "cms/a",
        bypass: false,
        staleOnError: true,
        load: async () => ({ title: "Hiver" }),
      }),
    ).toEqual({ title: "Hiver" });
    // Past its TTL (0 s) the next read asks again; the backend is slow now: the last good copy.
    expect(
      await edgeCached({
        ...base,
        key: "cms/a",
        bypass: false,
        staleOnError: true,
        load: async () => Promise.reject(new Error("timed out")),
      }),
    ).toEqual({ title: "Hiver" });
  });

  test("without staleOnError, or with the fault switch (bypass), a failure is not hidden", async () => {
    await edgeCached({
      ...base,
      key: "cms/b",
      bypass: false,
      staleOnError: true,
      load: async () => ({ title: "Été" }),
    });
    await expect(
      edgeCached({
        ...base,
        key: "cms/b",
        bypass: true,
        staleOnError: true,
        load: async () => Promise.reject(new Error("down")),
      }),
    ).rejects.toThrow("down");
    await expect(
      edgeCached({ ...base, key: "cms/c", bypass: false, load: async () => Promise.reject(new Error("down")) }),
    ).rejects.toThrow("down");
  });
});

describe("answers fetched with a customer's token are never shared", () => {
  beforeEach(() => clearEdgeMemory());
  const cached = { ...base, ttlSeconds: 300, bypass: false };

  test("each token has its own scope, derived from the token (which only its holder has), never from a claim", async () => {
    expect(await cacheScopeOf(undefined)).toBe(SHARED_SCOPE);
    const lea = await cacheScopeOf("token-of-lea");
    expect(lea).toMatch(/^customer-[0-9a-f]{32}$/);
    expect(await cacheScopeOf("token-of-lea")).toBe(lea);
    expect(await cacheScopeOf("token-of-jonas")).not.toBe(lea);
  });

  test("a customer's answer is kept for that customer only; anonymous shoppers and other customers ask the backend", async () => {
    const [lea, jonas] = [await cacheScopeOf("token-of-lea"), await cacheScopeOf("token-of-jonas")];
    expect(
      await edgeCached({ ...cached, key: "cms/header", scope: lea, load: async () => ({ title: "Bonjour Léa" }) }),
    ).toEqual({ title: "Bonjour Léa" });
    expect(
      await edgeCached({ ...cached, key: "cms/header", scope: lea, load: async () => ({ title: "asked again" }) }),
    ).toEqual({ title: "Bonjour Léa" });
    expect(
      await edgeCached({ ...cached, key: "cms/header", scope: jonas, load: async () => ({ title: "Bonjour Jonas" }) }),
    ).toEqual({ title: "Bonjour Jonas" });
    expect(
      await edgeCached({ ...cached, key: "cms/header", scope: SHARED_SCOPE, load: async () => ({ title: "Bonjour" }) }),
    ).toEqual({ title: "Bonjour" });
    // Nor does a customer get the anonymous answer while the backend answers.
    const newcomer = await cacheScopeOf("token-of-chloe");
    expect(
      await edgeCached({
        ...cached,
        key: "cms/header",
        scope: newcomer,
        load: async () => ({ title: "Bonjour Chloé" }),
      }),
    ).toEqual({ title: "Bonjour Chloé" });
  });

  test("when the backend fails, a customer gets the last anonymous content, never another customer's", async () => {
    const [lea, jonas] = [await cacheScopeOf("token-of-lea"), await cacheScopeOf("token-of-jonas")];
    await edgeCached({
      ...base,
      key: "cms/footer",
      scope: lea,
      bypass: false,
      staleOnError: true,
      load: async () => ({ title: "Pour Léa" }),
    });
    const down = async () => Promise.reject(new Error("down"));
    await expect(
      edgeCached({ ...base, key: "cms/footer", scope: jonas, bypass: false, staleOnError: true, load: down }),
    ).rejects.toThrow("down");
    await edgeCached({
      ...base,
      key: "cms/footer",
      scope: SHARED_SCOPE,
      bypass: false,
      staleOnError: true,
      load: async () => ({ title: "Pour tous" }),
    });
    expect(
      await edgeCached({ ...base, key: "cms/footer", scope: jonas, bypass: false, staleOnError: true, load: down }),
    ).toEqual({ title: "Pour tous" });
  });

  test("HTTP caching of such answers: public when anonymous, private (the customer's browser only) with a token", async () => {
    expect(cacheControlFor(SHARED_SCOPE, 60)).toBe("public, max-age=60");
    expect(cacheControlFor(await cacheScopeOf("token-of-lea"), 60)).toBe("private, max-age=60");
  });
});
