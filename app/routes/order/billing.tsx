import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/billing";
import { m } from "../../paraglide/messages.js";
import { checkoutAction } from "../../features/checkout/actions.server";
import { BillingPage } from "../../features/checkout/billing-page";
import { loadBilling } from "../../features/checkout/billing.server";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.order_billing_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Step 3 (init-order and order-access ran first: a signed-in customer's cart with something in it). */
export function loader({ context }: Route.LoaderArgs) {
  return loadBilling(context.get(requestContext));
}

/** The billing form's endpoint (features/checkout/actions.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) =>
  checkoutAction(request, context.get(requestContext), "billing");

function Billing({ loaderData }: Route.ComponentProps) {
  return <BillingPage data={loaderData} />;
}

export default routeComponent(Billing);
