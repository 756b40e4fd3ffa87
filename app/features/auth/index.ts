// The auth domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { authStateTag, authStateTagOf, composeAuthState, parseAuthState } from "./auth-state";
export { refreshTokensAnswerSchema } from "./schemas";
export { SignOutForm } from "./sign-out-form";
