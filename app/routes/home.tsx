import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/home";
import { useMessageOptions } from "../lib/i18n";
import { isLocalePrefix } from "../lib/locales";
import { pageMeta } from "../lib/meta";
import { PageHeading } from "../ui/page-heading";

const TOP_FAMILIES = ["WOMEN", "MEN", "KIDS", "BABY", "HOME"];

export function meta({ location, matches }: Route.MetaArgs) {
  const shell = matches.find((match) => isLocalePrefix(match?.id))?.loaderData as { segmentationTitles?: Record<string, string> } | undefined;
  const keywords = TOP_FAMILIES.flatMap((id) => shell?.segmentationTitles?.[id] ?? []);
  return pageMeta(location.pathname, (o) => m.shell_brand({}, o), (o) => m.home_description({}, o), keywords);
}

export default function Home() {
  const options = useMessageOptions();
  return (
    <div className="container">
      <PageHeading title={m.home_heading({}, options)} intro={m.home_intro({}, options)} />
    </div>
  );
}
