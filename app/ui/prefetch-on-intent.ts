/** A phone has no hover: what is on its screen is what the shopper may tap next. */
const NO_HOVER = "(hover: none) and (pointer: coarse)";

/** Asked once per page, not once per link: the device does not change under the shopper. */
let phone: boolean | undefined;

/**
 * React Router's prefetch for a link the shopper is likely to follow (decision 145): on intent
 * (hover, focus, touch) with a mouse; once on screen on a phone, where a touch is the tap itself.
 * Either way a link's first render is the same (React Router only attaches handlers, or observes
 * the link once mounted), so hydration can ask the device at once: waiting for a "hydrated" flag
 * made every card re-render and commit again as its part of the page hydrated (one blocking
 * render per card, Lighthouse TBT).
 */
export function usePrefetchOnIntent(): "intent" | "viewport" {
  if (import.meta.env.SSR) return "intent";
  phone ??= window.matchMedia(NO_HOVER).matches;
  return phone ? "viewport" : "intent";
}
