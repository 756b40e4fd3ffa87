import { useFlash } from "../shell/use-shell";
import type { CartAnswer, CartIntent } from "./intents";

/** Where every cart form posts, from any page (the cart's one write endpoint). */
export const cartActionPath = (prefix: string) => `/${prefix}/cart`;

/**
 * The answer a cart form shows beside itself: its fetcher's answer with JavaScript; without,
 * the answer the server flashed after its 303 back to this page (Post/Redirect/Get).
 */
export function useCartAnswer(intents: readonly CartIntent[], fetcherData: CartAnswer | undefined): CartAnswer | undefined {
  const flashed = useFlash().cart ?? undefined;
  const matches = (answer: CartAnswer | undefined) => answer !== undefined && answer.intent !== "invalid" && intents.includes(answer.intent);
  if (fetcherData) return matches(fetcherData) ? fetcherData : undefined;
  return matches(flashed) ? flashed : undefined;
}

/** A plain post's answer about the whole cart (a lost cart, an invalid form), flashed after its 303. */
export function useFlashedCartAnswer(): CartAnswer | undefined {
  return useFlash().cart ?? undefined;
}
