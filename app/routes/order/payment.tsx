import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/payment";
import { m } from "../../paraglide/messages.js";
import { checkoutAction } from "../../features/checkout/actions.server";
import { PaymentPage } from "../../features/checkout/payment-page";
import { loadPayment } from "../../features/checkout/payment.server";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.order_payment_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Step 5 (init-order and order-access ran first); without billing or delivery, the first step missing. */
export function loader({ context }: Route.LoaderArgs) {
  return loadPayment(context.get(requestContext));
}

/** "Pay" (features/checkout/payment.server.ts): the amount is always the cart's. */
export const action = ({ request, context }: Route.ActionArgs) =>
  checkoutAction(request, context.get(requestContext), "payment");

function Payment({ loaderData }: Route.ComponentProps) {
  return <PaymentPage data={loaderData} />;
}

export default routeComponent(Payment);
