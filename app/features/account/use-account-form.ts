import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useToast } from "../../ui/toasts";
import type { AccountAnswer } from "./answer";
import type { AccountIntent } from "./intents";
import { useFormAnswer } from "../../lib/use-flash";

/**
 * An account form's fetcher and its answer: the fetcher's with scripts, else the one a plain post
 * flashed for these intents. A form done where it is says so in a toast; one that goes on to
 * another page answers with a 303 the fetcher follows, and that page's layout says it.
 */
export function useAccountForm(key: string, intents: readonly AccountIntent[]) {
  const fetcher = useFetcher<AccountAnswer>({ key });
  const answer = useFormAnswer(fetcher.data, "account", intents);
  const notify = useToast();
  useEffect(() => {
    const done = fetcher.state === "idle" ? fetcher.data : undefined;
    if (done?.ok) notify(done.message, "success");
  }, [fetcher.state, fetcher.data, notify]);
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const values = answer && !answer.ok ? answer.values : undefined;
  return { fetcher, answer, errors, values, busy: fetcher.state !== "idle" };
}
