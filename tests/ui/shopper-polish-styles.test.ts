import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const STYLES = join(__dirname, "../../app/ui/styles");
const css = readdirSync(STYLES)
  .filter((file) => file.endsWith(".css"))
  .map((file) => readFileSync(join(STYLES, file), "utf8"))
  .join("\n");

/** Every declaration block whose selector list names `selector`. */
const rulesFor = (selector: RegExp) =>
  [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter((rule) => selector.test(rule[1]!)).map((rule) => rule[2]!);

describe("issue 49: what a shopper saw on the screenshots", () => {
  test("a discount badge has one colour everywhere (the product page's and the cart's are one token)", () => {
    const badges = rulesFor(/\.price__discount\b/);
    expect(badges.length).toBeGreaterThan(0);
    for (const rule of badges.filter((body) => /background/.test(body)))
      expect(rule).toMatch(/background:\s*var\(--color-discount\)/);
  });

  test("a checkbox or radio keeps its size beside a label that wraps", () => {
    expect(rulesFor(/input\[type="checkbox"\]/).join()).toMatch(/flex-shrink:\s*0/);
  });

  test("on a phone the account's tabs wrap, each label whole, instead of a row that cuts the last one", () => {
    const tabs = rulesFor(/\.account-nav ul/).join();
    expect(tabs).toMatch(/flex-wrap:\s*wrap/);
    expect(tabs).not.toMatch(/overflow-x:\s*auto|white-space:\s*nowrap/);
  });
});
