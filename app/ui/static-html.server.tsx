import type { ReactNode } from "react";
// React's Node build, also in the Worker: it writes strings straight into its chunks (decision 167).
import { renderToReadableStream } from "react-dom/server.node";
import { BoundedMemory } from "../lib/bounded-memory";

/** One HTML-only part of a page (ui/static-html.tsx): its id in the document, and what it shows. */
export interface StaticPart {
  id: string;
  element: ReactNode;
}

/** The parts' HTML by id; a part whose render failed is left out (the page renders it in place). */
export type StaticParts = ReadonlyMap<string, string>;

/**
 * Rendered sets of parts, by what they are made of: a few sets per locale (one per version of
 * the content they show), so a count is bound enough.
 */
const rendered = new BoundedMemory<Promise<StaticParts>>(64);
const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** The same number for the same object for the isolate's life: the key of content kept in memory. */
function identityOf(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "undefined";
  let identity = identities.get(value);
  if (identity === undefined) {
    identity = ++lastIdentity;
    identities.set(value, identity);
  }
  return `#${identity}`;
}

/** One part's HTML; undefined when anything in its render failed (the page then renders it in place). */
async function renderPart({ id, element }: StaticPart): Promise<[string, string] | undefined> {
  let failed = false;
  try {
    // Its own id prefix: `useId` in a part can never repeat one of the page's own.
    const stream = await renderToReadableStream(element, {
      identifierPrefix: `static-${id}-`,
      onError() {
        failed = true;
      },
    });
    await stream.allReady;
    const html = await new Response(stream).text();
    return failed ? undefined : [id, html];
  } catch {
    return undefined;
  }
}

/**
 * The HTML of a page's HTML-only parts, rendered once per set of inputs and kept in the isolate's
 * memory (issue 30, decision 166): the menus' panels and the footer's columns are the same on
 * every page of a locale until their content changes, and rendering them made a third of each
 * document's markup. `inputs` are everything the parts are made of: objects count by identity
 * (the content the isolate keeps in memory for a minute), other values by value.
 */
export function staticParts(
  scope: string,
  inputs: readonly unknown[],
  parts: () => StaticPart[],
): Promise<StaticParts> {
  const key = `${scope}|${inputs.map(identityOf).join("|")}`;
  const kept = rendered.get(key);
  if (kept) return kept;
  // Never a failure: a set that could not be made is none (the page renders every part in place),
  // and is not kept, so the next page tries again.
  const rendering = Promise.resolve()
    .then(() => Promise.all(parts().map(renderPart)))
    .then((entries) => new Map(entries.filter((entry) => entry !== undefined)))
    .catch(() => {
      rendered.forget(key);
      return new Map<string, string>();
    });
  rendered.keep(key, rendering);
  return rendering;
}
