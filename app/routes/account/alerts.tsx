import { routeComponent } from "../../routing/route-component";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/alerts";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { accountAction } from "../../features/account/actions.server";
import { AlertsPage } from "../../features/account/alerts-page";
import { loadAlerts } from "../../features/account/alerts.server";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-alerts"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadAlerts(context.get(requestContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(requestContext), ["alert-delete", "alert-restore"]);
}

/** A deleted alert keeps its place for its undo: the list is not read again until it is gone or back. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "alert-delete" ? false : defaultShouldRevalidate;
}

function Alerts({ loaderData }: Route.ComponentProps) {
  return <AlertsPage title={title({}, useMessageOptions())} data={loaderData} />;
}

export default routeComponent(Alerts);
