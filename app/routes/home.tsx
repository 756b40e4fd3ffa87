import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/home";
import { useMessageOptions } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { PageHeading } from "../ui/page-heading";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => m.shell_brand({}, o), (o) => m.home_description({}, o));
}

export default function Home() {
  const options = useMessageOptions();
  return (
    <div className="container">
      <PageHeading title={m.home_heading({}, options)} intro={m.home_intro({}, options)} />
    </div>
  );
}
