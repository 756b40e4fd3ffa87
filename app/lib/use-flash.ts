import { createContext, createElement, type ReactNode, useContext, useEffect } from "react";
import { useLocation } from "react-router";
import { type Flash, type FlashedAnswers, type FlashForm, NO_FLASH } from "./flash";
import { ANSWER_TARGET } from "./form-answer";

/** The flash the locale route's loader took (lib/flash.server.ts), as that route hands it to the page. */
const FlashContext = createContext<Flash>(NO_FLASH);

/**
 * Hands the page the flash the locale route's loader took, each answer already checked and typed
 * by its form's schema (routing/flash-forms.server.ts), and places it at the location it came
 * with, while that page renders.
 */
export function FlashProvider({ flash, children }: { flash: Flash; children?: ReactNode }) {
  usePlacedFlash(flash);
  return createElement(FlashContext.Provider, { value: flash }, children);
}

/**
 * The one-shot messages the server left for this page (the answer of a form post, the
 * cart-merged notice): for the location that loader answer came with only (the document load,
 * or the page a form's 303 went on to). That data outlives client navigations, and an answer
 * must not follow the shopper to other pages.
 */
export function useFlash(): Flash {
  return usePlacedFlash(useContext(FlashContext));
}

function usePlacedFlash(flash: Flash): Flash {
  const { key } = useLocation();
  useEffect(() => {
    hydrated = true;
  }, []);
  if (flash === NO_FLASH) return NO_FLASH;
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
 * The answer a plain post of `form` came back with (Post/Redirect/Get), with the type of what its
 * form's schema let through when the flash was read.
 */
export function useFlashedAnswer<Form extends FlashForm>(form: Form): FlashedAnswers[Form] | undefined {
  return useFlash().answers[form];
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
  const flashed = answer && Object.values(answers).some((entry) => entry === answer);
  return flashed && byDocument ? { id: ANSWER_TARGET, tabIndex: -1 } : {};
}
