import { useHydrated } from "./use-hydrated";

/** A phone has no hover: what is on its screen is what the shopper may tap next. */
const NO_HOVER = "(hover: none) and (pointer: coarse)";

/** Asked once per page, not once per link: the device does not change under the shopper. */
let phone: boolean | undefined;

/**
 * React Router's prefetch for a link the shopper is likely to follow (decision 145): on intent
 * (hover, focus, touch) with a mouse; once on screen on a phone, where a touch is the tap itself.
 * Intent until hydrated: the server renders no prefetch either way.
 */
export function usePrefetchOnIntent(): "intent" | "viewport" {
  const hydrated = useHydrated();
  if (!hydrated) return "intent";
  phone ??= window.matchMedia(NO_HOVER).matches;
  return phone ? "viewport" : "intent";
}
