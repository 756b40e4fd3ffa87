import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import type { OrderSummary } from "./summary.server";
import { TotalVatNote } from "../site/price-notes";

/**
 * The order beside each step: its lines, their subtotal, each discount and extra on its own line,
 * the delivery with where it goes, the total, then gift cards and what is left to pay.
 */
export function OrderSummaryAside({ summary }: { summary: OrderSummary }) {
  const options = useMessageOptions();
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{m.checkout_summary_title({}, options)}</h2>
      <OrderLines lines={summary.lines} />
      <OrderTotals summary={summary} />
    </aside>
  );
}

/**
 * The totals of a cart being checked out or of an order placed, the same lines everywhere
 * (issue 49: the confirmation had no subtotal): subtotal, each discount and extra, the delivery,
 * the total. An order's page says where it went and how it was paid in blocks of its own, so it
 * leaves out the destination and the gift cards' part (`placed`).
 */
export function OrderTotals({ summary, placed = false }: { summary: OrderSummary; placed?: boolean }) {
  const options = useMessageOptions();
  return (
    <dl className="order-summary__totals">
      <div>
        <dt>{m.checkout_summary_subtotal({}, options)}</dt>
        <dd>{summary.subtotal}</dd>
      </div>
      {summary.adjustments.map((line, index) => (
        <div key={index} className="order-summary__adjustment">
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
        </div>
      ))}
      {summary.shipping ? (
        <div className="order-summary__shipping">
          <dt>{summary.shipping.name}</dt>
          <dd>{summary.shipping.price}</dd>
          {!placed && summary.shipping.destination.length ? (
            <dd className="order-summary__destination">
              <span className="visually-hidden">{m.checkout_summary_delivered_to({}, options)}</span>
              <address>
                {summary.shipping.destination.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            </dd>
          ) : null}
        </div>
      ) : null}
      <div className="order-summary__total">
        <dt>
          {m.checkout_summary_total({}, options)} <TotalVatNote />
        </dt>
        <dd>{summary.total}</dd>
      </div>
      {placed
        ? null
        : summary.giftCardPayments.map((line, index) => (
            <div key={`gift-${index}`} className="order-summary__adjustment">
              <dt>{line.label}</dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
      {!placed && summary.remaining ? (
        <div className="order-summary__total">
          <dt>{m.checkout_summary_left_to_pay({}, options)}</dt>
          <dd>{summary.remaining}</dd>
        </div>
      ) : null}
    </dl>
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
