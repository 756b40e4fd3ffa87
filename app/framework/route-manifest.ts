import { ROUTE_MANIFEST_GLOBAL } from "./hydration-names";

/**
 * Adds routes to React Router's route manifest in the browser, before it builds its routes: the
 * routes the shell links to (lib/page-messages.server.ts), so that its lazy route discovery finds
 * them known and does not render the whole page again after hydration. Routes the document's
 * manifest has stay as they are.
 *
 * Relies on (react-router, pinned by tests/framework/react-router-contract.test.tsx): with lazy
 * route discovery, the hydration script assigns the manifest to `window.__reactRouterManifest`
 * with its routes keyed by id, and `HydratedRouter` reads that object (not a copy) when it first
 * renders, which is after the client entry's code has run. Where the global is missing or has no
 * routes, nothing is added: the page then discovers those routes as it would have anyway.
 */
export function addRoutesToManifest(routes: Record<string, unknown> | undefined): void {
  const manifest = (window as unknown as Record<string, { routes?: Record<string, unknown> } | undefined>)[
    ROUTE_MANIFEST_GLOBAL
  ];
  if (!routes || !manifest?.routes) return;
  for (const [id, route] of Object.entries(routes))
    if (!Object.hasOwn(manifest.routes, id)) manifest.routes[id] = route;
}
