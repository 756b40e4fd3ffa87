import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import { OrderLines } from "../cart-model/order-summary";
import type { OrderView } from "./order-view.server";

/**
 * One order, whole: its lines, where it goes, who pays and how, the totals and the points.
 * The confirmation page and the account's order page show the same thing.
 */
export function OrderDetails({ order, headingLevel = 2 }: { order: OrderView; headingLevel?: 2 | 3 }) {
  const options = useMessageOptions();
  const Heading = `h${headingLevel}` as const;
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
            {order.delivery.address.length ? (
              <address>
                {order.delivery.address.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            ) : null}
          </section>
        ) : null}
        {order.billing ? (
          <section className="overview-block">
            <Heading>{m.order_billing_title({}, options)}</Heading>
            <address>
              {order.billing.map((line, index) => (
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
      <dl className="order-summary__totals">
        {order.summary.shipping ? (
          <div>
            <dt>{order.summary.shipping.name}</dt>
            <dd>{order.summary.shipping.price}</dd>
          </div>
        ) : null}
        {order.adjustments.map((adjustment, index) => (
          <div key={index}>
            <dt>{adjustment.label}</dt>
            <dd>{adjustment.amount}</dd>
          </div>
        ))}
        <div className="order-summary__total">
          <dt>{m.checkout_summary_total({}, options)}</dt>
          <dd>{order.summary.total}</dd>
        </div>
      </dl>
      {order.points > 0 ? (
        <p className="order-details__points">{m.checkout_points_earned({ points: order.points }, options)}</p>
      ) : null}
    </div>
  );
}
