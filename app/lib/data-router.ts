import { useContext } from "react";
import { type RouterState, UNSAFE_DataRouterContext } from "react-router";

/**
 * The one place the storefront reaches past React Router's public API: the data router's own
 * state and its subscription. Public hooks (`useFetcher`, `useFetchers`) only show what React
 * committed, and router updates reach React as transitions: when a fetcher's answer and the
 * revalidation that unmounts its form come close together, React may commit only a later render
 * without the answer, and the update that brings a fetcher to rest also takes it out of the
 * router's state (decision 172). A subscriber is told of every state, the answer's included,
 * before React renders any. What this relies on (the context's `router`, `state.fetchers` with
 * each fetcher's `state` and `data`, `state.loaderData` by route id, `subscribe`) is pinned by
 * tests/lib/data-router.test.tsx, which fails on an upgrade that changes it.
 */
export interface RouterStateSource {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

export function useRouterStateSource(): RouterStateSource | null {
  return useContext(UNSAFE_DataRouterContext)?.router ?? null;
}
