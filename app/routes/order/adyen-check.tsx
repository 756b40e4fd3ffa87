import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/adyen-check";
import { providerReturn } from "../../features/checkout/payment.server";
import { requestContext } from "../../lib/request-context";

/** The card provider's return: the payment read back from the backend decides (features/checkout/payment.server.ts). */
export function loader({ url, context }: Route.LoaderArgs) {
  return providerReturn(context.get(requestContext), url, "adyen");
}

/** A page route that always redirects: its failures render the site's error page. */
function AdyenCheck() {
  return null;
}

export default routeComponent(AdyenCheck);
