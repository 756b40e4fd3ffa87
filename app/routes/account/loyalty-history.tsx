import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/loyalty-history";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { loadLoyaltyHistory } from "../../features/account/loyalty.server";
import { LoyaltyHistoryPage } from "../../features/account/loyalty-pages";
import { FailedPage } from "../../features/account/page-states";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-loyalty-history"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

/** Card holders (FID) only: anyone else gets the fatal not-found 'page introuvable'. */
export function loader({ url, context }: Route.LoaderArgs) {
  return loadLoyaltyHistory(context.get(requestContext), url);
}

function LoyaltyHistory({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? <FailedPage title={heading} /> : <LoyaltyHistoryPage title={heading} data={loaderData} />;
}

export default routeComponent(LoyaltyHistory);
