import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { handleEdgeRequest } from "./edge";

/** The Durable Object class the CART_SESSIONS binding names (wrangler.toml). */
export { CartSession } from "./cart-session";

/**
 * React Router's handler, made once per server build. Given a function, `createRequestHandler`
 * derives its static handler again on every request: with 12 prefixes × 70 routes, flattening and
 * ranking the route table was a fifth of a page's CPU (issue 30, `npm run bench:ssr`). The build
 * is still imported lazily (nothing of it runs at the Worker's startup), and a new build (the dev
 * server's hot reload) gets a new handler.
 */
let handler: { build: ServerBuild; handle: RequestHandler } | undefined;

const requestHandler: RequestHandler = async (request, loadContext) => {
  const build: ServerBuild = await import("virtual:react-router/server-build");
  if (handler?.build !== build) handler = { build, handle: createRequestHandler(build, import.meta.env.MODE) };
  return handler.handle(request, loadContext);
};

export default {
  fetch(request, env, ctx) {
    return handleEdgeRequest(request, env as unknown as Record<string, unknown>, ctx, requestHandler);
  },
} satisfies ExportedHandler;
