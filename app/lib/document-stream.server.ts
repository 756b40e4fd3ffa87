import { HYDRATION_MODULES_ID } from "./hydration-start";

/** React Router's module preloads, as React writes them into the head. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";
/** React Router's hydration script, as React writes it (its nonce first, then its type). */
const HYDRATION_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;

/**
 * The document as the browser should receive it:
 * - without the `<link rel="modulepreload">` tags React hoists into its head (decision 143).
 *   There, every script of the page started beside the stylesheet and the first picture and
 *   shared a slow link with them, so the first paint waited for JavaScript it does not need.
 * - with React Router's hydration script inert (`type="text/plain"`, decision 170): the
 *   document's own starter (`lib/hydration-start.ts`) makes it a module once the page's first
 *   picture is on screen, so no script is fetched before the largest paint.
 * Nothing else is touched.
 */
export function documentStream(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let inHead = true;
  let hydrationScriptFound = false;
  let held = "";
  const inertHydrationScript = (text: string) => {
    if (hydrationScriptFound) return text;
    return text.replace(HYDRATION_SCRIPT, (_tag, nonce: string | undefined) => {
      hydrationScriptFound = true;
      return `<script${nonce ?? ""} type="text/plain" id="${HYDRATION_MODULES_ID}">`;
    });
  };
  /** What can be sent of `text` now: all of it but a tag cut at its end, which waits for the rest. */
  const ready = (text: string) => {
    const cut = text.lastIndexOf("<");
    return cut !== -1 && text.indexOf(">", cut) === -1 ? text.slice(0, cut) : text;
  };
  return new TransformStream({
    transform(chunk, controller) {
      held += decoder.decode(chunk, { stream: true });
      if (inHead) {
        const end = held.indexOf(HEAD_END);
        if (end === -1) {
          const sendable = ready(held);
          held = held.slice(sendable.length);
          if (sendable) controller.enqueue(encoder.encode(sendable.replace(MODULE_PRELOAD, "")));
          return;
        }
        inHead = false;
        controller.enqueue(encoder.encode(held.slice(0, end).replace(MODULE_PRELOAD, "")));
        held = held.slice(end);
      }
      if (hydrationScriptFound) {
        if (held) controller.enqueue(encoder.encode(held));
        held = "";
        return;
      }
      const sendable = ready(held);
      held = held.slice(sendable.length);
      if (sendable) controller.enqueue(encoder.encode(inertHydrationScript(sendable)));
    },
    flush(controller) {
      const rest = held + decoder.decode();
      if (rest)
        controller.enqueue(encoder.encode(inHead ? rest.replace(MODULE_PRELOAD, "") : inertHydrationScript(rest)));
    },
  });
}
