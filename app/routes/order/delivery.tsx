import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/delivery";
import { m } from "../../paraglide/messages.js";
import { checkoutAction } from "../../features/checkout/actions.server";
import { DeliveryPage } from "../../features/checkout/delivery-page";
import { loadDelivery } from "../../features/checkout/delivery.server";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.order_delivery_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Step 4 (init-order and order-access ran first); without a billing address, the billing step. */
export function loader({ url, context }: Route.LoaderArgs) {
  return loadDelivery(context.get(requestContext), url);
}

/** The delivery forms' endpoint (features/checkout/actions.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) =>
  checkoutAction(request, context.get(requestContext), "delivery");

function Delivery({ loaderData }: Route.ComponentProps) {
  return <DeliveryPage data={loaderData} />;
}

export default routeComponent(Delivery);
