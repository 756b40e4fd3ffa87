import { data, type MiddlewareFunction } from "react-router";
import { logWarning } from "./log.server";
import { requestContext } from "./request-context";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request was sent by another site: the browser's Sec-Fetch-Site, else its Origin.
 * A request with neither (a script, curl) is no cross-site forgery: browsers send one of them
 * with every form post and fetch.
 */
export function isCrossSite(request: Request, origin: string): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site !== "same-origin" && site !== "none";
  const from = request.headers.get("Origin");
  // The configured origin, or the host the request came to (a preview or the other of www/apex).
  return from !== null && from !== new URL(origin).origin && from !== new URL(request.url).origin;
}

/** Every mutation, on every route, passes here first: same origin, or 403 before any action runs. */
export const originGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!SAFE_METHODS.has(request.method) && isCrossSite(request, context.get(requestContext).origin)) {
    logWarning({ message: "Cross-site request refused", status: 403, url: request.url, origin: request.headers.get("Origin") ?? "" });
    throw data("Cross-site request refused", { status: 403 });
  }
  return next();
};
