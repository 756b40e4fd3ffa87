import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/dashboard";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { loadDashboard } from "../../features/account/dashboard.server";
import { DashboardPage } from "../../features/account/dashboard-page";
import { FailedPage } from "../../features/account/page-states";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-dashboard"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadDashboard(context.get(requestContext));
}

function Dashboard({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? <FailedPage title={heading} /> : <DashboardPage data={loaderData} />;
}

export default routeComponent(Dashboard);
