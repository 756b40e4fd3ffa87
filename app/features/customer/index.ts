// The customer domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { alertedProductSchema, stockAlertsSchema, wishlistSchema } from "./knowledges";
export { type Customer, customerSchema, subscriptionKindSchema } from "./schemas";
