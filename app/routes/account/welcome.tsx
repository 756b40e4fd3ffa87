import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/welcome";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { loadWelcome } from "../../features/account/dashboard.server";
import { WelcomePage } from "../../features/account/welcome-page";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-welcome"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ url, context }: Route.LoaderArgs) {
  return loadWelcome(context.get(requestContext), url);
}

function Welcome({ loaderData }: Route.ComponentProps) {
  return <WelcomePage data={loaderData} />;
}

export default routeComponent(Welcome);
