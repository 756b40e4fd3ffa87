import { lazy, Suspense, useState, type ComponentType } from "react";
import { importedOnServer } from "./imported-on-server";
import { whenIdle, whenIdleOrInteracting } from "../lib/idle";
import { withLanguage } from "../lib/page-messages";

/** How long a client navigation waits at most for the code of the islands its page shows. */
const NAVIGATION_WAIT_MS = 1000;

let documentHydrated = false;
/** Code of islands a navigation may show (their modules came on intent or by a navigation), not arrived yet. */
const codeForNavigations = new Set<() => Promise<unknown>>();
/** Islands whose modules were evaluated before hydration, and whether the document rendered them. */
const islandsBeforeHydration: { loadCode: () => Promise<unknown>; rendered: boolean }[] = [];

/** Code a navigation will wait for: fetched when idle, or at once by the navigation that needs it. */
function forNavigations(loadCode: () => Promise<unknown>): void {
  codeForNavigations.add(loadCode);
  void whenIdle(300).then(() => loadCode().catch(() => undefined));
}

/**
 * Called in hydration's commit (root.tsx): islands evaluated from then on belong to a navigation,
 * and so do those evaluated before that the document did not render (a view fetched ahead of a
 * navigation while the document was still hydrating).
 */
export function markDocumentHydrated(): void {
  documentHydrated = true;
  for (const island of islandsBeforeHydration.splice(0)) if (!island.rendered) forNavigations(island.loadCode);
}

/** Whether code loaded now is a navigation's (or fetched on intent), not the document's own. */
export function documentHasHydrated(): boolean {
  return documentHydrated;
}

/**
 * Resolves once the code of every island a navigation's modules brought has arrived (at most
 * `NAVIGATION_WAIT_MS`; a failure counts as arrived): root `clientMiddleware` and page views wait
 * for it, so the page a navigation shows has its islands, instead of gaining them a moment later
 * and moving what is below them (a layout shift under the shopper's finger).
 */
export function islandCodeForNavigation(): Promise<void> {
  if (codeForNavigations.size === 0) return Promise.resolve();
  const arrivals = [...codeForNavigations].map((load) => load().catch(() => undefined));
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, NAVIGATION_WAIT_MS));
  return Promise.race([Promise.all(arrivals).then(() => undefined), timeout]);
}

/**
 * A part of a page that is whole as server HTML (plain links and forms that post without
 * JavaScript) and only needs its code for the niceties, which stays out of the first load:
 *  - the server imports it when the route module loads (long before a page renders) and
 *    renders it in place, as if imported statically, so its HTML is never streamed apart;
 *  - the browser leaves that HTML as it is (React keeps a suspended boundary's server HTML),
 *    fetches the code when idle or at the shopper's first press or key, whichever comes first
 *    (an update to its props waits for it: lib/idle.ts), and hydrates the part then;
 *  - an island a client navigation brings has no server HTML to keep: its code loads as soon
 *    as its module is evaluated (the page's code, fetched on intent or by the navigation), the
 *    navigation waits for it (`islandCodeForNavigation`), and the island renders at once.
 */
export function idleIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    const Loaded = importedOnServer(load);
    // biome-ignore lint/correctness/noComponentHookFactories: made once per island at import, never during a render
    return function ServerIsland(props: P) {
      return (
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      );
    };
  }
  let arrived: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadCode = () => {
    loading ??= withLanguage(load)().then(
      (component) => {
        arrived = component;
        codeForNavigations.delete(loadCode);
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const beforeHydration = { loadCode, rendered: false };
  if (documentHydrated) forNavigations(loadCode);
  else islandsBeforeHydration.push(beforeHydration);
  const Lazy = lazy(() =>
    (loading ?? whenIdleOrInteracting(300, 3000).then(loadCode)).then((component) => ({ default: component })),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island at import, never during a render
  return function IdleIsland(props: P) {
    // Rendered by the document: its server HTML stays until idle time brings the code.
    if (!documentHydrated) beforeHydration.rendered = true;
    // Chosen once per instance (another would remount it): the code itself where it has arrived.
    const [Island] = useState<ComponentType<P>>(() => arrived ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    );
  };
}
