import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ToastProvider, toastsBottom } from "../../app/ui/toasts";

const SHELL_CSS = readFileSync(join(__dirname, "../../app/ui/styles/shell.css"), "utf8");
const zIndex = (selector: string) =>
  Number(new RegExp(`^${selector.replace(".", "\\.")} \\{[^}]*z-index: (\\d+)`, "m").exec(SHELL_CSS)?.[1]);

describe("issue 49: toasts never cover the consent banner", () => {
  test("toasts are drawn above the banner, so while it is shown they must sit above its top edge", () => {
    // The rule below exists because of this order: a toast over the banner hides its buttons.
    expect(zIndex(".toasts")).toBeGreaterThan(zIndex(".consent-banner"));
  });

  test("their bottom edge is the banner's measured height plus the usual gap; no banner, the stylesheet's place", () => {
    expect(toastsBottom(212)).toBe("calc(212px + var(--space-4))");
    expect(toastsBottom(211.2)).toBe("calc(212px + var(--space-4))");
    expect(toastsBottom(0)).toBeUndefined();
  });

  test("until the banner has measured itself, the stylesheet keeps toasts above its estimated height", () => {
    const tokens = readFileSync(join(__dirname, "../../app/ui/styles/tokens.css"), "utf8");
    // The estimates are the page's own room for the banner (tokens.css), phone and desktop.
    expect(tokens).toContain("body:has(.consent-banner) { padding-bottom: 55vh; }");
    expect(tokens).toContain("body:has(.consent-banner) { padding-bottom: 220px; }");
    expect(SHELL_CSS).toContain("body:has(.consent-banner) .toasts { bottom: calc(55vh + var(--space-4)); }");
    expect(SHELL_CSS).toContain("body:has(.consent-banner) .toasts { bottom: calc(220px + var(--space-4)); }");
  });

  test("the region renders without a placement of its own while nothing holds the window's bottom", () => {
    const html = renderToString(
      <ToastProvider closeLabel="Close" regionLabel="Notifications">
        <p>page</p>
      </ToastProvider>,
    );
    expect(html).toContain('<section class="toasts" aria-label="Notifications">');
  });
});
