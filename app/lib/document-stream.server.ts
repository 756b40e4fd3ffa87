/** React Router's module preloads, as React writes them into the head. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/**
 * The document without the `<link rel="modulepreload">` tags React hoists into its head
 * (decision 143). There, every script of the page started beside the stylesheet and the first
 * picture and shared a slow link with them, so the first paint waited for JavaScript it does not
 * need. Without them the scripts load from the hydration script at the end of the body, once
 * the page is there; nothing after the head is touched.
 */
export function withoutHeadModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let inHead = true;
  let held = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = decoder.decode(chunk, { stream: true });
      if (!inHead) {
        if (text) controller.enqueue(encoder.encode(text));
        return;
      }
      held += text;
      const end = held.indexOf(HEAD_END);
      if (end !== -1) {
        inHead = false;
        controller.enqueue(encoder.encode(held.slice(0, end).replace(MODULE_PRELOAD, "") + held.slice(end)));
        held = "";
        return;
      }
      // A tag cut between two chunks waits for the rest of it.
      const cut = held.lastIndexOf("<");
      const ready = cut === -1 ? held : held.slice(0, cut);
      held = held.slice(ready.length);
      if (ready) controller.enqueue(encoder.encode(ready.replace(MODULE_PRELOAD, "")));
    },
    flush(controller) {
      const rest = held + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(inHead ? rest.replace(MODULE_PRELOAD, "") : rest));
    },
  });
}
