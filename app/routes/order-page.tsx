import { useMatches } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/order-page";
import { useMessageOptions } from "../lib/i18n";
import type { Language } from "../lib/locales";
import { pageMeta } from "../lib/meta";
import { routeNameFromId } from "../routing/route-table";
import { PageHeading } from "../ui/page-heading";

function orderTitle(name: string | undefined, options: { locale: Language }): string {
  switch (name) {
    case "order-billing":
      return m.order_billing_title({}, options);
    case "order-delivery":
      return m.order_delivery_title({}, options);
    case "order-overview":
      return m.order_overview_title({}, options);
    case "order-payment":
      return m.order_payment_title({}, options);
    case "order-confirmation":
      return m.order_confirmation_title({}, options);
    default:
      return m.order_check_title({}, options);
  }
}

export function meta({ location, matches }: Route.MetaArgs) {
  const name = routeNameFromId(matches.at(-1)?.id);
  return [...pageMeta(location.pathname, (o) => orderTitle(name, o)), { name: "robots", content: "noindex, nofollow" }];
}

/** The checkout steps (order layout, signed-in only). */
export default function OrderPage() {
  const name = routeNameFromId(useMatches().at(-1)?.id);
  return <PageHeading title={orderTitle(name, useMessageOptions())} />;
}
