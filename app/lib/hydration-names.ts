/**
 * The names the document's starter (decision 170, `hydration-start.ts`) shares with the document
 * stream and the e2e tests. A module of its own, without imports: the Playwright process reads it.
 */

/** The id of React Router's hydration script once the document stream has made it inert. */
export const HYDRATION_MODULES_ID = "hydration-modules";

/** Where the starter says whether it is waiting or has started (read by the e2e tests). */
export const HYDRATION_STATE = "__hydrationStarter";
