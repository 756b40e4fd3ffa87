import { siteResourceHref } from "../pages/href";
import type { Route } from "./+types/resource-robots";
import { LOCALE_PREFIXES } from "../lib/locales";
import { requestContext } from "../lib/request-context";

/** robots.txt: checkout and sign-in stay out of crawlers' way; one sitemap per locale. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /*/order-",
    "Disallow: /*/auth/",
    "Disallow: /resources/",
    "Disallow: /*/resources/",
    "Disallow: /__mock/",
    "",
    ...LOCALE_PREFIXES.map((prefix) => `Sitemap: ${origin}${siteResourceHref("sitemap", { file: `${prefix}.xml` })}`),
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
