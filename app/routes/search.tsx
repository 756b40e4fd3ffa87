import { useSearchParams } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/search";
import { useMessageOptions } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { PageHeading } from "../ui/page-heading";

export function meta({ location }: Route.MetaArgs) {
  const query = new URLSearchParams(location.search).get("q")?.trim();
  return pageMeta(location.pathname, (o) => (query ? m.search_results_title({ query }, o) : m.search_title({}, o)));
}

export default function Search() {
  const options = useMessageOptions();
  const query = useSearchParams()[0].get("q")?.trim();
  return <PageHeading title={query ? m.search_results_title({ query }, options) : m.search_title({}, options)} />;
}
