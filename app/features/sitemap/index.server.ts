// The sitemap domain's public face on the server: what other domains and the routes use of it.
export { sitemapPaths, sitemapXml } from "./sitemap.server";
