import { createContext, useContext } from "react";

/**
 * What a field says when the browser finds it invalid (spec 5: native validity sets the error
 * message), in the page's language rather than the browser's: the shell provides the words,
 * the field picks them by its `ValidityState`. Without a provider, the browser's own message.
 */
export interface FieldMessages {
  required: string;
  /** A value the pattern or type refuses, when the field names no format of its own. */
  format: string;
  email: string;
  tooLong: (max: number) => string;
}

const FieldMessagesContext = createContext<FieldMessages | undefined>(undefined);
export const FieldMessagesProvider = FieldMessagesContext.Provider;

/** The message for an invalid field: its own format message first, then the shell's words by validity. */
export function useValidityMessage(formatMessage: string | undefined) {
  const messages = useContext(FieldMessagesContext);
  return (input: HTMLInputElement): string => {
    const { validity } = input;
    if (validity.valueMissing) return messages?.required ?? input.validationMessage;
    // Too short (a new password) is the field's own rule, said by its format message.
    if (validity.patternMismatch || validity.customError || validity.badInput || validity.tooShort)
      return formatMessage ?? messages?.format ?? input.validationMessage;
    if (validity.typeMismatch)
      return formatMessage ?? (input.type === "email" ? messages?.email : messages?.format) ?? input.validationMessage;
    if (validity.tooLong && input.maxLength > 0) return messages?.tooLong(input.maxLength) ?? input.validationMessage;
    return input.validationMessage;
  };
}
