import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe's violations on the page as it is now, each as "rule: the elements' selectors" so that a
 * failure names what to fix. Legacy mode: our pages have no frames to merge, and the default
 * mode opens and injects a blank page per scan to merge them. Violations only: axe then details
 * no passed, incomplete or inapplicable node (each rule still runs on every element): much of a
 * scan's time, spent on nothing this helper reports.
 */
export async function axeViolations(page: Page, { within }: { within?: string } = {}) {
  const builder = new AxeBuilder({ page });
  // A page type's own part (`main`) when the shell around it is checked elsewhere, in the same
  // language: the header and footer are a third of a page's elements.
  if (within) builder.include(within);
  const results = await builder
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
