import { useMatches } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/account-page";
import { ACCOUNT_PAGE_TITLES } from "../features/account/account-pages";
import { useMessageOptions } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { routeNameFromId } from "../routing/route-table";
import { PageHeading } from "../ui/page-heading";

export function meta({ location, matches }: Route.MetaArgs) {
  const title = ACCOUNT_PAGE_TITLES[routeNameFromId(matches.at(-1)?.id) ?? "account"] ?? m.account_title;
  return pageMeta(location.pathname, (o) => title({}, o));
}

/** The pages of the customer account (account layout, signed-in only, noindex). */
export default function AccountPage() {
  const name = routeNameFromId(useMatches().at(-1)?.id) ?? "account";
  const title = ACCOUNT_PAGE_TITLES[name] ?? m.account_title;
  return <PageHeading title={title({}, useMessageOptions())} />;
}
