import { useEffect, useRef } from "react";
import type { RouterState } from "react-router";
import { useRouterStateSource } from "../../lib/data-router";
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
 * form may be gone by then), with the page visit (location key) it came back on: the data
 * layer's cart events and the lost-cart notice.
 *
 * Read from the router's own state updates, not from a render (lib/data-router.ts says why).
 * Answers already there when the component mounts are not this page's news.
 */
export function useEachFetcherAnswer<Answer extends object>(
  matches: (value: unknown) => value is Answer,
  onAnswer: (answer: Answer, visit: string) => void,
) {
  const router = useRouterStateSource();
  const latest = useRef(onAnswer);
  useEffect(() => {
    latest.current = onAnswer;
  });
  useEffect(() => {
    if (!router) return;
    const seen = new WeakSet<object>();
    const answersIn = (state: RouterState) =>
      [...state.fetchers.values()].map((fetcher): unknown => fetcher.data).filter(matches);
    for (const answer of answersIn(router.state)) seen.add(answer);
    return router.subscribe((state) => {
      for (const answer of answersIn(state)) {
        if (seen.has(answer)) continue;
        seen.add(answer);
        latest.current(answer, state.location.key);
      }
    });
  }, [router, matches]);
}
