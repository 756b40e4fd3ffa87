import { useParams } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/help";
import { useMessageOptions } from "../lib/i18n";
import { pageMeta, titleFromSlug } from "../lib/meta";
import { PageHeading } from "../ui/page-heading";

export function meta({ location, params }: Route.MetaArgs) {
  const page = (params as { page?: string }).page;
  return pageMeta(location.pathname, (o) => (page ? `${titleFromSlug(page)} · ${m.help_title({}, o)}` : m.help_title({}, o)));
}

/** The help centre under each language's own word (aide, help, ayuda, hilfe, aiuto, pomoc). */
export default function Help() {
  const options = useMessageOptions();
  const { page } = useParams();
  return <PageHeading title={page ? titleFromSlug(page) : m.help_title({}, options)} />;
}
