import { lazy, Suspense, type ComponentType } from "react";
import { importedOnServer } from "./imported-on-server";
import { whenIdleOrInteracting } from "../lib/idle";
import { withLanguage } from "../lib/page-messages";

/**
 * A part of a page that is whole as server HTML (plain links and forms that post without
 * JavaScript) and only needs its code for the niceties, which stays out of the first load:
 *  - the server imports it when the route module loads (long before a page renders) and
 *    renders it in place, as if imported statically, so its HTML is never streamed apart;
 *  - the browser leaves that HTML as it is (React keeps a suspended boundary's server HTML),
 *    fetches the code when idle or at the shopper's first press or key, whichever comes first
 *    (an update to its props waits for it: lib/idle.ts), and hydrates the part then.
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
  const Lazy = lazy(() =>
    whenIdleOrInteracting(300, 3000)
      .then(withLanguage(load))
      .then((component) => ({ default: component })),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island at import, never during a render
  return function IdleIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
