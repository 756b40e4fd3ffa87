import { useEffect } from "react";
import type { FlashedAnswers, FlashForm } from "../lib/flash";
import { useFlashByDocument, useFlashedAnswer } from "../lib/use-flash";
import { useToast } from "./toasts";

/**
 * A done form that went on to another page (its 303) left its answer in the flash for that page.
 * Once scripts run, a fetcher followed the 303 and the answer is said as a toast, the way the
 * form would have said it; a plain post's is said on the page itself.
 */

/** Says the arrived answer as a toast, once (call it once per page: its layout). */
export function useArrivedAnswerToast(form: FlashForm): void {
  const answer = useFlashedAnswer(form);
  const byDocument = useFlashByDocument();
  const notify = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (answer?.ok && !byDocument) notify(answer.message, "success");
  }, [answer]);
}

/** The arrived answer a plain post left, for the page to say itself (none once scripts ran: a toast said it). */
export function useArrivedAnswerInline<Form extends FlashForm>(form: Form): FlashedAnswers[Form] | undefined {
  const answer = useFlashedAnswer(form);
  const byDocument = useFlashByDocument();
  return answer?.ok && byDocument ? answer : undefined;
}
