// The orders domain's public face on the server: what other domains and the routes use of it.
export { addressLines, orderListEntry, type OrderListEntry, orderView } from "./order-view.server";
export { loadOrdersPage } from "./orders-page.server";
export { orderService } from "./orders.server";
