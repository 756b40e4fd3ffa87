import { href } from "../../pages/href";
import { routeComponent } from "../../routing/route-component";
import { Link } from "react-router";
import type { Route } from "./+types/orders";
import { m } from "../../paraglide/messages.js";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { OrderDetails } from "../../features/orders/order-details";
import { loadOrdersPage } from "../../features/orders/orders-page.server";
import { useLocale } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";
import { PageHeading } from "../../ui/page-heading";
import { ReadFailed } from "../../ui/read-failed";

const title = ACCOUNT_PAGE_TITLES["account-orders"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ url, context }: Route.LoaderArgs) {
  return loadOrdersPage(context.get(requestContext), url);
}

function Orders({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const { orders, selected, missing } = loaderData;
  const listPath = href(locale.prefix, "account-orders");
  return (
    <>
      <PageHeading title={title({}, options)} />
      {selected ? (
        <section aria-labelledby="order-title" className="account-order">
          <p>
            <Link to={listPath}>{m.orders_back_to_list({}, options)}</Link>
          </p>
          <h2 id="order-title">{m.orders_order_title({ number: selected.number }, options)}</h2>
          <OrderDetails order={selected} headingLevel={3} />
        </section>
      ) : (
        <>
          {missing ? <p role="alert">{m.orders_not_found({ number: missing }, options)}</p> : null}
          {orders === null ? (
            <ReadFailed retryHref={listPath} />
          ) : orders.length === 0 ? (
            <p>
              {m.orders_none({}, options)}{" "}
              <Link to={href(locale.prefix, "index")}>{m.checkout_continue_shopping({}, options)}</Link>
            </p>
          ) : (
            <ul className="order-list">
              {orders.map((order) => (
                <li key={order.number}>
                  <Link to={`${listPath}?order=${encodeURIComponent(order.number)}`}>
                    <span className="order-list__number">{order.number}</span>
                    <span className="order-list__total">{order.total}</span>
                    <span className="order-list__meta">
                      {order.placedOn} · {order.items}
                    </span>
                    <span className="order-list__meta">{order.status}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

export default routeComponent(Orders);
