import { redirectDocument } from "react-router";
import type { Route } from "./+types/auth-logout";
import { requestContext } from "../lib/request-context";

/**
 * Logout (spec 2.4): clear the cart cookie and both tokens, then leave by full page load to
 * the provider's logout, which comes back to this locale's home.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const requestCtx = context.get(requestContext);
  requestCtx.auth.signOut();
  const provider = new URL(`${requestCtx.env.AUTH_PROVIDER_URL.replace(/\/$/, "")}/logout`, requestCtx.origin);
  provider.searchParams.set("redirect_uri", new URL(`/${requestCtx.locale.prefix}`, requestCtx.origin).href);
  return redirectDocument(provider.href);
}

/** A page route, not a resource route: its 404s render the site's error page. It always redirects. */
export default function Redirecting() {
  return null;
}
