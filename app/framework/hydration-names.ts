/**
 * The names the document's starter (decisions 170, 197, `hydration-start.ts`) shares with the
 * document stream and the e2e tests. A module of its own, without imports: the Playwright process reads it.
 *
 * Relies on (react-router, pinned by tests/framework/react-router-contract.test.tsx): React
 * Router's hydration script assigns the page's route modules to `window.__reactRouterRouteModules`
 * once they have loaded, and its lazy route discovery keeps the route manifest in
 * `window.__reactRouterManifest`. Both are React Router's own globals, not its public API.
 */

/** Where the starter says it has run (read by the e2e tests). */
export const HYDRATION_STATE = "__hydrationStarter";

/** Where React Router's hydration script puts the page's route modules once they have loaded. */
export const ROUTE_MODULES_GLOBAL = "__reactRouterRouteModules";

/** Where React Router keeps the route manifest its lazy route discovery adds to. */
export const ROUTE_MANIFEST_GLOBAL = "__reactRouterManifest";
