import { useEffect } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { CheckoutAnswer, CheckoutIntent } from "./answer";
import { useFormAnswer } from "../../lib/use-flash";

/**
 * A checkout form's fetcher and its answer: the fetcher's with scripts, else the one a plain
 * post flashed for these intents. Once an answer says where to go on, the page goes there (a
 * full page load for the card provider's page).
 */
export function useCheckoutForm(key: string, intents: readonly CheckoutIntent[]) {
  const fetcher = useFetcher<CheckoutAnswer>({ key });
  const answer = useFormAnswer(fetcher.data, "checkout", intents);
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
