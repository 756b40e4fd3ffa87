// The auth domain's public face on the server: what other domains and the routes use of it.
export { exchangeSignInCode, signInCodeSchema } from "./code-exchange.server";
export { authProviderUrl } from "./provider-url.server";
export { type AuthSession, createAuthSession } from "./session.server";
