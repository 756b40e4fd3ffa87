import { useEffect } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useFlash } from "../shell/use-shell";
import type { CheckoutAnswer, CheckoutIntent } from "./answer";

/**
 * A checkout form's fetcher and its answer: the fetcher's with scripts, else the one a plain
 * post flashed for these intents. Once an answer says where to go on, the page goes there (a
 * full page load for the card provider's page).
 */
export function useCheckoutForm(key: string, intents: readonly CheckoutIntent[]) {
  const fetcher = useFetcher<CheckoutAnswer>({ key });
  const flashed = useFlash().checkout ?? undefined;
  const answer =
    fetcher.data ?? (flashed && flashed.intent !== "invalid" && intents.includes(flashed.intent) ? flashed : undefined);
  const navigate = useNavigate();
  useEffect(() => {
    const done = fetcher.state === "idle" ? fetcher.data : undefined;
    if (!done?.ok || !done.next) return;
    if (done.external) window.location.assign(done.next);
    else navigate(done.next);
  }, [fetcher.state, fetcher.data, navigate]);
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  return { fetcher, answer, errors };
}
