import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/agent-access";
import { agentAccessAction, loadAgentAccess } from "../../agents/identity/consent.server";
import { AgentAccessPage } from "../../agents/identity/consent-page";
import { m } from "../../paraglide/messages.js";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.agent_link_page_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAgentAccess(context.get(requestContext), new URL(request.url));
}

export function action({ request, context }: Route.ActionArgs) {
  return agentAccessAction(request, context.get(requestContext));
}

function AgentAccess({ loaderData }: Route.ComponentProps) {
  return <AgentAccessPage data={loaderData} />;
}

export default routeComponent(AgentAccess);
