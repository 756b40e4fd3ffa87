import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import { OrderLines, OrderTotals } from "../cart-model/order-summary";
import type { OrderView } from "./order-view.server";

/** An address's lines a shopper can read: none blank (a block shows only what it has). */
const filled = (lines: readonly string[] | null | undefined) => (lines ?? []).filter((line) => line.trim());

/**
 * One order, whole: its lines, where it goes, who pays and how, the totals and the points.
 * The confirmation page and the account's order page show the same thing; its totals are the
 * checkout's (subtotal, each discount, delivery, total), and a block is shown only with
 * something in it (issue 49).
 */
export function OrderDetails({ order, headingLevel = 2 }: { order: OrderView; headingLevel?: 2 | 3 }) {
  const options = useMessageOptions();
  const Heading = `h${headingLevel}` as const;
  const deliveredTo = filled(order.delivery?.address);
  const billedTo = filled(order.billing);
  return (
    <div className="order-details">
      <dl className="order-details__facts">
        <div>
          <dt>{m.orders_number({}, options)}</dt>
          <dd className="checkout__order-number">{order.number}</dd>
        </div>
        <div>
          <dt>{m.orders_placed_on({}, options)}</dt>
          <dd>{order.placedOn}</dd>
        </div>
        <div>
          <dt>{m.orders_status({}, options)}</dt>
          <dd>{order.status}</dd>
        </div>
      </dl>
      <section aria-label={m.checkout_summary_title({}, options)}>
        <OrderLines lines={order.summary.lines} />
      </section>
      <div className="order-details__blocks">
        {order.delivery ? (
          <section className="overview-block">
            <Heading>{m.order_delivery_title({}, options)}</Heading>
            <p>{order.delivery.method}</p>
            {order.delivery.arrival ? <p className="order-details__arrival">{order.delivery.arrival}</p> : null}
            {deliveredTo.length ? (
              <address>
                {deliveredTo.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            ) : null}
          </section>
        ) : null}
        {billedTo.length ? (
          <section className="overview-block">
            <Heading>{m.order_billing_title({}, options)}</Heading>
            <address>
              {billedTo.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          </section>
        ) : null}
        {order.payments.length ? (
          <section className="overview-block">
            <Heading>{m.orders_paid_with({}, options)}</Heading>
            <dl className="order-details__payments">
              {order.payments.map((payment, index) => (
                <div key={index}>
                  <dt>{payment.method}</dt>
                  <dd>{payment.amount}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
      <OrderTotals summary={order.summary} placed />
      {order.points > 0 ? (
        <p className="order-details__points">{m.checkout_points_earned({ points: order.points }, options)}</p>
      ) : null}
    </div>
  );
}
