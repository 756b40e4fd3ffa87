import { href } from "../../pages/href";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale, useMessageOptions } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import type { OrderListEntry } from "../orders/order-view.server";

export interface DashboardData {
  firstName: string;
  loyalty: { cardHolder: boolean; points: number | null } | null;
  lastPurchase: "new" | string | null;
  lastOrder: OrderListEntry | null;
  wishlist: boolean;
}

export function DashboardPage({ data }: { data: DashboardData }) {
  const locale = useLocale();
  const options = useMessageOptions();
  const { prefix } = locale;
  const shortcuts: [string, string][] = [
    [href(prefix, "account-orders"), m.account_orders_title({}, options)],
    [href(prefix, "account-settings"), m.account_settings_title({}, options)],
    [href(prefix, "account-delivery-addresses"), m.account_delivery_addresses_title({}, options)],
    ...(data.wishlist
      ? ([[href(prefix, "account-wishlist"), m.account_wishlist_title({}, options)]] as [string, string][])
      : []),
    [href(prefix, "account-subscriptions"), m.account_subscriptions_title({}, options)],
    [href(prefix, "account-store"), m.account_store_title({}, options)],
  ];
  return (
    <>
      <PageHeading
        title={
          data.firstName ? m.dashboard_hello({ name: data.firstName }, options) : m.account_dashboard_title({}, options)
        }
      />
      <div className="account-cards">
        {data.loyalty ? (
          <section className="account-card" aria-labelledby="dashboard-loyalty">
            <h2 id="dashboard-loyalty">{m.account_loyalty_title({}, options)}</h2>
            {data.loyalty.cardHolder ? (
              data.loyalty.points === null ? null : (
                <p className="account-big-number">{m.loyalty_points({ points: data.loyalty.points }, options)}</p>
              )
            ) : (
              <p>{m.loyalty_join_short({}, options)}</p>
            )}
            <p className="account-card__links">
              <Link to={href(prefix, "account-loyalty")}>
                {data.loyalty.cardHolder ? m.loyalty_see_card({}, options) : m.loyalty_discover({}, options)}
              </Link>
            </p>
          </section>
        ) : null}
        <section className="account-card" aria-labelledby="dashboard-purchases">
          <h2 id="dashboard-purchases">{m.dashboard_purchases({}, options)}</h2>
          {data.lastPurchase === "new" ? (
            <p>{m.dashboard_no_purchase({}, options)}</p>
          ) : data.lastPurchase ? (
            <p>{m.dashboard_last_purchase({ date: data.lastPurchase }, options)}</p>
          ) : null}
          {data.lastOrder ? (
            <p>
              <Link to={`${href(prefix, "account-orders")}?order=${encodeURIComponent(data.lastOrder.number)}`}>
                {m.dashboard_last_order({ number: data.lastOrder.number, date: data.lastOrder.placedOn }, options)}
              </Link>{" "}
              · {data.lastOrder.status} · {data.lastOrder.total}
            </p>
          ) : null}
          <p className="account-card__links">
            <Link to={href(prefix, "index")}>{m.checkout_continue_shopping({}, options)}</Link>
          </p>
        </section>
      </div>
      <nav className="account-shortcuts" aria-label={m.dashboard_shortcuts({}, options)}>
        <ul>
          {shortcuts.map(([href, label]) => (
            <li key={href}>
              <Link to={href}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
