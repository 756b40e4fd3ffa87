import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { useLocale } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { flowOf, funnelStepOf, routeNameFromId } from "../../pages/kinds";
import type { CartAnswer } from "../cart/intents";
import { useEachFetcherAnswer } from "../../lib/use-form";
import { analyticsSwitchedOff, bootstrapTagManager, pushEvent } from "./data-layer";
import { useScriptWhenIdle, useTagManager } from "./third-party-hooks";
import { usePageType } from "../../pages/page-type";

function isTrackedCartAnswer(value: unknown): value is CartAnswer & { tracked: NonNullable<CartAnswer["tracked"]> } {
  return (
    typeof value === "object" &&
    value !== null &&
    "tracked" in value &&
    typeof value.tracked === "object" &&
    value.tracked !== null
  );
}

/** Cart events: each cart answer that added or removed units, pushed once, whichever form posted it. */
function useCartEvents(tagManager: ReturnType<typeof useTagManager>) {
  useEachFetcherAnswer(isTrackedCartAnswer, (answer) => {
    if (tagManager) pushEvent({ ...answer.tracked }, tagManager.kind);
  });
}

/**
 * Third-party scripts, after consent only (issue 15): the root loader names the tag manager once
 * analytics are accepted and the A/B testing service at privacy level 2 where the site's flag is
 * on. Both load when the browser is idle, after the page, never render-blocking. A purpose
 * withdrawn after its script ran reloads the page, so nothing it set up keeps collecting.
 */
export function ThirdPartyScripts() {
  const tagManager = useTagManager();
  const root = useRootData();
  const abTesting = root?.thirdParty.abTesting ?? null;
  const locale = useLocale();
  const location = useLocation();
  const pageType = usePageType();
  const flow = flowOf(pageType, location.search);
  const funnelStep = funnelStepOf(routeNameFromId(useMatches().at(-1)?.id));
  const loaded = useRef({ tagManager: false, abTesting: false });

  useEffect(() => {
    if ((loaded.current.tagManager && !tagManager) || (loaded.current.abTesting && !abTesting))
      window.location.reload();
  }, [tagManager, abTesting]);

  const tagManagerSrc = tagManager && !analyticsSwitchedOff() ? tagManager.src : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one bootstrap per container: a new object with the same source is the same script
  useEffect(() => {
    if (tagManagerSrc && tagManager) bootstrapTagManager(tagManager.id, tagManager.kind);
    // One bootstrap per container: a new object with the same source is the same script.
  }, [tagManagerSrc]);
  useScriptWhenIdle(tagManagerSrc, "tag-manager", () => (loaded.current.tagManager = true));
  useScriptWhenIdle(abTesting, "ab-testing", () => (loaded.current.abTesting = true));

  // One page view per page the shopper sees (the document's, then every client navigation); the
  // path only, never the query (it can hold an e-mail address or a search).
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per page the shopper sees: the container and the location's key are the trigger
  useEffect(() => {
    if (!tagManager) return;
    pushEvent(
      {
        event: "page_view",
        pageType,
        locale: locale.prefix,
        language: locale.language,
        site: locale.iso2,
        funnelStep,
        ...(flow ? { flow } : {}),
        device: root?.device,
        channel: root?.channel,
        path: location.pathname,
      },
      tagManager.kind,
    );
  }, [tagManager?.id, location.key]);

  useCartEvents(tagManager);
  return null;
}
