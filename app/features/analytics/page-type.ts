import { useMatches } from "react-router";
import { routeNameFromId } from "../../routing/page-kinds";

/** The page type metrics and analytics group pages by: the route's name, or a friendly URL's kind. */
export function usePageType(): string {
  const leaf = useMatches().at(-1);
  const name = routeNameFromId(leaf?.id) ?? "other";
  const data = leaf?.loaderData;
  const kind = data && typeof data === "object" && "kind" in data && typeof data.kind === "string" ? data.kind : undefined;
  return name === "friendly" && kind ? kind : name;
}
