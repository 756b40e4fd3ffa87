import { HYDRATION_MODULES_ID } from "./hydration-names";

/** React Router's module preloads, as React writes them into the head. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";
/** React Router's hydration script, as React writes it (its nonce first, then its type). */
const HYDRATION_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;

/** Where React Router writes the route manifest into its hydration script, indented (`JSON.stringify(…, null, 2)`). */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;
const SCRIPT_END = "</script>";

/**
 * The hydration script's text with its route manifest written compact: React Router indents it,
 * about 2 KB of a listing's document (120 bytes gzip, where the largest documents are within
 * 0.1 KB of their 20 KB budget). Read back as JSON, so nothing but the spaces changes; left as
 * it is when it does not read as JSON.
 */
export function compactManifest(script: string): string {
  return script.replace(MANIFEST, (whole, assignment: string, json: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(json))};`;
    } catch {
      return whole;
    }
  });
}

/**
 * The document as the browser should receive it:
 * - without the `<link rel="modulepreload">` tags React hoists into its head (decision 143).
 *   There, every script of the page started beside the stylesheet and the first picture and
 *   shared a slow link with them, so the first paint waited for JavaScript it does not need.
 * - with React Router's hydration script inert (`type="text/plain"`, decision 170): the
 *   document's own starter (`lib/hydration-start.ts`) makes it a module once the page's first
 *   picture is on screen, so no script is fetched before the largest paint. Its route manifest
 *   is written compact (`compactManifest`): the script is held until its end for that.
 * Nothing else is touched.
 */
export function documentStream(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  /** In the head; in the body before the hydration script; inside it; after it. */
  let phase: "head" | "body" | "hydration-script" | "rest" = "head";
  let held = "";
  /** What can be sent of `text` now: all of it but a tag cut at its end, which waits for the rest. */
  const ready = (text: string) => {
    const cut = text.lastIndexOf("<");
    return cut !== -1 && text.indexOf(">", cut) === -1 ? text.slice(0, cut) : text;
  };
  /** Sends what can be sent of `held` in its phase, moving on through the phases it completes. */
  const advance = (controller: TransformStreamDefaultController<Uint8Array>, ending: boolean) => {
    const send = (text: string) => {
      if (text) controller.enqueue(encoder.encode(text));
    };
    if (phase === "head") {
      const end = held.indexOf(HEAD_END);
      if (end === -1) {
        const sendable = ending ? held : ready(held);
        held = held.slice(sendable.length);
        send(sendable.replace(MODULE_PRELOAD, ""));
        return;
      }
      send(held.slice(0, end).replace(MODULE_PRELOAD, ""));
      held = held.slice(end);
      phase = "body";
    }
    if (phase === "body") {
      const sendable = ending ? held : ready(held);
      const tag = HYDRATION_SCRIPT.exec(sendable);
      if (!tag) {
        held = held.slice(sendable.length);
        send(sendable);
        return;
      }
      const after = tag.index + tag[0].length;
      send(`${sendable.slice(0, tag.index)}<script${tag[1] ?? ""} type="text/plain" id="${HYDRATION_MODULES_ID}">`);
      held = held.slice(after);
      phase = "hydration-script";
    }
    if (phase === "hydration-script") {
      const end = held.indexOf(SCRIPT_END);
      // Wait for the script's end; a document cut off inside it goes out as it is.
      if (end === -1 && !ending) return;
      if (end === -1) {
        send(held);
        held = "";
        return;
      }
      send(compactManifest(held.slice(0, end)));
      held = held.slice(end);
      phase = "rest";
    }
    send(held);
    held = "";
  };
  return new TransformStream({
    transform(chunk, controller) {
      held += decoder.decode(chunk, { stream: true });
      advance(controller, false);
    },
    flush(controller) {
      held += decoder.decode();
      advance(controller, true);
    },
  });
}
