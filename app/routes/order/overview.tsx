import { href } from "../../pages/href";
import { routeComponent } from "../../routing/route-component";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/overview";
import { m } from "../../paraglide/messages.js";
import { OrderSummaryAside } from "../../features/cart-model/order-summary";
import { stepPath } from "../../features/checkout/steps";
import { cartAtStep } from "../../features/checkout/steps.server";
import { chosenArrival } from "../../features/checkout/delivery-arrival.server";
import { orderSummary } from "../../features/cart-model/summary.server";
import { addressLines } from "../../features/orders/order-view.server";
import { pageMeta } from "../../lib/meta";
import { useLocale } from "../../lib/i18n";
import { requestContext } from "../../lib/request-context";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.order_overview_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The overview (when the site's funnel.overview is on; otherwise delivery goes straight to payment). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const site = await ctx.siteParams();
  if (!site.params.funnel.overview) throw redirect(stepPath(ctx.locale.prefix, "payment"));
  const cart = await cartAtStep(ctx, "overview");
  return {
    summary: orderSummary(cart, ctx.locale),
    // When it arrives if ordered now, in the delivery step's words (decision 174).
    arrival: await chosenArrival(
      ctx,
      { method: cart.shippingInfo?.shippingMethodKey, country: cart.shippingAddress?.country },
      new Date(),
      url.href,
    ),
    billing: addressLines(cart.billingAddress!, ctx.locale),
    promoCodes: cart.discountCode.map((code) => code.code),
  };
}

function Overview({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const step = (name: "billing" | "delivery") => stepPath(locale.prefix, name);
  return (
    <div className="checkout">
      <h1>{m.order_overview_title({}, options)}</h1>
      <div className="checkout__grid">
        <div className="checkout__form">
          <section className="overview-block">
            <h2>{m.order_billing_title({}, options)}</h2>
            <address>
              {loaderData.billing.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <Link to={step("billing")}>{m.checkout_change({}, options)}</Link>
          </section>
          <section className="overview-block">
            <h2>{m.order_delivery_title({}, options)}</h2>
            {loaderData.summary.shipping ? (
              <>
                <p>
                  <strong>{loaderData.summary.shipping.name}</strong> · {loaderData.summary.shipping.price}
                </p>
                {loaderData.arrival ? <p className="overview-block__arrival">{loaderData.arrival}</p> : null}
                <address>
                  {loaderData.summary.shipping.destination.map((line, index) => (
                    <span key={index}>{line}</span>
                  ))}
                </address>
              </>
            ) : null}
            <Link to={step("delivery")}>{m.checkout_change({}, options)}</Link>
          </section>
          {loaderData.promoCodes.length ? (
            <section className="overview-block">
              <h2>{m.checkout_promo_codes({}, options)}</h2>
              <p>{loaderData.promoCodes.join(", ")}</p>
              <Link to={href(locale.prefix, "cart")}>{m.checkout_change({}, options)}</Link>
            </section>
          ) : null}
          <Link className="button checkout__next" to={href(locale.prefix, "order-payment")}>
            {m.checkout_to_payment({}, options)}
          </Link>
        </div>
        <OrderSummaryAside summary={loaderData.summary} />
      </div>
    </div>
  );
}

export default routeComponent(Overview);
