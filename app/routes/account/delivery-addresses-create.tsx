import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/delivery-addresses-create";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { accountAction } from "../../features/account/actions.server";
import { AddressFormPage } from "../../features/account/address-pages";
import { FailedPage } from "../../features/account/page-states";
import { loadAddressForm } from "../../features/account/settings.server";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES.createDeliveryAddresses;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadAddressForm(context.get(requestContext), null);
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(requestContext), ["address-save"]);
}

function CreateDeliveryAddress({ loaderData }: Route.ComponentProps) {
  const heading = title({}, useMessageOptions());
  return loaderData.failed ? <FailedPage title={heading} /> : <AddressFormPage title={heading} data={loaderData} />;
}

export default routeComponent(CreateDeliveryAddress);
