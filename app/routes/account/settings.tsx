import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/settings";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { SettingsPage } from "../../features/account/settings-pages";
import { FailedPage } from "../../features/account/page-states";
import { loadSettings } from "../../features/account/settings.server";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-settings"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadSettings(context.get(requestContext));
}

function Settings({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? <FailedPage title={heading} /> : <SettingsPage title={heading} data={loaderData} />;
}

export default routeComponent(Settings);
