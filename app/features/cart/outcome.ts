import { useEffect, useRef } from "react";
import { useFetchers } from "react-router";
import type { CartAnswer, CartIntent } from "./intents";
import { useFlashedAnswer } from "../../lib/use-flash";

/** Where every cart form posts, from any page (the cart's one write endpoint). */
export const cartActionPath = (prefix: string) => `/${prefix}/cart`;

/**
 * The answer a cart form shows beside itself: its fetcher's answer with JavaScript; without,
 * the answer the server flashed after its 303 back to this page (Post/Redirect/Get).
 */
export function useCartAnswer(
  intents: readonly CartIntent[],
  fetcherData: CartAnswer | undefined,
): CartAnswer | undefined {
  const flashed = useFlashedAnswer<CartAnswer>("cart");
  const matches = (answer: CartAnswer | undefined) =>
    answer !== undefined && answer.intent !== "invalid" && intents.includes(answer.intent);
  if (fetcherData) return matches(fetcherData) ? fetcherData : undefined;
  return matches(flashed) ? flashed : undefined;
}

/** A plain post's answer about the whole cart (a lost cart, an invalid form), flashed after its 303. */
export function useFlashedCartAnswer(): CartAnswer | undefined {
  return useFlashedAnswer<CartAnswer>("cart");
}

/**
 * Calls `onAnswer` once for each fetcher answer that `matches`, whichever form posted it (the
 * form may be gone by then): the lost-cart notice, the data layer's cart events.
 */
export function useEachFetcherAnswer<Answer extends object>(
  matches: (value: unknown) => value is Answer,
  onAnswer: (answer: Answer) => void,
) {
  const fetchers = useFetchers();
  const seen = useRef(new WeakSet<object>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks of the render that saw these fetchers; the fetchers are the trigger
  useEffect(() => {
    for (const fetcher of fetchers) {
      const answer: unknown = fetcher.data;
      if (!matches(answer) || seen.current.has(answer)) continue;
      seen.current.add(answer);
      onAnswer(answer);
    }
    // The callbacks of the render that saw these fetchers.
  }, [fetchers]);
}
