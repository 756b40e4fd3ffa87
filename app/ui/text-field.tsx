import { useId, useState } from "react";
import { applyMask, maskToPattern } from "./mask";

/**
 * A labelled input (spec 5, DESIGN.md forms): the label above, "(optional)" unless the field
 * is required or is a promo code, the browser's own validity message under the field once
 * it is invalid, and an optional mask applied as the shopper types.
 */
export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "size"> {
  label: string;
  name: string;
  optionalLabel: string;
  mask?: string;
  isPromoCode?: boolean;
  error?: string;
}

export function TextField({ label, optionalLabel, mask, isPromoCode = false, error, required, onChange, ...input }: TextFieldProps) {
  const id = useId();
  const [validity, setValidity] = useState<string | undefined>(undefined);
  const message = error ?? validity;
  return (
    <div className="field" data-invalid={message ? true : undefined}>
      <label htmlFor={id} className="field__label">
        {label}
        {required || isPromoCode ? null : <span className="field__optional"> ({optionalLabel})</span>}
      </label>
      <input
        id={id}
        className="field__input"
        required={required}
        pattern={mask ? maskToPattern(mask) : input.pattern}
        maxLength={mask ? mask.length : input.maxLength}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onInvalid={(event) => setValidity(event.currentTarget.validationMessage)}
        onChange={(event) => {
          if (mask) event.currentTarget.value = applyMask(event.currentTarget.value, mask);
          if (validity && event.currentTarget.validity.valid) setValidity(undefined);
          onChange?.(event);
        }}
        {...input}
      />
      {message ? (
        <p id={`${id}-error`} className="field__error" role="alert">
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
