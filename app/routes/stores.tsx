import { useLocation } from "react-router";
import type { Route } from "./+types/stores";
import { m } from "../paraglide/messages.js";
import { pageMeta } from "../lib/meta";
import { useMessageOptions } from "../lib/i18n";
import { PageHeading } from "../ui/page-heading";

const isAllStores = (pathname: string) => /\/stores\/all\/?$/.test(pathname);

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => (isAllStores(location.pathname) ? m.stores_all_title({}, o) : m.stores_title({}, o)));
}

/** The store locator and the list of all stores (FR, CH and GB sites only: store-access). */
export default function Stores() {
  const options = useMessageOptions();
  const { pathname } = useLocation();
  return <PageHeading title={isAllStores(pathname) ? m.stores_all_title({}, options) : m.stores_title({}, options)} />;
}
