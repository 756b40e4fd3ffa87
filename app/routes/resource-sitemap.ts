import type { Route } from "./+types/resource-sitemap";
import { sitemapPaths, sitemapXml } from "../features/sitemap/sitemap.server";
import { loadSiteParams } from "../features/site/site-params.server";
import { cacheControlFor } from "../lib/edge-cache.server";
import { isLocalePrefix, LOCALES } from "../lib/locales";
import { requestContext } from "../lib/request-context";
import { pageNotFound } from "../lib/not-found.server";

/** /sitemaps/{prefix}.xml: one sitemap per locale, listed by /robots.txt. */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const prefix = params.file.replace(/\.xml$/, "");
  if (!params.file.endsWith(".xml") || !isLocalePrefix(prefix)) pageNotFound(url);
  const requestCtx = context.get(requestContext);
  const locale = LOCALES[prefix];
  // This route sits outside the locales: speak the sitemap's language, read its site's parameters.
  const api = requestCtx.apiFor(locale);
  const scope = await requestCtx.cacheScope();
  const siteParams = () =>
    loadSiteParams({
      api,
      domain: locale.shopDomain,
      url: request.url,
      scope,
      bypassCache: requestCtx.bypassCache,
      waitUntil: requestCtx.waitUntil,
    });
  const paths = await sitemapPaths({ ...requestCtx, locale, api, siteParams });
  return new Response(sitemapXml(requestCtx.origin, paths), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": cacheControlFor(scope, 3600),
    },
  });
}
