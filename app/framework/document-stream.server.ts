import { logWarning } from "../lib/log.server";
import { ROUTE_MANIFEST_GLOBAL, ROUTE_MODULES_GLOBAL } from "./hydration-names";

/**
 * Rewrites React Router's document as it streams (decisions 143, 170 and 197, kept by decision 192).
 *
 * Relies on (react-router and react-dom, pinned by tests/framework/react-router-contract.test.tsx):
 * - React writes React Router's module preloads into the head as `<link rel="modulepreload" …>`,
 *   `rel` first;
 * - `<Scripts nonce>` writes one hydration script as `<script nonce="…" type="module" async="">`
 *   (nonce, then type, then async), whose text sets `window.__reactRouterRouteModules` and ends
 *   with `import("<client entry>");`;
 * - with lazy route discovery, that text assigns `window.__reactRouterManifest = ` the manifest
 *   indented by `JSON.stringify(…, null, 2)`, its closing brace at the start of a line.
 * Where a shape is not recognised, that part is left as React Router wrote it (the page still
 * hydrates) and the stream says so
 * once per shape (`UnrecognisedShape`); `npm run upgrade-check` says it before a release does.
 */

/** React Router's module preloads, as React writes them into the head. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** Any module preload: one still there after `MODULE_PRELOAD` is one of a shape not recognised. */
const ANY_MODULE_PRELOAD = /\bmodulepreload\b/;
const HEAD_END = "</head>";
const BODY_END = "</body>";
/** React Router's hydration script, as React writes it (its nonce first, then its type). */
const HYDRATION_SCRIPT = /<script(?: nonce="[^"]*")? type="module" async="">/;
/** What makes a module script React Router's hydration script: it names its route modules and imports the client entry last. */
const ROUTE_MODULES_ASSIGNMENT = `window.${ROUTE_MODULES_GLOBAL} = {`;
const ENTRY_IMPORT_LAST = /\nimport\("[^"]+"\);\s*$/;

const MANIFEST_ASSIGNMENT = `window.${ROUTE_MANIFEST_GLOBAL} = `;
/** Where React Router writes the route manifest into its hydration script, indented (`JSON.stringify(…, null, 2)`). */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;
const SCRIPT_END = "</script>";

/** A part of React Router's output the stream did not recognise, and so left as React Router wrote it. */
export type UnrecognisedShape = "module-preloads" | "hydration-script" | "route-manifest";

const WHAT_IS_LEFT: Record<UnrecognisedShape, string> = {
  "module-preloads": "module preloads left in the head (the first paint shares the link with every script)",
  "hydration-script": "hydration script not recognised (its route manifest is left indented; the page still hydrates)",
  "route-manifest": "route manifest left indented",
};

const reported = new Set<UnrecognisedShape>();

/** Logs each shape not recognised once per isolate: a changed React Router changes every document. */
function warnOnce(shape: UnrecognisedShape): void {
  if (reported.has(shape)) return;
  reported.add(shape);
  logWarning({
    message: `document stream: React Router's ${shape} not recognised, ${WHAT_IS_LEFT[shape]}; see app/framework/document-stream.server.ts and npm run upgrade-check`,
    patch: `document-stream/${shape}`,
  });
}

/**
 * The hydration script's text with its route manifest written compact: React Router indents it,
 * and the spaces count against the largest documents' byte budget (npm run bench). Read back as JSON, so nothing but the spaces changes; left as
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

/** Whether a module script of the hydration script's tag is React Router's hydration script. */
function isHydrationScriptText(text: string): boolean {
  return text.includes(ROUTE_MODULES_ASSIGNMENT) && ENTRY_IMPORT_LAST.test(text);
}

/**
 * The document as the browser should receive it:
 * - without the `<link rel="modulepreload">` tags React hoists into its head (decision 143).
 *   There, every script of the page started beside the stylesheet and the first picture and
 *   shared a slow link with them, so the first paint waited for JavaScript it does not need.
 * - with React Router's hydration script's route manifest written compact (`compactManifest`):
 *   the script is held until its end for that, and for telling it from another module script of
 *   the same tag, which goes out as it is. The script itself is left as React Router wrote it: it
 *   was made inert until the first picture was painted (decision 170), which measured with the
 *   throttling applied gained no paint and delayed interactivity (decision 197).
 * Nothing else is touched. `report` is told of each part not recognised (logged once by default).
 */
export function documentStream(
  report: (shape: UnrecognisedShape) => void = warnOnce,
): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  /** In the head; in the body before the hydration script; inside a script of its tag; after it. */
  let phase: "head" | "body" | "hydration-script" | "rest" = "head";
  let held = "";
  /** The opening tag of the script being held, as React Router wrote it. */
  let openingTag = "";
  let bodyEnded = false;
  /** What can be sent of `text` now: all of it but a tag cut at its end, which waits for the rest. */
  const ready = (text: string) => {
    const cut = text.lastIndexOf("<");
    return cut !== -1 && text.indexOf(">", cut) === -1 ? text.slice(0, cut) : text;
  };
  const withoutModulePreloads = (head: string) => {
    const kept = head.replace(MODULE_PRELOAD, "");
    if (ANY_MODULE_PRELOAD.test(kept)) report("module-preloads");
    return kept;
  };
  /** Sends what can be sent of `held` in its phase, moving on through the phases it completes. */
  const advance = (controller: TransformStreamDefaultController<Uint8Array>, ending: boolean) => {
    const send = (text: string) => {
      if (text) controller.enqueue(encoder.encode(text));
    };
    for (;;) {
      if (phase === "head") {
        const end = held.indexOf(HEAD_END);
        if (end === -1) {
          const sendable = ending ? held : ready(held);
          held = held.slice(sendable.length);
          send(withoutModulePreloads(sendable));
          return;
        }
        send(withoutModulePreloads(held.slice(0, end)));
        held = held.slice(end);
        phase = "body";
      } else if (phase === "body") {
        const sendable = ending ? held : ready(held);
        const tag = HYDRATION_SCRIPT.exec(sendable);
        if (!tag) {
          held = held.slice(sendable.length);
          if (sendable.includes(BODY_END)) bodyEnded = true;
          send(sendable);
          return;
        }
        send(sendable.slice(0, tag.index));
        openingTag = tag[0];
        held = held.slice(tag.index + tag[0].length);
        phase = "hydration-script";
      } else if (phase === "hydration-script") {
        const end = held.indexOf(SCRIPT_END);
        if (end === -1) {
          // Wait for the script's end; a document cut off inside it goes out as it is.
          if (!ending) return;
          send(openingTag + held);
          held = "";
          return;
        }
        const text = held.slice(0, end);
        held = held.slice(end);
        if (!isHydrationScriptText(text)) {
          // Another module script of the same tag: as it is; the hydration script may still come.
          send(openingTag + text);
          phase = "body";
          continue;
        }
        const compact = compactManifest(text);
        if (compact === text && text.includes(MANIFEST_ASSIGNMENT)) report("route-manifest");
        send(openingTag + compact);
        phase = "rest";
      } else {
        send(held);
        held = "";
        return;
      }
    }
  };
  return new TransformStream({
    transform(chunk, controller) {
      held += decoder.decode(chunk, { stream: true });
      advance(controller, false);
    },
    flush(controller) {
      held += decoder.decode();
      advance(controller, true);
      // A whole document without a hydration script the stream recognised.
      if (phase === "body" && bodyEnded) report("hydration-script");
    },
  });
}
