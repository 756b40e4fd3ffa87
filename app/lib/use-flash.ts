import { useLocation, useMatches } from "react-router";
import { NO_FLASH, type Flash } from "./flash";
import type { FormAnswer } from "./form-answer";
import { isLocalePrefix } from "./locales";

/**
 * The one-shot messages the server left for this page (the answer of a plain form post, the
 * cart-merged notice), as the locale route's loader took them (lib/flash.server.ts): for the
 * document load that carried them only. That data outlives client navigations, and an answer
 * must not follow the shopper to other pages.
 */
export function useFlash(): Flash {
  const match = useMatches().find((entry) => isLocalePrefix(entry.id));
  const flash = (match?.loaderData as { flash?: Flash } | undefined)?.flash;
  const { key } = useLocation();
  if (!flash) return NO_FLASH;
  // The server renders the document load only. In the browser, the location the page hydrated
  // at is the document's (its key is not always "default": a redirect chain can carry one).
  if (typeof document === "undefined") return flash;
  documentLocationKey ??= key;
  return key === documentLocationKey ? flash : NO_FLASH;
}

/** The key of the location this document was loaded at (browser only: set on first render). */
let documentLocationKey: string | undefined;

/**
 * The answer a plain post of `form` came back with (Post/Redirect/Get); its domain's schema
 * checked it when the flash was read, so it has that domain's type.
 */
export function useFlashedAnswer<Answer>(form: string): Answer | undefined {
  return useFlash().answers[form] as Answer | undefined;
}

/**
 * What a form shows: its fetcher's answer, else the answer its plain post came back with, when
 * that one is about one of `intents` (a page with several forms of one domain shows each its own).
 */
export function useFormAnswer<Answer extends FormAnswer<string>>(
  fetcherData: Answer | undefined,
  form: string,
  intents?: readonly Answer["intent"][],
): Answer | undefined {
  const flashed = useFlashedAnswer<Answer>(form);
  if (fetcherData) return fetcherData;
  if (!flashed || (intents && (flashed.intent === "invalid" || !intents.includes(flashed.intent)))) return undefined;
  return flashed;
}
