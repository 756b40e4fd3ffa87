import { useEffect } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useToast } from "../../ui/toasts";
import type { AccountAnswer, AccountIntent } from "./answer";
import { useFlashedAnswer, useFormAnswer } from "../../lib/use-flash";

/**
 * An account form's fetcher and its answer: the fetcher's with scripts, else the one a plain post
 * flashed for these intents. A saved form says so in a toast and, when the answer names the page
 * to go on to, goes there.
 */
export function useAccountForm(key: string, intents: readonly AccountIntent[]) {
  const fetcher = useFetcher<AccountAnswer>({ key });
  const answer = useFormAnswer(fetcher.data, "account", intents);
  const navigate = useNavigate();
  const notify = useToast();
  useEffect(() => {
    const done = fetcher.state === "idle" ? fetcher.data : undefined;
    if (!done?.ok) return;
    notify(done.message, "success");
    if (done.next) navigate(done.next);
  }, [fetcher.state, fetcher.data, navigate, notify]);
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const values = answer && !answer.ok ? answer.values : undefined;
  return { fetcher, answer, errors, values, busy: fetcher.state !== "idle" };
}

/** A plain post's saved answer, said on the page it went on to (with scripts, a toast says it). */
export function useSavedNotice(): string | null {
  const flashed = useFlashedAnswer<AccountAnswer>("account");
  return flashed?.ok ? flashed.message : null;
}
