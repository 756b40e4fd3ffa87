import { lazy, Suspense } from "react";
import { useHydrated } from "../../ui/use-hydrated";
import { hasModelContext } from "./model-context";

const AgentTools = lazy(() => import("./agent-tools"));

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
