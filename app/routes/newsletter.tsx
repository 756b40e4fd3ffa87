import { useLocation } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/newsletter";
import { useMessageOptions } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { PageHeading } from "../ui/page-heading";

const isConfirmation = (pathname: string) => /\/confirmation\/?$/.test(pathname);

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) =>
    isConfirmation(location.pathname) ? m.newsletter_confirmation_title({}, o) : m.newsletter_subscription_title({}, o),
  );
}

/** Newsletter subscription and its confirmation (newsletter layout). */
export default function Newsletter() {
  const options = useMessageOptions();
  const { pathname } = useLocation();
  return (
    <PageHeading
      title={isConfirmation(pathname) ? m.newsletter_confirmation_title({}, options) : m.newsletter_subscription_title({}, options)}
    />
  );
}
