import { href } from "../pages/href";
import { routeComponent } from "../routing/route-component";
import { redirect } from "react-router";
import type { Route } from "./+types/account-index";
import { requestContext } from "../lib/request-context";

/** /account itself is the dashboard. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(href(context.get(requestContext).locale.prefix, "account-dashboard"));
}

/** A page route, not a resource route: its 404s render the site's error page. It always redirects. */
function Redirecting() {
  return null;
}

export default routeComponent(Redirecting);
