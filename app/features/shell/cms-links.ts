import { href } from "../../pages/href";
import type { LocaleInfo } from "../../lib/locales";
import { slugify } from "../../lib/slug";
import { editorialPath, familyPath, isEditorialPageType, productByIdPath } from "../../pages/catalog-links";

/**
 * CMS content links are locale-free references ("segmentation:WOMEN_DRESSES",
 * "page:landing:BF2026", "help:delivery", "stores", "newsletter") or absolute URLs; this turns
 * them into the page's own URLs, in its locale. A family's reference may carry its listing's
 * query ("segmentation:WOMEN?tag=New": the family's new products), kept on its URL. The content
 * service answers a page's or a help topic's reference with its slug in the entry's language
 * ("page:landing:BF2026:black-friday", "help:delivery:livraison"): the link is then the page's own
 * URL, which answers without a redirect (decision 183).
 */
export interface ResolvedLink {
  href: string;
  external: boolean;
}

export type SegmentationTitles = Record<string, string>;

export function resolveCmsLink(reference: string, locale: LocaleInfo, titles: SegmentationTitles): ResolvedLink {
  const home = href(locale.prefix, "index");
  if (/^https?:\/\//.test(reference)) return { href: reference, external: true };
  if (reference.startsWith("/")) return { href: `${home}${reference}`, external: false };
  const [kind, first = "", second = "", third = ""] = reference.split(":");
  switch (kind) {
    case "segmentation": {
      const [segmentationId = "", query] = first.split("?");
      const search = query ? `?${new URLSearchParams(query)}` : "";
      return {
        href: `${familyPath(locale.prefix, { title: titles[segmentationId] ?? segmentationId, segmentationId })}${search}`,
        external: false,
      };
    }
    case "page":
      return isEditorialPageType(first)
        ? { href: editorialPath(locale.prefix, first, third || slugify(second), second), external: false }
        : { href: home, external: false };
    case "product":
      return { href: productByIdPath(locale.prefix, first), external: false };
    case "help":
      return {
        href: href(locale.prefix, "help", locale.isShort ? {} : { page: second || first }),
        external: false,
      };
    case "stores":
      return { href: href(locale.prefix, "store-locator"), external: false };
    case "newsletter":
      return { href: href(locale.prefix, "newsletter-subscription"), external: false };
    default:
      return { href: home, external: false };
  }
}
