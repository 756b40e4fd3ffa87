import type { Route } from "./+types/store";
import { m } from "../paraglide/messages.js";
import { pageMeta } from "../lib/meta";
import { useMessageOptions } from "../lib/i18n";
import { PageHeading } from "../ui/page-heading";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => m.store_title({}, o));
}

/** One store, by id or by its friendly /stores/{country}/{city}/{name}-{storeId} URL. */
export default function Store() {
  return <PageHeading title={m.store_title({}, useMessageOptions())} />;
}
