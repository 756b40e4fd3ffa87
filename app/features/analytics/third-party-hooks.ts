import { useEffect } from "react";
import { whenIdle } from "../../lib/idle";
import { useRootData } from "../../lib/root-data";
import { tagManagerKind } from "./data-layer";
import { loadScript } from "./script-loader";

// The hooks pages share with the third-party scripts, apart from them: the scripts' component
// loads only once a purpose is accepted (allowed-third-parties.tsx), these stay light for the pages using them.

/** The tag manager the root loader allows on this page (consent given, valid id), with its kind. */
export function useTagManager() {
  const tagManager = useRootData()?.thirdParty.tagManager ?? null;
  return tagManager ? { ...tagManager, kind: tagManagerKind(tagManager.id) } : null;
}

/** Loads `src` (when there is one) once the browser is idle after the page; `onLoaded` once it is asked for. */
export function useScriptWhenIdle(src: string | null, purpose: string, onLoaded: () => void = () => {}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the source changes; the callback of that render is the one called
  useEffect(() => {
    if (!src) return;
    let cancelled = false;
    void whenIdle(1500, 4000).then(() => {
      if (cancelled) return;
      loadScript(src, purpose);
      onLoaded();
    });
    return () => {
      cancelled = true;
    };
  }, [src]);
}
