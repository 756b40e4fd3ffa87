import type { MiddlewareFunction } from "react-router";
import { requestContext } from "../lib/request-context";
import { friendlyPageContext, runChecks, signInRedirect } from "./checks.server";
import { checksForFriendly, parseFriendlySegment } from "./friendly-urls";
import { pageNotFound } from "./not-found.server";
import { paramsAreValid } from "./params";
import { pageForPattern } from "./route-table";

/**
 * Runs for every page under a locale prefix, before any loader: finds the page in the route
 * table by its matched pattern, validates its params (404 on failure), parses a friendly URL
 * once for the whole request, enforces sign-in where the page needs it, then runs the page's
 * named checks.
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
    context.set(friendlyPageContext, friendly);
    checks = checksForFriendly(friendly);
  }
  if (page.requiresSignIn && !requestCtx.auth.signedIn()) throw signInRedirect(url, requestCtx);
  await runChecks(checks, { url, request, params, context: requestCtx, route: context });
  const response = await next();
  // The session expired during this request (token refresh failed, spec 4): pages that need
  // a customer and every form post go to sign-in, coming back here; public pages render
  // signed out, with a notice.
  if (requestCtx.auth.expired && (page.requiresSignIn || request.method !== "GET")) throw signInRedirect(url, requestCtx);
  return response;
};
