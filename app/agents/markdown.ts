import { href } from "../pages/href";
import { m } from "../paraglide/messages.js";
import type { LocaleInfo } from "../lib/locales";
import { formatMoney } from "../lib/money";
import { productCardPath } from "../pages/catalog-links";
import { availabilityText } from "../features/catalog/availability-text";
import { optionOrFirst, productOptionPath } from "../features/catalog-model/product-options";
import type { Price, Product, ProductCard } from "../features/catalog-model/schemas";
import type { HelpTopic } from "../features/content/schemas";
import type { PlaceView } from "../features/stores/finder-data";

/**
 * The Markdown twins of pages (issue 31): what an agent reads instead of the HTML, in the page's
 * language and currency, with the same facts (name, price, sizes and availability, description)
 * and absolute links to the pages themselves. Built from the data the pages' loaders read.
 */

export interface TwinContext {
  /** The storefront's public origin (configuration, never the Host header). */
  origin: string;
  locale: LocaleInfo;
}

/** Text as Markdown reads it literally: no emphasis, link, heading or table from shop data. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]<>#|!~]/g, (character) => `\\${character}`).replace(/\s*\n\s*/g, " ");
}

/** A link whose text is shop data, read literally. */
export const link = (text: string, url: string) => `[${escapeMarkdown(text)}](<${url}>)`;

/** A price as the page shows it: now, and "instead of" the struck-through one with its discount. */
export function priceText(price: Price, { locale }: TwinContext): string {
  const money = (cents: number) => formatMoney(cents, price.currency, locale.hrefLang, { dropZeroDecimals: true });
  const options = { locale: locale.language };
  if (price.type === "I" || price.strikeThrough === null) return money(price.amount);
  const discount = price.discountPercent ? ` (-${price.discountPercent} %)` : "";
  return `${money(price.amount)}, ${m.price_instead_of({}, options)} ~~${money(price.strikeThrough)}~~${discount}`;
}

/** Lines as one document: the empty ones left out, no more than one blank line in a row. */
export const document = (lines: (string | null | false)[]) =>
  `${lines
    .filter((line): line is string => typeof line === "string")
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;

export function openInShop(url: string, { locale }: TwinContext): string {
  return link(m.agent_md_open_in_shop({}, { locale: locale.language }), url);
}

/** A product in the colour its URL selects, with its other colours. */
export function productMarkdown(product: Product, optionId: string, context: TwinContext): string {
  const { locale, origin } = context;
  const options = { locale: locale.language };
  const option = optionOrFirst(product, optionId);
  const url = (id: string) => origin + productOptionPath(locale.prefix, product, id);
  const others = product.options.filter((entry) => entry.optionId !== option.optionId);
  return document([
    `# ${escapeMarkdown(product.name)}`,
    "",
    `- ${m.product_colour({}, options)} ${escapeMarkdown(option.colourLabel)}`,
    `- ${m.agent_md_price({}, options)} ${priceText(option.price, context)}`,
    `- ${m.agent_md_reference({}, options)} ${escapeMarkdown(product.productId)}`,
    "",
    `## ${m.agent_md_sizes({}, options)}`,
    "",
    ...option.sizes.map(
      (size) => `- ${escapeMarkdown(size.label)}: ${availabilityText(size, locale.language)} (SKU ${size.sku})`,
    ),
    "",
    `## ${m.product_description({}, options)}`,
    "",
    escapeMarkdown(product.description),
    "",
    `## ${m.product_composition({}, options)}`,
    "",
    escapeMarkdown(product.composition),
    "",
    escapeMarkdown(product.care),
    others.length ? "" : null,
    others.length ? `## ${m.agent_md_other_colours({}, options)}` : null,
    others.length ? "" : null,
    ...others.map((entry) => `- ${link(entry.colourLabel, url(entry.optionId))}: ${priceText(entry.price, context)}`),
    "",
    openInShop(url(option.optionId), context),
  ]);
}

