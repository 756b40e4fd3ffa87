import type { MiddlewareFunction } from "react-router";
import { requestContext } from "../lib/request-context";
import { runChecks, signInRedirect } from "./checks.server";
import { checksForFriendly, parseFriendlySegment } from "./friendly-urls";
import { pageNotFound } from "./not-found.server";
import { paramsAreValid } from "./params";
import { pageForPattern } from "./route-table";
import { isSignedIn } from "../lib/tokens";

/**
 * Runs for every page under a locale prefix, before any loader: finds the page in the route
 * table by its matched pattern, validates its params (404 on failure), enforces sign-in
 * where the page needs it, then runs the page's named checks.
 */
export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, url, params, pattern, context }, next) => {
  const requestCtx = context.get(requestContext);
  const page = pageForPattern(pattern);
  if (!page) return;
  if (!paramsAreValid(page.name, params)) pageNotFound(url);
  let checks = page.checks;
  if (page.name === "friendly") {
    const friendly = parseFriendlySegment(params.slug ?? "");
    if (!friendly) pageNotFound(url);
    checks = checksForFriendly(friendly);
  }
  if (page.requiresSignIn && !isSignedIn(requestCtx.tokens)) throw signInRedirect(url, requestCtx);
  await runChecks(checks, url, request, requestCtx);
  const response = await next();
  // The session expired during this request (token refresh failed, spec 4): pages that need
  // a customer and every form post go to sign-in, coming back here; public pages render
  // signed out, with a notice.
  if (requestCtx.session.expired && (page.requiresSignIn || request.method !== "GET")) throw signInRedirect(url, requestCtx);
  return response;
};
