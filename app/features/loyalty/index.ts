// The loyalty domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export type { LoyaltyOffer } from "./schemas";
