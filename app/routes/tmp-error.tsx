import { href } from "../pages/href";
import { routeComponent } from "../routing/route-component";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/tmp-error";
import { useLocale } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { PageHeading } from "../ui/page-heading";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.tmp_error_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Where flows land after a temporary failure: say so and offer a way on. */
function TemporaryError() {
  const locale = useLocale();
  const options = { locale: locale.language };
  return (
    <>
      <PageHeading title={m.tmp_error_title({}, options)} intro={m.tmp_error_text({}, options)} />
      <a className="button" href={href(locale.prefix, "index")}>
        {m.error_back_home({}, options)}
      </a>
    </>
  );
}

export default routeComponent(TemporaryError);
