import { useId } from "react";
import { useFieldValidity } from "../../ui/field-validity";

/**
 * The search page's one field: a required query of at most 100 characters, with the field
 * styles and the localised validity message of every form (ui/field-messages.tsx), without the
 * masks and counters of `TextField` that no search needs (issue 30: first-load JS).
 */
export function SearchQueryField({ label, defaultValue }: { label: string; defaultValue: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  const validity = useFieldValidity(undefined);
  return (
    <div className="field" data-invalid={validity.message ? true : undefined}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        name="q"
        defaultValue={defaultValue}
        required
        maxLength={100}
        aria-invalid={validity.message ? true : undefined}
        aria-describedby={validity.message ? errorId : undefined}
        onInvalid={(event) => validity.onInvalid(event.currentTarget)}
        onChange={(event) => validity.onValueChange(event.currentTarget)}
      />
      {validity.message ? (
        <p id={errorId} className="field__error" role="alert">
          {validity.message}
        </p>
      ) : null}
    </div>
  );
}
