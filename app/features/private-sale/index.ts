// The private-sale domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { PrivateSalePage } from "./private-sale-page";
