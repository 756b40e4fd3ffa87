import type { LocalePrefix } from "../lib/locales";
import { slugify } from "../lib/slug";
import { href } from "./href";

/**
 * Friendly URLs of spec 2.5, the canonical shapes of browsing pages, made here only: the page
 * itself, its canonical link, the sitemap, cards, cart lines and menus all ask these, with the one
 * transliteration of `slugify`, so no link to a page ever answers 301 (decision 131).
 */
const withSlug = (prefix: LocalePrefix, slug: string, marker: string, id: string) =>
  `/${prefix}/${slug}--${marker}${id}`;

/** The slug of a product in one colour: its name's and colour's. */
export const productSlug = (name: string, colourLabel: string) => slugify(`${name} ${colourLabel}`);

/** A product in one colour. Each colour's URL is its own canonical. */
export const productPath = (prefix: LocalePrefix, product: { name: string; productId: string }, colourLabel: string) =>
  withSlug(prefix, productSlug(product.name, colourLabel), "p", product.productId);

/**
 * A product known by its id alone (a content reference, an agent's question): the friendly URL
 * with a stand-in slug, which the product page moves to its own.
 */
export const productByIdPath = (prefix: LocalePrefix, productId: string) => withSlug(prefix, "product", "p", productId);

/** A product card's link: the product in the card's colour. */
export const productCardPath = (prefix: LocalePrefix, card: { name: string; productId: string; colourLabel: string }) =>
  productPath(prefix, card, card.colourLabel);

/** A family's listing: the slug of its title. */
export const familyPath = (prefix: LocalePrefix, family: { title: string; segmentationId: string }) =>
  withSlug(prefix, slugify(family.title), "pl", family.segmentationId);

const PAGE_MARKERS = { landing: "lp", trend: "tp", lookbook: "lbp", blog: "blog" } as const;
export type EditorialPageType = keyof typeof PAGE_MARKERS;
export const isEditorialPageType = (type: string | null): type is EditorialPageType =>
  type !== null && type in PAGE_MARKERS;
export const editorialPath = (prefix: LocalePrefix, type: EditorialPageType, slug: string, id: string) =>
  withSlug(prefix, slug, PAGE_MARKERS[type], id);

export function blockLinkPath(
  prefix: LocalePrefix,
  link: { kind: "segmentation" | "product" | "page"; id: string; pageType: string | null; slug: string },
): string {
  // Content links carry the backend's slug (made by the same slugify): no title to make one from.
  if (link.kind === "segmentation") return withSlug(prefix, link.slug, "pl", link.id);
  if (link.kind === "product") return withSlug(prefix, link.slug, "p", link.id);
  return isEditorialPageType(link.pageType)
    ? editorialPath(prefix, link.pageType, link.slug, link.id)
    : href(prefix, "index");
}
