// The consent domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { ConsentBanner } from "./consent-banner";
export { consentAnswerSchema } from "./intents";
export { PrivacySettingsPage } from "./privacy-settings-page";
