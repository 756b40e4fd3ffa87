import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/change-password";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { accountAction } from "../../features/account/actions.server";
import { PasswordPage } from "../../features/account/profile-pages";
import { FailedPage } from "../../features/account/page-states";
import { loadPasswordForm } from "../../features/account/settings.server";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-change-password"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadPasswordForm(context.get(requestContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(requestContext), ["password"]);
}

function ChangePassword({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? (
    <FailedPage title={heading} />
  ) : (
    <PasswordPage title={heading} hasPassword={loaderData.hasPassword} />
  );
}

export default routeComponent(ChangePassword);
