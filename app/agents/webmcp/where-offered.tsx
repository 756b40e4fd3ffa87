import { lazy, Suspense } from "react";
import { useHydrated } from "../../ui/use-hydrated";
import { withLanguage } from "../../lib/page-messages";
import { hasModelContext } from "./model-context";

// The tools' titles and answers are in the page's language: registered once its whole table is here.
const AgentTools = lazy(withLanguage(() => import("./agent-tools")));

/** The agent tools, in browsers with a model context only: every other visitor loads none of them. */
export function AgentToolsWhereOffered() {
  const hydrated = useHydrated();
  if (!hydrated || !hasModelContext()) return null;
  return (
    <Suspense fallback={null}>
      <AgentTools />
    </Suspense>
  );
}
