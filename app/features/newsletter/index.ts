// The newsletter domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { messageTypeFromLink } from "./message-types";
export { SubscriptionPage } from "./subscription-form";
export { UnsubscribePage } from "./unsubscribe-form";
export { SubscriptionForm } from "./subscription-form";
