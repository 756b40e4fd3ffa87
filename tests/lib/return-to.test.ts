import { describe, expect, test } from "vitest";
import { sameSitePath } from "../../app/lib/return-to";

const ORIGIN = "http://localhost:8787";

describe("redirects go back to this site only", () => {
  test("paths and our own absolute URLs come back as path and query", () => {
    expect(sameSitePath("/fr-fr/cart?share=A:1", ORIGIN)).toBe("/fr-fr/cart?share=A:1");
    expect(sameSitePath(`${ORIGIN}/en/search?q=robe`, ORIGIN)).toBe("/en/search?q=robe");
  });

  test("other hosts, protocol-relative paths, backslashes, control characters and paths that normalise to //host are refused", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\u0000x",
      "/.//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      `${ORIGIN}//evil.example`,
      "javascript:alert(1)",
      "relative/path",
      "",
      null,
    ]) {
      expect(sameSitePath(bad, ORIGIN), String(bad)).toBeNull();
    }
  });
});
