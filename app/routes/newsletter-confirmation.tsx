import { href } from "../pages/href";
import { routeComponent } from "../routing/route-component";
import { Link } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/newsletter-confirmation";
import { useLocale } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { useArrivedAnswerToast } from "../ui/arrived-answer";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.newsletter_confirmation_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** What the sign-up did (`?status=`): subscribed, already subscribed, or nothing yet (the page opened on its own). */
export function loader({ url }: Route.LoaderArgs) {
  const status = url.searchParams.get("status");
  return { status: status === "subscribed" || status === "already" ? status : null };
}

function NewsletterConfirmation({ loaderData }: Route.ComponentProps) {
  const { prefix, language } = useLocale();
  const options = { locale: language };
  // With scripts, the sign-up's answer is also said as a toast, as the form says its refusals.
  useArrivedAnswerToast("newsletter");
  const text =
    loaderData.status === "subscribed"
      ? m.newsletter_subscribed({}, options)
      : loaderData.status === "already"
        ? m.newsletter_already({}, options)
        : m.newsletter_confirmation_none({}, options);
  return (
    <>
      <h1>{m.newsletter_confirmation_title({}, options)}</h1>
      <p className="page-intro" role={loaderData.status ? "status" : undefined}>
        {text}
      </p>
      <p>
        {loaderData.status ? (
          <Link className="button" to={href(prefix, "index")}>
            {m.newsletter_continue({}, options)}
          </Link>
        ) : (
          <Link className="button" to={href(prefix, "newsletter-subscription")}>
            {m.newsletter_sign_up_link({}, options)}
          </Link>
        )}
      </p>
    </>
  );
}

export default routeComponent(NewsletterConfirmation);
