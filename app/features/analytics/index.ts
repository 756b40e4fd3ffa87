// The analytics domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { waitForAbTesting } from "./ab-testing";
export { ThirdPartyScriptsWhenAllowed } from "./allowed-third-parties";
export { analyticsSwitchedOff, pushEvent } from "./data-layer";
export { useScriptWhenIdle, useTagManager } from "./third-party-hooks";
