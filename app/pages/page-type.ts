import { useLocation, useMatches } from "react-router";
import { flowOf, routeNameFromId, type FlowName } from "./kinds";

/** The page type metrics and analytics group pages by: the route's name, or a friendly URL's kind. */
export function usePageType(): string {
  const leaf = useMatches().at(-1);
  const name = routeNameFromId(leaf?.id) ?? "other";
  const data = leaf?.loaderData;
  const kind =
    data && typeof data === "object" && "kind" in data && typeof data.kind === "string" ? data.kind : undefined;
  return name === "friendly" && kind ? kind : name;
}

/** The flow the shopper is in on this page (R3.23), or null. */
export function useFlow(): FlowName | null {
  return flowOf(usePageType(), useLocation().search);
}
