/**
 * A form's answer in a live region that is always there (screen readers miss regions inserted
 * together with their text): `{base}`, plus `{base}--ok` or `{base}--error` once answered.
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
  return (
    <p className={answer ? `${base} ${base}--${answer.ok ? "ok" : "error"}` : base} role="status" id={id}>
      {answer?.message}
    </p>
  );
}
