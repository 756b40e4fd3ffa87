import { useLocation } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/unsubscribe";
import { useMessageOptions } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { notFound, PAGE_INTROUVABLE } from "../routing/not-found.server";
import { PageHeading } from "../ui/page-heading";

const isConfirmation = (pathname: string) => /\/confirmation\/?$/.test(pathname);

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) =>
      isConfirmation(location.pathname) ? m.unsubscribe_confirmation_title({}, o) : m.unsubscribe_title({}, o),
    ),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Unsubscribing comes from an e-mail link carrying a token and a source; without both it is not found. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (isConfirmation(url.pathname)) return null;
  if (!url.searchParams.get("token") || !url.searchParams.get("source")) notFound(PAGE_INTROUVABLE, url);
  return null;
}

export default function Unsubscribe() {
  const options = useMessageOptions();
  const { pathname } = useLocation();
  return (
    <PageHeading
      title={isConfirmation(pathname) ? m.unsubscribe_confirmation_title({}, options) : m.unsubscribe_title({}, options)}
    />
  );
}
