import { routeComponent } from "../../routing/route-component";
import { data } from "react-router";
import type { Route } from "./+types/advantages";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { AdvantagesPage } from "../../features/account/advantages-page";
import { loadAdvantages } from "../../features/loyalty/advantages.server";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-advantages"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadAdvantages(context.get(requestContext));
  return data(page, { status: page.failed ? 503 : 200 });
}

function Advantages({ loaderData }: Route.ComponentProps) {
  return <AdvantagesPage title={title({}, useMessageOptions())} data={loaderData} />;
}

export default routeComponent(Advantages);
