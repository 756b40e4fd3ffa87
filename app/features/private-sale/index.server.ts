// The private-sale domain's public face on the server: what other domains and the routes use of it.
export { loadPrivateSalePage } from "./private-sale.server";
