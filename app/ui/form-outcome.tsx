import { useAnswerTarget } from "../lib/use-flash";

/**
 * A form's answer in a live region that is always there (screen readers miss regions inserted
 * together with their text): `{base}`, plus `{base}--ok` or `{base}--error` once answered. The
 * answer a plain post came back with is where its 303 lands (`useAnswerTarget`), in place of `id`
 * (`outcomeId` says which, for the fields it describes).
 */
export function FormOutcome({
  base,
  answer,
  id,
}: {
  base: string;
  answer: { ok: boolean; message: string } | undefined;
  id?: string;
}) {
  const target = useAnswerTarget(answer);
  return (
    <p
      className={answer ? `${base} ${base}--${answer.ok ? "ok" : "error"}` : base}
      role="status"
      id={target.id ?? id}
      tabIndex={target.tabIndex}
    >
      {answer?.message}
    </p>
  );
}

/** The id a `FormOutcome` saying `answer` has: the landing place of a plain post's answer, else `id`. */
export function useOutcomeId(answer: object | undefined, id: string): string {
  return useAnswerTarget(answer).id ?? id;
}
