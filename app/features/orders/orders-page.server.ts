import { data } from "react-router";
import type { RequestContext } from "../../lib/request-context";
import { orderListEntry, orderView, type OrderListEntry, type OrderView } from "./order-view.server";
import { orderService } from "./orders.server";

export interface OrdersPageData {
  /** Null when the list could not be read: the page says so and offers a retry. */
  orders: OrderListEntry[] | null;
  /** The order named by `?order=`, shown whole. */
  selected: OrderView | null;
  /** `?order=` named an order this customer does not have. */
  missing: string | null;
}

/**
 * The account's orders (newest first, those placed through checkout included) and, with
 * `?order=NUMBER`, one of them whole. Spec 2.4 gives the list one route; the detail stays on it
 * (decision 80). A failed read is a 503 page with a retry; an unknown number a 404 with the list.
 */
export async function loadOrdersPage(context: RequestContext, url: URL) {
  const wanted = url.searchParams.get("order");
  const [orders, selected] = await Promise.all([
    orderService(context)
      .list()
      .then(
        (list) => list.map((order) => orderListEntry(order, context.locale)),
        () => null,
      ),
    wanted
      ? orderService(context)
          .find(wanted)
          .catch(() => undefined)
      : Promise.resolve(null),
  ]);
  const missing = wanted && selected === null ? wanted.slice(0, 32) : null;
  const page: OrdersPageData = { orders, selected: selected ? orderView(selected, context.locale) : null, missing };
  const status = orders === null || selected === undefined ? 503 : missing ? 404 : 200;
  return data(page, { status });
}
