import { createRequestHandler } from "react-router";
import { handleEdgeRequest } from "./edge";

/** The Durable Object class the CART_SESSIONS binding names (wrangler.toml). */
export { CartSession } from "./cart-session";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  fetch(request, env, ctx) {
    return handleEdgeRequest(request, env as unknown as Record<string, unknown>, ctx, requestHandler);
  },
} satisfies ExportedHandler;
