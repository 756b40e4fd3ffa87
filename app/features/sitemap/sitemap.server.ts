import { href } from "../../pages/href";
import { z } from "zod";
import { listingSchema, segmentationsSchema } from "../catalog-model/schemas";
import { edgeCached } from "../../lib/edge-cache.server";
import type { RequestContext } from "../../lib/request-context";
import { familyPath, productCardPath } from "../../pages/catalog-links";
import { storePath } from "../stores/links";
import { helpPath, loadHelpTopics } from "../content/help.server";
import { storeService } from "../stores/stores.server";

/**
 * The pages of one locale worth indexing: home, help centre, every family and every product
 * (read through the family listings), and the store locator, every store list and store page
 * where the site has stores. Only pages with content: no form-only or confirmation page.
 */
export async function sitemapPaths(context: RequestContext): Promise<string[]> {
  const locale = context.locale;
  const api = context.api;
  const [segmentations, topics, site] = await Promise.all([
    api.call("ecommerce/v3/catalog/segmentations/", { schema: segmentationsSchema }).catch(() => []),
    loadHelpTopics(context).catch(() => []),
    context.siteParams(),
  ]);
  const families = segmentations.map((entry) => familyPath(locale.prefix, entry));
  const products = await edgeCached({
    key: `sitemap-products/${locale.prefix}`,
    scope: await context.cacheScope(),
    schema: z.array(z.string()),
    ttlSeconds: 3600,
    bypass: false,
    waitUntil: context.waitUntil,
    load: async () => {
      const paths: string[] = [];
      for (const top of segmentations.filter((entry) => entry.parent === null)) {
        for (let page = 1; page <= 10; page++) {
          const listing = await api.call(`ecommerce/v3/catalog/families/${top.segmentationId}/products`, {
            query: { page, pageSize: 96, sort: "popular" },
            schema: listingSchema,
          });
          paths.push(...listing.products.map((card) => productCardPath(locale.prefix, card)));
          if (page >= listing.pagination.totalPages) break;
        }
      }
      return paths;
    },
  }).catch(() => []);
  const help = helpPath(locale);
  const storePages = site.params.storeLocator.isActive
    ? await storeService(context)
        .directory()
        .then((countries) =>
          countries.flatMap((country) => country.stores.map((store) => storePath(locale.prefix, store))),
        )
        .catch(() => [])
    : [];
  return [
    href(locale.prefix, "index"),
    help,
    ...(locale.isShort ? [] : topics.map((topic) => helpPath(locale, topic.slug))),
    ...(site.params.storeLocator.isActive
      ? [href(locale.prefix, "store-locator"), href(locale.prefix, "stores-all"), ...storePages]
      : []),
    ...families,
    ...products,
  ];
}

export function sitemapXml(origin: string, paths: string[]): string {
  const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
