import { useRouteLoaderData } from "react-router";
import type { loader } from "../root";

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data: locale, origin, site flags, popin proposal, version label. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
