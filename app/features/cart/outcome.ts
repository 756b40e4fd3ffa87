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
 * form may be gone by then): the data layer's cart events.
 *
 * Answers are collected during render and handed over in the next committed render's effect.
 * Router updates are transitions: when an answer and the revalidation that unmounts its form
 * come close together, React may drop the renders that saw the answer and commit only a later
 * one without it, where an effect reading the fetchers would never see it. The collected
 * answers outlive those renders in this component's refs.
 */
export function useEachFetcherAnswer<Answer extends object>(
  matches: (value: unknown) => value is Answer,
  onAnswer: (answer: Answer) => void,
) {
  const fetchers = useFetchers();
  const seen = useRef(new WeakSet<object>());
  const pending = useRef<Answer[]>([]);
  for (const fetcher of fetchers) {
    const answer: unknown = fetcher.data;
    if (!matches(answer) || seen.current.has(answer)) continue;
    seen.current.add(answer);
    pending.current.push(answer);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the callback of the render that committed; the fetchers are the trigger
  useEffect(() => {
    for (const answer of pending.current.splice(0)) onAnswer(answer);
  }, [fetchers]);
}
