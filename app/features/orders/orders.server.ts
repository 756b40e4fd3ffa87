import type { ApiClient } from "../../api/client.server";
import { nullIfNotFound } from "../../api/errors";
import { orderDetailSchema, orderListSchema, orderNumberSchema, type OrderDetail, type OrderListItem } from "./schemas";
import { requestScoped } from "../../lib/request-context";

/** The signed-in customer's orders (request-scoped): the list, and one order by its number. */
export interface OrderService {
  /** Newest first. A failure is thrown: the page says so and offers a retry. */
  list(): Promise<OrderListItem[]>;
  /** The order, or null when it does not exist (yet) or is not this customer's. Other failures throw. */
  find(orderNumber: string): Promise<OrderDetail | null>;
}

export function createOrderService(api: ApiClient): OrderService {
  return {
    list: () => api.call("customers-self/orders", { schema: orderListSchema }),
    async find(orderNumber) {
      if (!orderNumberSchema.safeParse(orderNumber).success) return null;
      return nullIfNotFound(
        api.call(`customers-self/orders/${encodeURIComponent(orderNumber)}`, { schema: orderDetailSchema }),
      );
    },
  };
}

/** The request's order service. */
export const orderService = requestScoped((context) => createOrderService(context.api));
