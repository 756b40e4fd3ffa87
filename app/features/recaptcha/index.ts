// The recaptcha domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { RECAPTCHA_FIELD } from "./field";
export { recaptchaToken } from "./recaptcha-token";
