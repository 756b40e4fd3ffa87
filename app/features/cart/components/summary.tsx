import { href } from "../../../pages/href";
import { Link, useFetchers } from "react-router";
import { m } from "../../../paraglide/messages.js";
import { Icon } from "../../../ui/icon";
import type { CartPageData } from "../cart-page.server";
import { cartSummaryRows } from "../summary-rows";
import { optimisticLines } from "../../cart-model/optimistic";
import type { Cart } from "../../cart-model/schemas";
import { useCartFormat } from "../use-cart-format";
import { PointsEarned } from "./points-earned";
import { TotalVatNote } from "../../site/price-notes";

/** The totals as they will be once the pending forms are answered, and the way to checkout. */
export function Summary({ data, cart }: { data: CartPageData; cart: Cart }) {
  const { money, options, prefix } = useCartFormat(data.currency);
  const lines = optimisticLines(cart.lineItems, useFetchers());
  const pending = lines.some((entry) => entry.pending);
  const merchandise = lines.reduce(
    (sum, entry) => sum + (entry.pendingRemoval ? 0 : entry.line.totalPrice.centAmount),
    0,
  );
  const delta = merchandise - cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const count = lines.reduce((sum, entry) => sum + (entry.pendingRemoval ? 0 : entry.line.quantity), 0);
  const rows = cartSummaryRows(cart, options.locale);
  const empty = count === 0 && cart.giftCards.length === 0 && !cart.loyaltyCard;
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={pending}>
      <h2 id="cart-summary-title">{m.cart_summary_title({}, options)}</h2>
      <dl>
        <div>
          <dt>{m.cart_summary_items({ count }, options)}</dt>
          <dd>{money(merchandise)}</dd>
        </div>
        {rows.map(([label, cents], index) => (
          <div key={`${label}${index}`}>
            <dt>{label}</dt>
            <dd>{cents < 0 ? `−${money(-cents)}` : money(cents)}</dd>
          </div>
        ))}
        <div className="cart-summary__total">
          <dt>
            {cart.shippingInfo ? m.cart_summary_total({}, options) : m.cart_summary_total_before_delivery({}, options)}{" "}
            <TotalVatNote />
          </dt>
          <dd data-testid="cart-total">{money(cart.totalPrice.centAmount + delta)}</dd>
        </div>
      </dl>
      {data.loyaltyCustomer ? <PointsEarned cart={cart} /> : null}
      {empty ? null : (
        <Link className="button cart-summary__checkout" to={href(prefix, "order-billing")}>
          {m.cart_checkout({}, options)}
        </Link>
      )}
      <p className="cart-summary__reassurance">
        <Icon name="check" /> {m.cart_secure_payment({}, options)}
      </p>
    </section>
  );
}
