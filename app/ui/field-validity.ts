import { useState } from "react";
import { useValidityMessage } from "./field-messages";

/**
 * The message a field shows once the browser finds it invalid (its `invalid` event), gone as soon
 * as what is typed is valid: the wiring every field of ours shares. Its own module: only pages
 * with forms load it (vite.config.ts `AREA_MODULES`), not every page's first load.
 */
export function useFieldValidity(formatMessage: string | undefined) {
  const [message, setMessage] = useState<string | undefined>(undefined);
  const validityMessage = useValidityMessage(formatMessage);
  return {
    message,
    onInvalid: (input: HTMLInputElement) => setMessage(validityMessage(input)),
    onValueChange: (input: HTMLInputElement) => {
      if (message && input.validity.valid) setMessage(undefined);
    },
  };
}
