import { href } from "../pages/href";
import { routeComponent } from "../routing/route-component";
import { Link } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/unsubscribe-confirmation";
import { useLocale } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { PageHeading } from "../ui/page-heading";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.unsubscribe_confirmation_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Where a confirmed unsubscription lands. */
function UnsubscribeConfirmation() {
  const { prefix, language } = useLocale();
  const options = { locale: language };
  return (
    <>
      <PageHeading title={m.unsubscribe_confirmation_title({}, options)} intro={m.unsubscribe_done({}, options)} />
      <Link className="button" to={href(prefix, "index")}>
        {m.newsletter_continue({}, options)}
      </Link>
    </>
  );
}

export default routeComponent(UnsubscribeConfirmation);
