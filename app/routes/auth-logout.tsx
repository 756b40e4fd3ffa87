import { href } from "../pages/href";
import { routeComponent } from "../routing/route-component";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/auth-logout";
import { SignOutForm } from "../features/auth/sign-out-form";
import { useMessageOptions } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { requestContext, type RequestContext } from "../lib/request-context";
import { PageHeading } from "../ui/page-heading";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.header_sign_out({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/**
 * Logout (spec 2.4): clears the cart cookie and both tokens, then leaves by a full page load (303)
 * to the provider's logout, which comes back to this locale's home.
 */
function signOut(requestCtx: RequestContext): Response {
  requestCtx.auth.signOut();
  const provider = new URL(`${requestCtx.env.AUTH_PROVIDER_URL.replace(/\/$/, "")}/logout`, requestCtx.origin);
  provider.searchParams.set("redirect_uri", new URL(href(requestCtx.locale.prefix, "index"), requestCtx.origin).href);
  return new Response(null, {
    status: 303,
    headers: { Location: provider.href, "Cache-Control": "private, no-store" },
  });
}

/** The sign-out form's post (decision 60): a link or an image on another site cannot sign the shopper out. */
export async function action({ context }: Route.ActionArgs) {
  return signOut(context.get(requestContext));
}

/**
 * Visited: a navigation from one of our own pages (the browser says same-origin) signs out at
 * once, as spec 2.4 says (R2.4.04); one from elsewhere, or unmarked (an old bookmark, a foreign
 * link), only asks, and nothing happens until the shopper confirms.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const ours =
    request.headers.get("Sec-Fetch-Site") === "same-origin" && request.headers.get("Sec-Fetch-Mode") === "navigate";
  if (ours) throw signOut(context.get(requestContext));
  return null;
}

function SignOut() {
  const options = useMessageOptions();
  return (
    <>
      <PageHeading title={m.header_sign_out({}, options)} intro={m.sign_out_question({}, options)} />
      <SignOutForm className="button" />
    </>
  );
}

export default routeComponent(SignOut);
