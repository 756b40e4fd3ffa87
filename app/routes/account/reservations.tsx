import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/reservations";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { accountAction } from "../../features/account/actions.server";
import { ReservationsPage } from "../../features/account/reservations-pages";
import { loadReservations } from "../../features/account/reservations.server";
import { FailedPage } from "../../features/account/page-states";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-reservations"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadReservations(context.get(requestContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(requestContext), ["reservation-cancel"]);
}

function Reservations({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? <FailedPage title={heading} /> : <ReservationsPage title={heading} data={loaderData} />;
}

export default routeComponent(Reservations);
