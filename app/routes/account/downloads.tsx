import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/downloads";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { DownloadsPage } from "../../features/account/reservations-pages";
import { loadDownloads } from "../../features/account/reservations.server";
import { FailedPage } from "../../features/account/page-states";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-downloads"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadDownloads(context.get(requestContext));
}

function Downloads({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? <FailedPage title={heading} /> : <DownloadsPage title={heading} data={loaderData} />;
}

export default routeComponent(Downloads);
