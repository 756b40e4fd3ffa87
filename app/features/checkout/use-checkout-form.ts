import { useFetcher } from "react-router";
import type { CheckoutAnswer } from "./answer";
import type { CheckoutIntent } from "./intents";
import { useFormAnswer } from "../../lib/use-flash";

/**
 * A checkout form's fetcher and its answer: the fetcher's with scripts, else the one a plain
 * post flashed for these intents. A done step answers with a 303 to the next one, which the
 * fetcher follows (the card provider's page by a full page load): the step being left is not
 * loaded again first.
 */
export function useCheckoutForm(key: string, intents: readonly CheckoutIntent[]) {
  const fetcher = useFetcher<CheckoutAnswer>({ key });
  const answer = useFormAnswer(fetcher.data, "checkout", intents);
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  return { fetcher, answer, errors };
}
