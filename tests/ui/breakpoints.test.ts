import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

/** Spec 9 (R9.01): tablet 768, desktop 1280, large 1920, and 420 / 800 / 1279 / 1600 (images, desktop). */
const SPEC_WIDTHS = new Set([420, 768, 800, 1279, 1280, 1600, 1920]);
const STYLES = join(__dirname, "../../app/ui/styles");

describe("R9.01 the stylesheets' breakpoints are the spec's", () => {
  test("every media query width is one the spec names (a component's own width goes in a container query)", () => {
    const widths = readdirSync(STYLES)
      .filter((file) => file.endsWith(".css"))
      .flatMap((file) =>
        [...readFileSync(join(STYLES, file), "utf8").matchAll(/@media[^{]*?\((?:min|max)-width:\s*(\d+)px\)/g)].map(
          (match) => ({ file, width: Number(match[1]) - (match[0].includes("max-width") ? -1 : 0) }),
        ),
      );
    expect(widths.length).toBeGreaterThan(10);
    // A max-width query ends one pixel before the breakpoint it names (767 → 768).
    expect(widths.filter(({ width }) => !SPEC_WIDTHS.has(width) && !SPEC_WIDTHS.has(width - 1))).toEqual([]);
  });
});
