import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/delivery-address-delete";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { accountAction } from "../../features/account/actions.server";
import { AddressGone, DeleteAddressPage } from "../../features/account/address-pages";
import { FailedPage } from "../../features/account/page-states";
import { loadAddressForm } from "../../features/account/settings.server";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";

const title = ACCOUNT_PAGE_TITLES["account-delivery-address-delete"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => m.account_delete_address_title({}, o));
}

/** An address's deletion, confirmed on its own page (decision 83). */
export function loader({ params, context }: Route.LoaderArgs) {
  return loadAddressForm(context.get(requestContext), params.id);
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(requestContext), ["address-delete"]);
}

function DeliveryAddressDelete({ loaderData }: Route.ComponentProps) {
  const options = useMessageOptions();
  const heading = m.account_delete_address_title({}, options);
  if (loaderData.failed) return <FailedPage title={title({}, options)} />;
  return loaderData.found ? <DeleteAddressPage title={heading} data={loaderData} /> : <AddressGone title={heading} />;
}

export default routeComponent(DeliveryAddressDelete);
