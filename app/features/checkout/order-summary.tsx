import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import type { OrderSummary } from "./summary.server";

/** The order beside each step: its lines, the delivery once chosen, the total (amounts from the cart answer). */
export function OrderSummaryAside({ summary }: { summary: OrderSummary }) {
  const options = useMessageOptions();
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{m.checkout_summary_title({}, options)}</h2>
      <OrderLines lines={summary.lines} />
      <dl className="order-summary__totals">
        {summary.shipping ? (
          <div>
            <dt>{summary.shipping.name}</dt>
            <dd>{summary.shipping.price}</dd>
          </div>
        ) : null}
        <div className="order-summary__total">
          <dt>{m.checkout_summary_total({}, options)}</dt>
          <dd>{summary.total}</dd>
        </div>
      </dl>
    </aside>
  );
}

/** The lines of an order or cart: picture, name, colour and size, quantity, price. */
export function OrderLines({ lines }: { lines: OrderSummary["lines"] }) {
  const options = useMessageOptions();
  return (
    <ul className="order-summary__lines">
      {lines.map((line) => (
        <li key={line.id}>
          <img src={`${line.pictureUrl}?w=599`} alt="" width={48} height={64} loading="lazy" />
          <span>
            <strong>{line.name}</strong>
            <span>{line.detail}</span>
            <span>{m.checkout_summary_quantity({ quantity: line.quantity }, options)}</span>
          </span>
          <span className="order-summary__price">{line.price}</span>
        </li>
      ))}
    </ul>
  );
}
