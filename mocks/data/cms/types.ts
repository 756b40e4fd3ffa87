/**
 * Shapes of the CMS seed content (header, footer, site selector, help centre) and of the
 * commercial-animation answers (legal notices, offers). Field names are the CMS's own
 * (snake_case) wherever the spec names them, so the handlers can answer them unchanged.
 *
 * Links inside CMS content are locale-free references the storefront resolves:
 * "segmentation:{ID}", "page:landing:{ID}", "page:trend:{ID}", "help:{topicId}", "stores",
 * "newsletter", or absolute https:// URLs (social networks, the brand's magazine). The content
 * service answers page and help references with the slug of what they name in the entry's
 * language appended (":{slug}", mocks/routes/content.ts), as a CMS resolves a reference.
 */
import type { Localized, SeedLanguage } from "../types";

// ---------------------------------------------------------------- header (header_layout, spec R3.17)

export interface LinkAttributes {
  target: "_self" | "_blank";
  /** e.g. "noopener noreferrer" for external links opened in a new tab; null otherwise. */
  rel: string | null;
  title: string;
  aria_label: string;
}

export interface HighlightBadge {
  title: string; // "New", "-30%"
  color: string; // CSS colour, e.g. "#b3122e"
}

export interface LinkGroupItem {
  title: string;
  url: string;
  /** Draws a separator line above this link. */
  have_separator: boolean;
  highlight_badge: HighlightBadge | null;
}

export interface SubEntriesBlock {
  title: string;
  title_color: string | null;
  block_highlight_color: string | null;
  /** Folded by default (accordion on mobile, "see more" on desktop). */
  is_collapsed: boolean;
  is_highlighted: boolean;
  link_group: LinkGroupItem[];
}

export interface NavigationImage {
  image_file: { url: string };
  alt_attribute: string;
  is_highlighted: boolean;
  link: string;
}

export type SubEntryItem = { image: NavigationImage } | { sub_entries_block: SubEntriesBlock };

export interface NavigationEntryBlock {
  title: string;
  /** Internal destination; null for an entry that only points to an external link. */
  page_reference: { url: string } | null;
  external_link: string | null;
  attributes: LinkAttributes;
  is_highlighted: boolean;
  background_color: string | null;
  text_color: string | null;
  sub_entries_modular: SubEntryItem[];
}

export interface NavigationModularItem {
  navigation_entry_block: NavigationEntryBlock;
}

export interface GroupLink {
  title: string;
  url: string;
}

export interface NotificationBanner {
  text: string;
  link: string | null;
  background_color: string;
  text_color: string;
}

export interface HeaderLayout {
  content_type: "header_layout";
  uid: string;
  locale: SeedLanguage;
  navigation_modular: NavigationModularItem[];
  /** The "more" menu. */
  navigation_group: GroupLink[];
  notification_banner: NotificationBanner | null;
}

// ---------------------------------------------------------------- footer (footer_layout, spec R3.18)

export interface FooterLinkColumn {
  title: string;
  links: GroupLink[];
}

export type SocialNetwork = "instagram" | "facebook" | "pinterest" | "tiktok" | "youtube";

export interface FooterNetwork {
  name: string;
  url: string;
  icon: SocialNetwork;
}

export interface FooterReinsurance {
  title: string;
  description: string;
  link: string;
}

export interface FooterNewsletterBanner {
  title: string;
  texts: { short_text: string; long_text: string; text_color: string };
  cta: { label: string; cta_color: string; cta_label_color: string };
  background_color: string;
}

export interface FooterLayout {
  content_type: "footer_layout";
  uid: string;
  locale: SeedLanguage;
  links_modular: FooterLinkColumn[];
  community: { title: string; group: GroupLink[] };
  networks: FooterNetwork[];
  reinsurances: FooterReinsurance[];
  legals: { content: string[] };
  banner_newsletter: FooterNewsletterBanner;
}

// ---------------------------------------------------------------- site selector (site_selector_component, spec R3.19)

export interface SiteSelectorItem {
  /** The country (or "International") in the reader's language. */
  country_name: string;
  /** ISO 3166 alpha-2 of the site: FR, CH, GB, ES, DE, IT, PL. */
  country_code: string;
  /** The locale prefix's language. */
  country_language: SeedLanguage;
  /** The locale prefix the item switches to. */
  locale_prefix: string;
  /** The language's name in the reader's language, e.g. "français". */
  language_name: string;
  /** Long prefixes (fr-fr, fr-ch, ...) and en show a flag; short prefixes do not. */
  display_flag: boolean;
}

// ---------------------------------------------------------------- help centre

export type HelpTopicId =
  | "delivery"
  | "returns"
  | "payment"
  | "sizes"
  | "orders"
  | "account"
  | "loyalty"
  | "contact"
  | "gift-cards"
  | "stores"
  | "terms"
  | "withdrawal"
  | "privacy";

export interface HelpTopic {
  id: HelpTopicId;
  /** Display order in the help centre. */
  rank: number;
  /** URL segment after the help word, per language: /fr-fr/aide/livraison. */
  slug: Localized;
  title: Localized;
  summary: Localized;
  /** 3 to 6 paragraphs, each in the six languages. */
  body: Localized[];
}

// ---------------------------------------------------------------- commercial animations

export type CountryCode = "FR" | "CH" | "GB" | "ES" | "DE" | "IT" | "PL";

/** GET /commercial-animations/offers/legal-notices?country&language */
export interface LegalNotice {
  id: string;
  /** The language the notice is written in (the country's site language). */
  language: SeedLanguage;
  title: string;
  footer_text: string;
}

/**
 * REM: percentage off (value = percent). COU: coupon to type at checkout (value = percent off,
 * code set). CAD: gift voucher (value = amount in cents of the site's currency).
 * PTS: bonus loyalty points (value = points).
 */
export type DiscountType = "REM" | "PTS" | "CAD" | "COU";

/** One offer as GET /commercial-animations-self/offers answers it. */
export interface CommercialOffer {
  id: string;
  title: string;
  description: string;
  code: string | null;
  discountType: DiscountType;
  value: number;
  validFrom: string; // ISO 8601
  validTo: string; // ISO 8601
  familyIds: string[];
}

/** A personal offer as seeded: texts in the six languages, answered in the request's. */
export interface PersonalOfferSeed extends Omit<CommercialOffer, "title" | "description"> {
  title: Localized;
  description: Localized;
}

export interface CommercialOffersAnswer {
  personalOffers: CommercialOffer[];
  collectiveOffers: CommercialOffer[];
}
