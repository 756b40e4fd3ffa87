// The recaptcha domain's public face on the server: what other domains and the routes use of it.
export { recaptchaRequired, verifyRecaptcha } from "./recaptcha.server";
