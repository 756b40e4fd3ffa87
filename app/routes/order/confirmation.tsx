import { href } from "../../pages/href";
import { routeComponent } from "../../routing/route-component";
import { Link } from "react-router";
import type { Route } from "./+types/confirmation";
import { m } from "../../paraglide/messages.js";
import { loadConfirmation } from "../../features/checkout/confirmation.server";
import { TransactionEventPush } from "../../features/checkout/transaction-event";
import { OrderDetails } from "../../features/orders/order-details";
import { pageMeta } from "../../lib/meta";
import { useLocale } from "../../lib/i18n";
import { requestContext } from "../../lib/request-context";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.order_confirmation_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Step 6 (order-access ran first): the order placed, once the backend has it. */
export function loader({ url, context }: Route.LoaderArgs) {
  return loadConfirmation(context.get(requestContext), url);
}

function Confirmation({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const { orderNumber, order } = loaderData;
  return (
    <div className="checkout checkout--confirmation">
      <h1>{m.order_confirmation_title({}, options)}</h1>
      {loaderData.transaction ? <TransactionEventPush event={loaderData.transaction} /> : null}
      {orderNumber && order ? (
        <>
          <p role="status">{m.checkout_confirmation_email({}, options)}</p>
          <OrderDetails order={order} />
        </>
      ) : orderNumber ? (
        <p role="status">
          {m.checkout_order_pending({ number: orderNumber }, options)}{" "}
          <a href={`${href(locale.prefix, "order-confirmation")}?order=${encodeURIComponent(orderNumber)}`}>
            {m.checkout_reload({}, options)}
          </a>
        </p>
      ) : (
        <p>{m.checkout_no_order({}, options)}</p>
      )}
      {/* Two links side by side, spaced by the layout: a "·" between them dangled at a phone's line end (issue 49). */}
      <p className="checkout__after">
        <Link to={href(locale.prefix, "account-orders")}>{m.checkout_see_orders({}, options)}</Link>
        <Link to={href(locale.prefix, "index")}>{m.checkout_continue_shopping({}, options)}</Link>
      </p>
    </div>
  );
}

export default routeComponent(Confirmation);
