import type { LocalePrefix } from "../../lib/locales";

/** Friendly URLs of spec 2.5, the canonical shapes of browsing pages. */
export const productPath = (prefix: LocalePrefix, slug: string, productId: string) => `/${prefix}/${slug}--p${productId}`;
export const familyPath = (prefix: LocalePrefix, slug: string, familyId: string) => `/${prefix}/${slug}--pl${familyId}`;

const PAGE_MARKERS = { landing: "lp", trend: "tp", lookbook: "lbp", blog: "blog" } as const;
export const editorialPath = (prefix: LocalePrefix, type: keyof typeof PAGE_MARKERS, slug: string, id: string) =>
  `/${prefix}/${slug}--${PAGE_MARKERS[type]}${id}`;

export function blockLinkPath(prefix: LocalePrefix, link: { kind: "segmentation" | "product" | "page"; id: string; pageType: string | null; slug: string }): string {
  if (link.kind === "segmentation") return familyPath(prefix, link.slug, link.id);
  if (link.kind === "product") return productPath(prefix, link.slug, link.id);
  const type = link.pageType as keyof typeof PAGE_MARKERS;
  return type in PAGE_MARKERS ? editorialPath(prefix, type, link.slug, link.id) : `/${prefix}`;
}
