import { data, type MiddlewareFunction } from "react-router";
import { requestContext } from "../lib/request-context";
import { friendlyPageContext, runChecks } from "./checks.server";
import { checksForFriendly, parseFriendlySegment } from "./friendly-urls";
import { pageNotFound } from "../lib/not-found.server";
import { paramsAreValid } from "./params";
import { needsSignIn, pageForPattern, routeId } from "./route-table";
import { flowOf } from "../pages/kinds";
import { sameSitePath } from "../lib/return-to";
import { redirectToOwnUrl } from "../lib/own-url.server";
import { ownRoutePath } from "./own-route-path";
import { GET_PARAMS_ERROR, SiteParamsError } from "../features/site/site-params.server";

/**
 * Runs for every page under a locale prefix, before any loader: finds the page in the route
 * table by its matched pattern, validates its params (404 on failure), moves a read written
 * another way (case, trailing slash) to the page's own path, parses a friendly URL
 * once for the whole request, sends a signed-out shopper to sign in (with the page's flow) where
 * one of the page's checks needs a customer, then runs the page's named checks.
 */
/** Checks that only read the page's data (they 404 early, and the loader reuses what they read). */
const LOADING_CHECKS = new Set<string>(["init-product", "init-catalog"]);

/** The route ids a data request asks for (React Router's `_routes`), or null for a document request. */
function routesRequested(request: Request): string[] | null {
  const url = new URL(request.url);
  const routes = url.searchParams.get("_routes");
  return url.pathname.endsWith(".data") && routes !== null ? routes.split(",") : null;
}

/** Pages whose loader moves any other spelling of their path to their own (the 404 has none). */
const OWN_PATH_IN_LOADER = new Set(["fallback", "store-friendly"]);

/**
 * Every page, data request and form post needs its site's parameters: read once here (the
 * request keeps them), so a failure is the server-error page with the spec's getParams message
 * (spec 8), said on purpose, rather than an exception escaping from whichever loader or check
 * asked first.
 */
async function siteParamsOrServerError(siteParams: () => Promise<unknown>): Promise<void> {
  try {
    await siteParams();
  } catch (error) {
    if (error instanceof SiteParamsError) throw data(GET_PARAMS_ERROR, { status: 500 });
    throw error;
  }
}

export const localeMiddleware: MiddlewareFunction<Response> = async (
  { request, url, params, pattern, context },
  next,
) => {
  const requestCtx = context.get(requestContext);
  const page = pageForPattern(pattern);
  if (!page) return;
  if (!paramsAreValid(page.name, params)) pageNotFound(url);
  // One URL per page (decision 183): a read only, a form's post is answered where it was sent.
  // A store page's loader knows its whole own path (slug and closing slash): one move, not two.
  if ((request.method === "GET" || request.method === "HEAD") && !OWN_PATH_IN_LOADER.has(page.name)) {
    redirectToOwnUrl(url, ownRoutePath(requestCtx.locale.prefix, page.path, url.pathname));
  }
  await siteParamsOrServerError(requestCtx.siteParams);
  let checks = page.checks;
  if (page.name === "friendly") {
    const friendly = parseFriendlySegment(params.slug ?? "");
    if (!friendly) pageNotFound(url);
    context.set(friendlyPageContext, friendly);
    checks = checksForFriendly(friendly);
  }
  const flow = flowOf(page.name, url.search);
  // A page for customers (one of its checks needs sign-in): signed out, sign in first, whatever its other checks.
  if (needsSignIn(page) && !requestCtx.auth.signedIn()) throw requestCtx.signInRedirect(url, flow);
  // A data request that does not load this page (revalidating the shell after a form, say) needs
  // the page's access checks, not the reads of its loading checks.
  const loadsPage = routesRequested(request)?.includes(routeId(requestCtx.locale.prefix, page.name)) ?? true;
  await runChecks(loadsPage ? checks : checks.filter((name) => !LOADING_CHECKS.has(name)), {
    url,
    request,
    params,
    context: requestCtx,
    route: context,
    flow,
  });
  const response = await next();
  // The session expired during this request (token refresh failed, spec 4): pages that need
  // a customer and every form post go to sign-in, coming back to the page (a form's endpoint is
  // not where the shopper was: its Referer is); public pages render signed out, with a notice.
  if (requestCtx.auth.expired && (needsSignIn(page) || request.method !== "GET")) {
    const back = request.method === "GET" ? null : sameSitePath(request.headers.get("Referer"), requestCtx.origin);
    throw requestCtx.signInRedirect(back ? new URL(back, requestCtx.origin) : url, back ? null : flow);
  }
  return response;
};
