import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/delete";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { accountAction } from "../../features/account/actions.server";
import { DeletionPage } from "../../features/account/store-and-deletion-pages";
import { loadDeletion } from "../../features/account/store-and-deletion.server";
import { FailedPage } from "../../features/account/page-states";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-delete"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadDeletion(context.get(requestContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(requestContext), ["delete-account", "reactivate"]);
}

function DeleteAccount({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? <FailedPage title={heading} /> : <DeletionPage title={heading} data={loaderData} />;
}

export default routeComponent(DeleteAccount);
