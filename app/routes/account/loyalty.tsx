import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/loyalty";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { loadLoyalty } from "../../features/account/loyalty.server";
import { LoyaltyPage } from "../../features/account/loyalty-pages";
import { FailedPage } from "../../features/account/page-states";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-loyalty"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadLoyalty(context.get(requestContext));
}

function Loyalty({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? <FailedPage title={heading} /> : <LoyaltyPage title={heading} data={loaderData} />;
}

export default routeComponent(Loyalty);
