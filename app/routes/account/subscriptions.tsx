import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/subscriptions";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { accountAction } from "../../features/account/actions.server";
import { SubscriptionsPage } from "../../features/account/subscriptions-page";
import { FailedPage } from "../../features/account/page-states";
import { loadSubscriptions } from "../../features/account/settings.server";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-subscriptions"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadSubscriptions(context.get(requestContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(requestContext), ["subscriptions"]);
}

function Subscriptions({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? <FailedPage title={heading} /> : <SubscriptionsPage title={heading} data={loaderData} />;
}

export default routeComponent(Subscriptions);
