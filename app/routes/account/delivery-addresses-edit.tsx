import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/delivery-addresses-edit";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { accountAction } from "../../features/account/actions.server";
import { AddressFormPage, AddressGone } from "../../features/account/address-pages";
import { FailedPage } from "../../features/account/page-states";
import { loadAddressForm } from "../../features/account/settings.server";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES.editDeliveryAddresses;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ params, context }: Route.LoaderArgs) {
  return loadAddressForm(context.get(requestContext), params.id);
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(requestContext), ["address-save"]);
}

function EditDeliveryAddress({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  if (loaderData.failed) return <FailedPage title={heading} />;
  return loaderData.found ? <AddressFormPage title={heading} data={loaderData} /> : <AddressGone title={heading} />;
}

export default routeComponent(EditDeliveryAddress);
