import type { RequestHandler, ServerBuild } from "react-router";
import { handleEdgeRequest } from "./edge";
import { routeScopeOf, scopedHandlers } from "./locale-builds";
import { ROUTE_DISCOVERY_PATH } from "./route-discovery";

/** The Durable Object class the CART_SESSIONS binding names (wrangler.toml). */
export { CartSession } from "./cart-session";
/** The Durable Object class the AGENT_CHECKOUTS binding names (wrangler.toml). */
export { AgentCheckout } from "./agent-checkout";

/**
 * React Router's handlers, made once per server build and route scope (workers/locale-builds.ts:
 * a request is matched against its locale's routes only). Given a function, `createRequestHandler`
 * derives its static handler again on every request: with 12 prefixes × 70 routes, flattening and
 * ranking the route table was a fifth of a page's CPU (issue 30, `npm run bench:ssr`). The build
 * is still imported lazily (nothing of it runs at the Worker's startup), and a new build (the dev
 * server's hot reload) gets new handlers.
 */
let handlers: { build: ServerBuild; handlerFor: ReturnType<typeof scopedHandlers> } | undefined;

const requestHandler: RequestHandler = async (request, loadContext) => {
  const build: ServerBuild = await import("virtual:react-router/server-build");
  if (handlers?.build !== build) handlers = { build, handlerFor: scopedHandlers(build, import.meta.env.MODE) };
  const scope = routeScopeOf(new URL(request.url).pathname, ROUTE_DISCOVERY_PATH);
  return handlers.handlerFor(scope)(request, loadContext);
};

export default {
  fetch(request, env, ctx) {
    return handleEdgeRequest(request, env as unknown as Record<string, unknown>, ctx, requestHandler);
  },
} satisfies ExportedHandler;
