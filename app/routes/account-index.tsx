import { redirect } from "react-router";
import type { Route } from "./+types/account-index";
import { requestContext } from "../lib/request-context";

/** /account itself is the dashboard. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(`/${context.get(requestContext).locale.prefix}/account/dashboard`);
}
