import { lazy, type ComponentType } from "react";
import { pageViewChunks } from "../lib/page-messages";
import { importedOnServer } from "./imported-on-server";
import { documentHasHydrated, islandCodeForNavigation } from "./idle-island";

export type PageView<P extends object> = ComponentType<P> & {
  /** Fetches the view's code ahead of a navigation that may show it (once; a failure is retried later). */
  preload(): void;
};

/**
 * One of the views a route shows depending on its data (the friendly URL's product, catalogue
 * or editorial page), each its own chunk, so a page loads only the code of the view it shows
 * (issue 30, decision 160):
 *  - the server imports every view when the route module loads and renders it in place, as if
 *    imported statically;
 *  - the document names the chunks of the view it shows beside the route modules (the route's
 *    `handle.pageView`, entry.server.tsx), so hydration finds them loaded: it waits for them, with
 *    no Suspense boundary of its own, exactly as for a route module;
 *  - a client navigation to another view waits for its code the same way (React Router's updates
 *    are transitions: the page stays as it was); `preload` fetches it beforehand, all its chunks
 *    at once (the page's messages file lists them).
 */
export function pageView<P extends object>(name: string, load: () => Promise<ComponentType<P>>): PageView<P> {
  if (import.meta.env.SSR) return Object.assign(importedOnServer(load), { preload() {} });
  let loading: Promise<ComponentType<P>> | undefined;
  // All of the view's chunks and its islands' at once where the messages file named them: imported
  // one by one, each would be found only once the one importing it had arrived. Not for the
  // document's own view, whose chunks it names itself and whose islands wait for idle time.
  let fetched = false;
  const fetchChunks = () => {
    const chunks = pageViewChunks(name);
    if (fetched || chunks.length === 0) return;
    fetched = true;
    for (const chunk of chunks) import(/* @vite-ignore */ chunk).catch(() => undefined);
  };
  const loadOnce = () => {
    if (documentHasHydrated()) fetchChunks();
    // The view's islands load as its module is evaluated: the view waits for them too (idle-island.tsx).
    loading ??= load()
      .then((component) => islandCodeForNavigation().then(() => component))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view at import, never during a render
  const BrowserView = (props: P) => <Lazy {...props} />;
  const preload = () => {
    fetchChunks();
    loadOnce().catch(() => undefined);
  };
  return Object.assign(BrowserView, { preload });
}
