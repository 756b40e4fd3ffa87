import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { isLocalePrefix, type LocalePrefix } from "../app/lib/locales";

/**
 * React Router matches a URL by trying the branches of its route table one after another, and
 * compiles each branch's pattern as it tries it: with 12 prefixes × 70 pages, a product URL
 * (ranked last, a dynamic segment) tried some 900 branches before its own, several times per
 * request (issue 30, `npm run bench:ssr`). Every page of a locale lives under its prefix, so a
 * request can only match its prefix's routes and those outside every locale: each request is
 * handled with a build holding just those (route ids and files unchanged). Rendering a document
 * makes React Router build and rank the manifest's whole route table once more, so the manifest
 * is scoped too; the browser is only ever sent the routes a page matched. Route discovery
 * (`/__manifest`) asks for paths of any locale and keeps the whole table, as does any path whose
 * first segment React Router could read otherwise (empty, or not decodable).
 */

/**
 * The page a request is for, as React Router reads it: a data request (single fetch) names its
 * page's path plus `.data`, `/_.data` after a trailing slash (`/fr-fr.data` is the French home's).
 */
function pagePath(pathname: string): string {
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
}

/** Which routes a path can match: one locale's (its prefix), none of the locales', or, unsure, all. */
export type RouteScope = LocalePrefix | "outside-locales" | "all";

export function routeScopeOf(pathname: string, routeDiscoveryPath: string): RouteScope {
  if (pathname === routeDiscoveryPath) return "all";
  const first = pagePath(pathname).split("/")[1];
  if (!first) return "all";
  let decoded: string;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    return "all";
  }
  // React Router matches static segments ignoring ASCII case (a RegExp's `i` without `u`).
  const lowered = decoded.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return isLocalePrefix(lowered) ? lowered : "outside-locales";
}

/** The locale a route id belongs to: the locale route's id is its prefix, its pages' `${prefix}:${name}`. */
function localeOfRoute(id: string): string | undefined {
  const prefix = id.split(":")[0];
  return isLocalePrefix(prefix) ? prefix : undefined;
}

/**
 * The build with the routes of one scope only (the root and the routes outside every locale
 * always), in its route modules and in the manifest the document renders its routes from.
 */
export function scopedBuild(build: ServerBuild, scope: RouteScope): ServerBuild {
  if (scope === "all") return build;
  const inScope = <Route>(routes: Record<string, Route>) =>
    Object.fromEntries(
      Object.entries(routes).filter(([id]) => {
        const locale = localeOfRoute(id);
        return locale === undefined || locale === scope;
      }),
    );
  return { ...build, routes: inScope(build.routes), assets: { ...build.assets, routes: inScope(build.assets.routes) } };
}

/** One handler per scope, made when first needed, for one server build. */
export function scopedHandlers(build: ServerBuild, mode: string | undefined): (scope: RouteScope) => RequestHandler {
  const handlers = new Map<RouteScope, RequestHandler>();
  return (scope) => {
    let handler = handlers.get(scope);
    if (!handler) handlers.set(scope, (handler = createRequestHandler(scopedBuild(build, scope), mode)));
    return handler;
  };
}
