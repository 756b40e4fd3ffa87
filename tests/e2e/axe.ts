import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe's own script, as @axe-core/playwright injects it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's violations on the page as it is now, each as "rule: the elements' selectors" so that a
 * failure names what to fix. Violations only: axe then details no passed, incomplete or
 * inapplicable node (each rule still runs on every element): much of a scan's time, spent on
 * nothing this helper reports.
 *
 * axe's script goes into a document once (@axe-core/playwright injects it again for every scan, a
 * fifth of a scan's time): a tour that moves by client navigations keeps its document, and axe with
 * it. A page with frames is scanned by @axe-core/playwright, which injects axe into each of them.
 *
 * `within`: a page type's own part (`main`) when the shell around it is checked elsewhere, in the
 * same language (the header and footer are a third of a page's elements).
 */
export async function axeViolations(page: Page, { within }: { within?: string } = {}) {
  if (page.frames().length > 1) return described(await axeBuilderViolations(page, { within }));
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (within) => {
    const axe = (window as unknown as { axe: AxeInPage }).axe;
    const context = within ? { include: [within] } : document;
    const results = await axe.run(context, { resultTypes: ["violations"], iframes: false });
    // Only what `described` reads crosses back (a node also carries its HTML and its checks).
    return results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map(({ target }) => ({ target })) }));
  }, within);
  return described(violations);
}

/**
 * No axe violation on the whole page once its islands have loaded (the network quiet for 500 ms):
 * the page a shopper ends up with, not only the server's HTML. A failure names the page's URL.
 */
export async function expectNoViolationsOnceSettled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  expect(await axeViolations(page), page.url()).toEqual([]);
}

/** What a violation says of itself here: its rule and the selectors of its elements. */
type Violation = { id: string; nodes: { target: readonly unknown[] }[] };

/** Each violation as "rule: the elements' selectors". */
function described(violations: readonly Violation[]): string[] {
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** What these scans use of axe in the page. */
type AxeInPage = {
  run(
    context: Document | { include: string[] },
    options: { resultTypes: string[]; iframes: boolean },
  ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
};

/** The same scan through @axe-core/playwright (legacy mode: no blank page opened to merge frames' results). */
async function axeBuilderViolations(page: Page, { within }: { within?: string }): Promise<Violation[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations;
}
