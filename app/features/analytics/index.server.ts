// The analytics domain's public face on the server: what other domains and the routes use of it.
export { thirdPartyScripts } from "./third-party.server";
