// The consent domain's public face on the server: what other domains and the routes use of it.
export { consentAction, consentState, type ConsentState } from "./consent.server";
