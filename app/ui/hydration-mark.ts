/**
 * An attribute React never renders, set on an element once React has hydrated it (or created
 * it): a ref callback runs when the element's part of the page commits, so the element carries
 * it from the moment its handlers work. The e2e tests wait for it (tests/e2e/fixtures.ts
 * `whenHydrated`) before pressing something that behaves differently without JavaScript, instead
 * of reading React's private properties. Absent from the server's HTML, so it costs the document
 * nothing. A module without imports: the Playwright process reads it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** A ref callback: `<button ref={markHydrated}>`. */
export function markHydrated(element: Element | null): void {
  element?.setAttribute(HYDRATED_ATTRIBUTE, "");
}
