import { useEffect, useId, useRef, useState } from "react";
import { useFieldValidity } from "./field-validity";
import { applyMask, fitMask, maskToPattern } from "./mask";

/**
 * A labelled input (spec 5, DESIGN.md forms): the label above, "(optional)" unless the field
 * is required or is a promo code, a message under the field once native validity finds it
 * invalid (in the page's language, ui/field-messages.tsx), an optional mask applied as the
 * shopper types, and an optional count of the characters typed against the limit (so nothing
 * is ever cut without the shopper seeing it).
 */
export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "size"> {
  label: string;
  name: string;
  optionalLabel: string;
  /**
   * Spec 5's mask (# digit, X letter or digit, S letter, A upper case, a lower case), or one
   * chosen by what is typed (a phone number typed in international form has none). A fixed mask
   * is also the field's pattern and length; a chosen one comes with its own `pattern`.
   */
  mask?: string | ((typed: string) => string | undefined);
  /** What the field says when its format is wrong (pattern, type or `check`), e.g. an example. */
  formatMessage?: string;
  /** A check native validity cannot express (an IBAN's checksum): false makes the field invalid. */
  check?: (value: string) => boolean;
  isPromoCode?: boolean;
  error?: string;
  /** Says the length limit under the field, kept up to date as the shopper types (`maxLength` needed). */
  characterCount?: (count: number) => string;
}

export function TextField({
  label,
  optionalLabel,
  mask,
  formatMessage,
  check,
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
  const ref = useRef<HTMLInputElement>(null);
  const validity = useFieldValidity(formatMessage);
  const message = error ?? validity.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [count, setCount] = useState(() => String(input.defaultValue ?? input.value ?? "").length);
  const hint = characterCount && input.maxLength ? characterCount(count) : null;
  const fixedMask = typeof mask === "string" ? mask : undefined;
  const maskFor = (typed: string) => (typeof mask === "function" ? mask(typed) : mask);
  const checkValue = (element: HTMLInputElement) => {
    if (check) element.setCustomValidity(!element.value || check(element.value) ? "" : (formatMessage ?? "invalid"));
  };
  const maskKey = typeof mask === "function" ? mask("") : mask;
  // Once scripts run, and whenever the mask changes (another country chosen): what is in the
  // field takes the mask's shape if it fits it whole (a saved number gets its spaces); else it
  // stays as it is and native validity says what is wrong. The custom check runs on it too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the mask changes (another country chosen): the mask's identity is its pattern
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const current = maskFor(element.value);
    const fitted = current ? fitMask(element.value, current) : undefined;
    if (fitted !== undefined && fitted !== element.value) element.value = fitted;
    checkValue(element);
  }, [maskKey]);
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
        ref={ref}
        id={id}
        className={className ? `field__input ${className}` : "field__input"}
        required={required}
        pattern={fixedMask ? maskToPattern(fixedMask) : input.pattern}
        maxLength={fixedMask ? fixedMask.length : input.maxLength}
        aria-invalid={message ? true : input["aria-invalid"]}
        aria-describedby={
          [describedBy, hint ? hintId : undefined, message ? errorId : undefined].filter(Boolean).join(" ") || undefined
        }
        onInvalid={(event) => {
          validity.onInvalid(event.currentTarget);
          onInvalid?.(event);
        }}
        onChange={(event) => {
          const element = event.currentTarget;
          const current = maskFor(element.value);
          if (current) element.value = applyMask(element.value, current);
          checkValue(element);
          validity.onValueChange(element);
          if (characterCount) setCount(element.value.length);
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
