import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/edit";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { accountAction } from "../../features/account/actions.server";
import { ProfilePage } from "../../features/account/profile-pages";
import { FailedPage } from "../../features/account/page-states";
import { loadProfileForm } from "../../features/account/settings.server";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-edit"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadProfileForm(context.get(requestContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(requestContext), ["profile"]);
}

function Page({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? <FailedPage title={heading} /> : <ProfilePage title={heading} data={loaderData} />;
}

export default routeComponent(Page);
