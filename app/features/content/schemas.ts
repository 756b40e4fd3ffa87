import { z } from "zod";

/**
 * CMS content (spec 3 "Header content", "Footer content", "Country selector item", "Meta
 * info"), legal notices, commercial offers and newsletter answers (spec 7). Field names are
 * the CMS's own (snake_case). The storefront reads CMS failures as null (spec 8).
 */

const color = z.string().nullable();

const linkAttributesSchema = z.object({
  target: z.enum(["_self", "_blank"]),
  rel: z.string().nullable(),
  title: z.string(),
  aria_label: z.string(),
});

export const highlightBadgeSchema = z.object({ title: z.string(), color: z.string() });

export const linkGroupItemSchema = z.object({
  title: z.string(),
  url: z.string(),
  have_separator: z.boolean(),
  highlight_badge: highlightBadgeSchema.nullable(),
});

export const subEntriesBlockSchema = z.object({
  title: z.string(),
  title_color: color,
  block_highlight_color: color,
  is_collapsed: z.boolean(),
  is_highlighted: z.boolean(),
  link_group: z.array(linkGroupItemSchema),
});

export const navigationImageSchema = z.object({
  image_file: z.object({ url: z.string() }),
  alt_attribute: z.string(),
  is_highlighted: z.boolean(),
  link: z.string(),
});

export const navigationEntryBlockSchema = z.object({
  title: z.string(),
  page_reference: z.object({ url: z.string() }).nullable(),
  external_link: z.string().nullable(),
  attributes: linkAttributesSchema,
  is_highlighted: z.boolean(),
  background_color: color,
  text_color: color,
  sub_entries_modular: z.array(
    z.union([z.object({ image: navigationImageSchema }), z.object({ sub_entries_block: subEntriesBlockSchema })]),
  ),
});

const groupLinkSchema = z.object({ title: z.string(), url: z.string() });

export const headerLayoutSchema = z.object({
  content_type: z.literal("header_layout"),
  uid: z.string(),
  locale: z.string(),
  navigation_modular: z.array(z.object({ navigation_entry_block: navigationEntryBlockSchema })),
  navigation_group: z.array(groupLinkSchema),
  notification_banner: z
    .object({ text: z.string(), link: z.string().nullable(), background_color: z.string(), text_color: z.string() })
    .nullable(),
});
export type HeaderLayout = z.infer<typeof headerLayoutSchema>;

export const footerLayoutSchema = z.object({
  content_type: z.literal("footer_layout"),
  uid: z.string(),
  locale: z.string(),
  links_modular: z.array(z.object({ title: z.string(), links: z.array(groupLinkSchema) })),
  community: z.object({ title: z.string(), group: z.array(groupLinkSchema) }),
  networks: z.array(z.object({ name: z.string(), url: z.url(), icon: z.string() })),
  reinsurances: z.array(z.object({ title: z.string(), description: z.string(), link: z.string() })),
  legals: z.object({ content: z.array(z.string()) }),
  banner_newsletter: z.object({
    title: z.string(),
    texts: z.object({ short_text: z.string(), long_text: z.string(), text_color: z.string() }),
    cta: z.object({ label: z.string(), cta_color: z.string(), cta_label_color: z.string() }),
    background_color: z.string(),
  }),
});
export type FooterLayout = z.infer<typeof footerLayoutSchema>;

export const siteSelectorItemSchema = z.object({
  country_name: z.string(),
  country_code: z.string().length(2),
  country_language: z.string(),
  locale_prefix: z.string(),
  language_name: z.string(),
  display_flag: z.boolean(),
});
export const siteSelectorEntrySchema = z.object({
  content_type: z.literal("site_selector_component"),
  locale: z.string(),
  items: z.array(siteSelectorItemSchema),
});

/** GET /cms/v3/assets (R7.38): pictures of the content service by folder. */
export const cmsAssetsSchema = z.object({
  assets: z.array(z.object({ uid: z.string(), title: z.string(), folder: z.string(), url: z.string().max(2000) })),
});

export const cmsEntriesSchema = z.object({
  entries: z.array(z.union([headerLayoutSchema, footerLayoutSchema, siteSelectorEntrySchema])),
});
export const headerEntriesSchema = z.object({ entries: z.array(headerLayoutSchema) });
export const footerEntriesSchema = z.object({ entries: z.array(footerLayoutSchema) });
export const siteSelectorEntriesSchema = z.object({ entries: z.array(siteSelectorEntrySchema) });

/** Help-centre topics (designed content type help_topic). */
export const helpTopicSchema = z.object({
  content_type: z.literal("help_topic"),
  uid: z.string(),
  locale: z.string(),
  rank: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.array(z.string()).min(1),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

export const legalNoticesSchema = z.array(z.object({ id: z.string(), title: z.string(), footerText: z.string() }));

export const commercialOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  code: z.string().nullable(),
  discountType: z.enum(["REM", "PTS", "CAD", "COU"]),
  value: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  familyIds: z.array(z.string()),
});
export const commercialOffersSchema = z.object({
  personalOffers: z.array(commercialOfferSchema),
  collectiveOffers: z.array(commercialOfferSchema),
});

export const newsletterAnswerSchema = z.object({
  email: z.string(),
  status: z.enum(["SUBSCRIBED", "ALREADY_SUBSCRIBED"]),
});
