// The customer domain's public face on the server: what other domains and the routes use of it.
export { type CustomerReader, customerReader } from "./customer.server";
