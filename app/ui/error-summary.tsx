import { useEffect, useRef } from "react";
import { m } from "../paraglide/messages.js";
import { useMessageOptions } from "../lib/i18n";
import { useAnswerTarget } from "../lib/use-flash";

/** One line of a summary: a field's error, named by its label and linked to it, or the form's own. */
export interface SummaryLine {
  sentence: string;
  field?: { label: string; href: string };
}

/**
 * What a refused form's summary says (decision 184): the answer's message as its title, the
 * errors of fields the form names by their labels (in the form's order, each linked to `#{section}-{name}`),
 * and errors on anything the form does not name, said without a name, as the form's own. The
 * form's field names are never shown, and no sentence is said twice: a title one of the lines
 * already says is left out, and so is a line of the form's own that the title or another line says.
 */
export function summaryOf(
  message: string,
  errors: Readonly<Record<string, string>>,
  section: string,
  labels: Readonly<Record<string, string>>,
): { title: string | null; lines: SummaryLine[] } {
  const labelOf = (name: string) => (Object.hasOwn(labels, name) ? labels[name] : undefined) || undefined;
  const named: SummaryLine[] = Object.keys(labels).flatMap((name) => {
    const sentence = Object.hasOwn(errors, name) ? errors[name] : undefined;
    const label = labelOf(name);
    return sentence && label ? [{ sentence, field: { label, href: `#${section}-${name}` } }] : [];
  });
  const namedSentences = new Set(named.map((line) => line.sentence));
  const title = message && !namedSentences.has(message) ? message : null;
  const said = new Set([...namedSentences, ...(title ? [title] : [])]);
  const formOwn: SummaryLine[] = [];
  for (const [name, sentence] of Object.entries(errors)) {
    if (labelOf(name) || !sentence || said.has(sentence)) continue;
    said.add(sentence);
    formOwn.push({ sentence });
  }
  return { title, lines: [...formOwn, ...named] };
}

/**
 * After a refused submit: why, and what to fix, each field's error a link to it. Focused when it
 * lists anything, so it is read first; a plain post's 303 lands on it (`useAnswerTarget`).
 * `labels` are the form's fields as the shopper reads them (its `<label>`s, or a group's legend),
 * in the form's order; the inputs' ids are `{section}-{name}`.
 */
export function ErrorSummary({
  answer,
  section,
  labels,
}: {
  answer: { ok: boolean; message: string; fieldErrors?: Record<string, string> } | null | undefined;
  section: string;
  labels: Readonly<Record<string, string>>;
}) {
  const options = useMessageOptions();
  const refused = answer && !answer.ok ? answer : undefined;
  const target = useAnswerTarget(refused);
  const summary = useRef<HTMLDivElement>(null);
  const { title, lines } = summaryOf(refused?.message ?? "", refused?.fieldErrors ?? {}, section, labels);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer: the summary takes the focus when a new answer comes
  useEffect(() => {
    if (lines.length) summary.current?.focus();
  }, [refused]);
  if (!refused || (!title && !lines.length)) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={summary} id={target.id}>
      {title ? <p className="error-summary__title">{title}</p> : null}
      {lines.length ? (
        <ul>
          {lines.map((line) => (
            <li key={line.field?.href ?? line.sentence}>
              {line.field ? (
                <a href={line.field.href}>
                  {m.field_error_line({ label: line.field.label, error: line.sentence }, options)}
                </a>
              ) : (
                line.sentence
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
