import { routeComponent } from "../routing/route-component";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/private-sale";
import { PrivateSalePage } from "../features/private-sale/private-sale-page";
import { loadPrivateSalePage } from "../features/private-sale/private-sale.server";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.private_sale_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The members' private sale (features/site/private-sale.server.ts). */
export const loader = ({ url, context }: Route.LoaderArgs) => loadPrivateSalePage(url, context.get(requestContext));

function PrivateSale({ loaderData }: Route.ComponentProps) {
  return <PrivateSalePage data={loaderData} />;
}

export default routeComponent(PrivateSale);
