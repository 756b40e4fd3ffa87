import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { NO_FLASH, type Flash } from "./flash";
import { ANSWER_TARGET, type FormAnswer } from "./form-answer";
import { isLocalePrefix } from "./locales";

/**
 * The one-shot messages the server left for this page (the answer of a form post, the
 * cart-merged notice), as the locale route's loader took them (lib/flash.server.ts): for the
 * location that loader answer came with only (the document load, or the page a form's 303 went
 * on to). That data outlives client navigations, and an answer must not follow the shopper to
 * other pages.
 */
export function useFlash(): Flash {
  const match = useMatches().find((entry) => isLocalePrefix(entry.id));
  const flash = (match?.loaderData as { flash?: Flash } | undefined)?.flash;
  const { key } = useLocation();
  useEffect(() => {
    hydrated = true;
  }, []);
  if (!flash) return NO_FLASH;
  // The server renders one location only. In the browser, a flash belongs to the location it
  // was first rendered at: the document's, or the one a redirect went on to.
  if (typeof document === "undefined") return flash;
  if (!flashLocations.has(flash)) flashLocations.set(flash, { key, byDocument: !hydrated });
  return flashLocations.get(flash)?.key === key ? flash : NO_FLASH;
}

/** Each flash the locale loader gave, and the location it came with (browser only). */
const flashLocations = new WeakMap<Flash, { key: string; byDocument: boolean }>();
/** Whether this document has hydrated: a flash first seen before came with the document load. */
let hydrated = false;

/**
 * Whether this page's flash came with a document load (a plain post's 303: no scripts ran, the
 * page says the answer itself) rather than a client navigation (a fetcher followed the 303: the
 * answer is said as a toast, the way the form would have said it).
 */
export function useFlashByDocument(): boolean {
  const flash = useFlash();
  if (typeof document === "undefined") return true;
  return flashLocations.get(flash)?.byDocument ?? true;
}

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

/**
 * What the element saying `answer` carries when it is the answer a plain post came back with:
 * the id its 303 goes to (lib/form-answer.ts), and a place for the focus, so the page opens on
 * the answer and a screen reader's reading starts there. Nothing for any other answer (a
 * fetcher's is said where the shopper already is).
 */
export function useAnswerTarget(answer: object | null | undefined): { id?: string; tabIndex?: number } {
  const { answers } = useFlash();
  const byDocument = useFlashByDocument();
  return answer && byDocument && Object.values(answers).includes(answer) ? { id: ANSWER_TARGET, tabIndex: -1 } : {};
}
