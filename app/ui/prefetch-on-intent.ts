import { useEffect, useState } from "react";

/** A phone has no hover: what is on its screen is what the shopper may tap next. */
const NO_HOVER = "(hover: none) and (pointer: coarse)";

/**
 * React Router's prefetch for a link the shopper is likely to follow (decision 145): on intent
 * (hover, focus, touch) with a mouse; once on screen on a phone, where a touch is the tap itself.
 * Intent until hydrated: the server renders no prefetch either way.
 */
export function usePrefetchOnIntent(): "intent" | "viewport" {
  const [prefetch, setPrefetch] = useState<"intent" | "viewport">("intent");
  useEffect(() => {
    if (window.matchMedia(NO_HOVER).matches) setPrefetch("viewport");
  }, []);
  return prefetch;
}
