import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { countLines, overLongFiles } from "../../scripts/file-length.mjs";

const linesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => `export const line${index} = ${index};\n`).join("");

describe("file-length guard", () => {
  let root: string;
  const plant = (path: string, lineCount: number) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), linesOf(lineCount));
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "file-length-"));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  test("reports a file over 300 lines and leaves one of exactly 300", () => {
    plant("app/features/cart/too-long.tsx", 301);
    plant("app/features/cart/at-the-limit.ts", 300);
    expect(overLongFiles(root)).toEqual([{ path: "app/features/cart/too-long.tsx", lines: 301 }]);
  });

  test("reads workers/ and mocks/routes/, longest first, and no other folder", () => {
    plant("workers/edge.ts", 320);
    plant("mocks/routes/cart/lines.ts", 400);
    plant("mocks/seeds.ts", 900);
    plant("scripts/fuzz.mjs", 900);
    plant("tests/big.test.ts", 900);
    expect(overLongFiles(root)).toEqual([
      { path: "mocks/routes/cart/lines.ts", lines: 400 },
      { path: "workers/edge.ts", lines: 320 },
    ]);
  });

  test("skips paraglide's output, *.generated.ts and files that are not .ts, .tsx or .mjs", () => {
    plant("app/paraglide/messages.js", 5000);
    plant("app/paraglide/runtime.ts", 5000);
    plant("app/pages/paths.generated.ts", 5000);
    plant("app/ui/styles/base.css", 5000);
    plant("app/lib/script.mjs", 301);
    expect(overLongFiles(root)).toEqual([{ path: "app/lib/script.mjs", lines: 301 }]);
  });

  test("takes another limit", () => {
    plant("app/root.tsx", 120);
    expect(overLongFiles(root, { limit: 100 })).toEqual([{ path: "app/root.tsx", lines: 120 }]);
    expect(overLongFiles(root, { limit: 120 })).toEqual([]);
  });

  test("counts lines as an editor numbers them", () => {
    expect(countLines("")).toBe(0);
    expect(countLines("one")).toBe(1);
    expect(countLines("one\n")).toBe(1);
    expect(countLines("one\ntwo")).toBe(2);
    expect(countLines("one\n\n")).toBe(2);
  });
});