/** One line per product card: its link, colour, price, and whether it can be bought. */
export function cardLines(cards: readonly ProductCard[], context: TwinContext): string[] {
  const options = { locale: context.locale.language };
  return cards.map((card) => {
    const soldOut = card.availability === "UNAVAILABLE" ? ` · ${m.card_unavailable({}, options)}` : "";
    const url = context.origin + productCardPath(context.locale.prefix, card);
    return `- ${link(`${card.name}, ${card.colourLabel}`, url)}: ${priceText(card.price, context)}${soldOut}`;
  });
}

export interface ListingTwin {
  title: string;
  /** The listing's own URL (absolute), without its page number. */
  url: URL;
  products: readonly ProductCard[];
  pagination: { page: number; totalPages: number; totalProducts: number };
  /** Said when there is no product. */
  empty: string;
}

/** A catalogue or search page: the products of this page, and the way to the next. */
export function listingMarkdown(listing: ListingTwin, context: TwinContext): string {
  const options = { locale: context.locale.language };
  const { page, totalPages, totalProducts } = listing.pagination;
  const pageUrl = (number: number) => {
    const url = new URL(listing.url);
    // The listing's own page parameter (features/catalog/listing-query.ts).
    if (number > 1) url.searchParams.set("p", String(number));
    else url.searchParams.delete("p");
    return url.href;
  };
  return document([
    `# ${escapeMarkdown(listing.title)}`,
    "",
    m.listing_count({ count: totalProducts }, options),
    totalPages > 1 ? m.agent_md_page_of({ page, total: totalPages }, options) : null,
    "",
    ...(listing.products.length ? cardLines(listing.products, context) : [escapeMarkdown(listing.empty)]),
    "",
    page < totalPages ? link(m.pagination_next({}, options), pageUrl(page + 1)) : null,
    openInShop(pageUrl(page), context),
  ]);
}

/** The help centre: its topics, or one topic. */
export function helpMarkdown(topics: readonly HelpTopic[], topic: HelpTopic | null, context: TwinContext): string {
  const { locale, origin } = context;
  const options = { locale: locale.language };
  const base = origin + href(locale.prefix, "help");
  const topicUrl = (slug: string) => origin + href(locale.prefix, "help", { page: slug });
  if (topic)
    return document([
      `# ${escapeMarkdown(topic.title)}`,
      "",
      `> ${escapeMarkdown(topic.summary)}`,
      "",
      ...topic.body.flatMap((paragraph) => [escapeMarkdown(paragraph), ""]),
      link(m.help_title({}, options), base),
      openInShop(topicUrl(topic.slug), context),
    ]);
  return document([
    `# ${m.help_title({}, options)}`,
    "",
    m.help_description({}, options),
    "",
    ...topics.map((entry) => `- ${link(entry.title, topicUrl(entry.slug))}: ${escapeMarkdown(entry.summary)}`),
    "",
    openInShop(base, context),
  ]);
}

/** A store: address, phone, whether it is open, its week, closures and services. */
export function storeMarkdown(view: PlaceView, countryName: string, url: string, context: TwinContext): string {
  const options = { locale: context.locale.language };
  const { address } = view;
  return document([
    `# ${escapeMarkdown(view.name)}`,
    "",
    `- ${m.agent_md_address({}, options)} ${escapeMarkdown(
      [address.line1, address.line2, `${address.zipCode} ${address.city}`, countryName].filter(Boolean).join(", "),
    )}`,
    view.phone ? `- ${m.agent_md_phone({}, options)} ${escapeMarkdown(view.phone)}` : null,
    `- ${escapeMarkdown(view.openNow.text)}`,
    "",
    `## ${m.stores_hours_title({}, options)}`,
    "",
    ...view.week.map((day) => `- ${escapeMarkdown(day.day)}: ${escapeMarkdown(day.hours)}`),
    ...view.closures.map(
      (closure) =>
        `- ${escapeMarkdown(closure.date)}: ${escapeMarkdown(m.stores_hours_closed_for({ reason: closure.reason }, options))}`,
    ),
    view.services.length ? "" : null,
    view.services.length ? `## ${m.stores_services_title({}, options)}` : null,
    view.services.length ? "" : null,
    ...view.services.map((service) => `- ${escapeMarkdown(service)}`),
    "",
    openInShop(url, context),
  ]);
}
