// The orders domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { OrderDetails } from "./order-details";
export { type OrderDetail, orderNumberSchema } from "./schemas";
