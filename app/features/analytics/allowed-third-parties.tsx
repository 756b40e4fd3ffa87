import { lazy, Suspense, useEffect, useState } from "react";
import { useRootData } from "../../lib/root-data";

const ThirdPartyScripts = lazy(() =>
  import("./third-party-scripts").then((module) => ({ default: module.ThirdPartyScripts })),
);

/**
 * The third-party scripts' code (tag manager, A/B testing, the data layer's events) loads only
 * once a purpose is accepted: a first visit, before the shopper has chosen, loads none of it.
 * Once mounted it stays, even if consent is withdrawn: it is what reloads the page then, so that
 * nothing a script set up keeps collecting (third-party-scripts.tsx).
 */
export function ThirdPartyScriptsWhenAllowed() {
  const thirdParty = useRootData()?.thirdParty;
  const allowed = Boolean(thirdParty?.tagManager || thirdParty?.abTesting);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (allowed) setWanted(true);
  }, [allowed]);
  return wanted ? (
    <Suspense fallback={null}>
      <ThirdPartyScripts />
    </Suspense>
  ) : null;
}
