import { use, type ComponentType } from "react";

/**
 * Server only: a component whose code loads on demand in the browser, imported on the server when
 * the module naming it loads (long before a page renders) and rendered in place, as if imported
 * statically, so its HTML is never streamed apart (idle islands, page views).
 */
export function importedOnServer<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loaded = load();
  // A settled thenable `use` reads at once, without suspending (React's convention).
  loaded.then((component) => Object.assign(loaded, { status: "fulfilled", value: component }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at import, never during a render
  return function ServerImported(props: P) {
    const Component = use(loaded);
    return <Component {...props} />;
  };
}
