import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/store";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { accountAction } from "../../features/account/actions.server";
import { PreferredStorePage } from "../../features/account/store-and-deletion-pages";
import { loadPreferredStore } from "../../features/account/store-and-deletion.server";
import { FailedPage } from "../../features/account/page-states";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-store"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ url, context }: Route.LoaderArgs) {
  return loadPreferredStore(context.get(requestContext), url);
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(requestContext), ["preferred-store"]);
}

function PreferredStore({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? <FailedPage title={heading} /> : <PreferredStorePage title={heading} data={loaderData} />;
}

export default routeComponent(PreferredStore);
