import { useId, useState } from "react";
import { applyMask, maskToPattern } from "./mask";

/**
 * A labelled input (spec 5, DESIGN.md forms): the label above, "(optional)" unless the field
 * is required or is a promo code, the browser's own validity message under the field once
 * it is invalid, an optional mask applied as the shopper types, and an optional count of the
 * characters typed against the limit (so nothing is ever cut without the shopper seeing it).
 */
export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "size"> {
  label: string;
  name: string;
  optionalLabel: string;
  mask?: string;
  isPromoCode?: boolean;
  error?: string;
  /** Says the length limit under the field, kept up to date as the shopper types (`maxLength` needed). */
  characterCount?: (count: number) => string;
}

export function TextField({
  label,
  optionalLabel,
  mask,
  isPromoCode = false,
  error,
  characterCount,
  required,
  onChange,
  onInvalid,
  id: givenId,
  className,
  "aria-describedby": describedBy,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [validity, setValidity] = useState<string | undefined>(undefined);
  const message = error ?? validity;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [count, setCount] = useState(() => String(input.defaultValue ?? input.value ?? "").length);
  const hint = characterCount && input.maxLength ? characterCount(count) : null;
  return (
    <div className="field" data-invalid={message ? true : undefined}>
      <label htmlFor={id} className="field__label">
        {label}
        {required || isPromoCode ? null : <span className="field__optional"> ({optionalLabel})</span>}
      </label>
      {/* The caller's attributes first: what the field owns (its id, the mask's pattern and
          length, its error wiring) comes after and wins; class, description and handlers merge. */}
      <input
        {...input}
        id={id}
        className={className ? `field__input ${className}` : "field__input"}
        required={required}
        pattern={mask ? maskToPattern(mask) : input.pattern}
        maxLength={mask ? mask.length : input.maxLength}
        aria-invalid={message ? true : input["aria-invalid"]}
        aria-describedby={[describedBy, hint ? hintId : undefined, message ? errorId : undefined].filter(Boolean).join(" ") || undefined}
        onInvalid={(event) => {
          setValidity(event.currentTarget.validationMessage);
          onInvalid?.(event);
        }}
        onChange={(event) => {
          if (mask) event.currentTarget.value = applyMask(event.currentTarget.value, mask);
          if (validity && event.currentTarget.validity.valid) setValidity(undefined);
          if (characterCount) setCount(event.currentTarget.value.length);
          onChange?.(event);
        }}
      />
      {hint ? (
        <p id={hintId} className="field__hint" data-full={count >= (input.maxLength ?? Infinity) ? true : undefined}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A block in the final layout's size while streamed content arrives. */
export function Skeleton({ width = "100%", height, label }: { width?: string | number; height: string | number; label?: string }) {
  return <div className="skeleton" style={{ width, height }} aria-busy="true" aria-label={label} role={label ? "status" : undefined} />;
}
