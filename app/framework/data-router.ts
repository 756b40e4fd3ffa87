import { useContext } from "react";
import { type RouterState, UNSAFE_DataRouterContext } from "react-router";

/**
 * The data router's own state and its subscription, read past React Router's public API.
 * Public hooks (`useFetcher`, `useFetchers`, `unstable_useRouterState`) only show what React
 * committed, and router updates reach React as transitions: when a fetcher's answer and the
 * revalidation that unmounts its form come close together, React may commit only a later render
 * without the answer, and the update that brings a fetcher to rest also takes it out of the
 * router's state (decision 172). A subscriber is told of every state, the answer's included,
 * before React renders any.
 *
 * Relies on (react-router, pinned by tests/framework/react-router-contract.test.tsx and
 * tests/framework/data-router.test.tsx): `UNSAFE_DataRouterContext` holds `{ router }` under a
 * data router; `router.state.fetchers` is a Map by fetcher key whose entries have `state` and
 * `data`; `router.state.loaderData` is keyed by route id; `router.subscribe(listener)` returns
 * its unsubscribe. Where the context is missing, the hook answers null and its users report
 * nothing (their e2e tests fail, decision 172).
 */
export interface RouterStateSource {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** The context this module reads, named for the contract test (tests/framework). */
export const DATA_ROUTER_CONTEXT = UNSAFE_DataRouterContext;

export function useRouterStateSource(): RouterStateSource | null {
  return useContext(UNSAFE_DataRouterContext)?.router ?? null;
}
