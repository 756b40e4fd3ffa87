import { routeComponent } from "../routing/route-component";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/unsubscribe";
import { unsubscribeAction } from "../features/newsletter/actions.server";
import { messageTypeFromLink } from "../features/newsletter/message-types";
import { UnsubscribePage } from "../features/newsletter/unsubscribe-form";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { notFound, PAGE_INTROUVABLE } from "../lib/not-found.server";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.unsubscribe_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/**
 * Unsubscribing comes from an e-mail link carrying a token, a source and the e-mail's message
 * type (R3.21; none is the newsletter); without a token and source, or with a type we do not
 * send, it is not found (spec 2.4, 8).
 */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  const source = url.searchParams.get("source");
  const type = messageTypeFromLink(url.searchParams.get("type"));
  if (!token || !source || !type) notFound(PAGE_INTROUVABLE, url);
  return { token: token.slice(0, 200), source: source.slice(0, 40), type };
}

/** Leaving the newsletter (features/newsletter/actions.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) =>
  unsubscribeAction(request, context.get(requestContext));

function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return <UnsubscribePage token={loaderData.token} source={loaderData.source} type={loaderData.type} />;
}

export default routeComponent(Unsubscribe);
