import type { LocalePrefix } from "../../lib/locales";
import { slugify } from "../../lib/slug";

/**
 * Friendly URLs of spec 2.5, the canonical shapes of browsing pages, made here only: the page
 * itself, its canonical link, the sitemap, cards, cart lines and menus all ask these, with the one
 * transliteration of `slugify`, so no link to a page ever answers 301 (decision 131).
 */
const withSlug = (prefix: LocalePrefix, slug: string, marker: string, id: string) => `/${prefix}/${slug}--${marker}${id}`;

/** A product in one colour: the slug of its name and colour. Each colour's URL is its own canonical. */
export const productPath = (prefix: LocalePrefix, product: { name: string; productId: string }, colourLabel: string) =>
  withSlug(prefix, slugify(`${product.name} ${colourLabel}`), "p", product.productId);

/** A product card's link: the product in the card's colour. */
export const productCardPath = (prefix: LocalePrefix, card: { name: string; productId: string; colourLabel: string }) => productPath(prefix, card, card.colourLabel);

/** A family's listing: the slug of its title. */
export const familyPath = (prefix: LocalePrefix, family: { title: string; segmentationId: string }) => withSlug(prefix, slugify(family.title), "pl", family.segmentationId);

const PAGE_MARKERS = { landing: "lp", trend: "tp", lookbook: "lbp", blog: "blog" } as const;
export const editorialPath = (prefix: LocalePrefix, type: keyof typeof PAGE_MARKERS, slug: string, id: string) =>
  `/${prefix}/${slug}--${PAGE_MARKERS[type]}${id}`;

export function blockLinkPath(prefix: LocalePrefix, link: { kind: "segmentation" | "product" | "page"; id: string; pageType: string | null; slug: string }): string {
  // Content links carry the backend's slug (made by the same slugify): no title to make one from.
  if (link.kind === "segmentation") return withSlug(prefix, link.slug, "pl", link.id);
  if (link.kind === "product") return withSlug(prefix, link.slug, "p", link.id);
  const type = link.pageType as keyof typeof PAGE_MARKERS;
  return type in PAGE_MARKERS ? editorialPath(prefix, type, link.slug, link.id) : `/${prefix}`;
}
