import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/cart";
import { useMessageOptions } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { PageHeading } from "../ui/page-heading";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => m.cart_title({}, o));
}

export default function Cart() {
  return <PageHeading title={m.cart_title({}, useMessageOptions())} />;
}
