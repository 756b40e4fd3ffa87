import { href } from "../pages/href";
import { m } from "../paraglide/messages.js";
import { formatMoney } from "../lib/money";
import { blockLinkPath, familyPath, productCardPath } from "../pages/catalog-links";
import { cartSummaryRows } from "../features/cart/summary-rows";
import { deliveryFacts } from "./delivery-facts";
import type { Cart } from "../features/cart-model/schemas";
import type { DeliveryEstimate } from "../features/cart/delivery";
import type { ContentBlock } from "../features/catalog-model/schemas";
import type { DirectoryCountry } from "../features/stores/directory.server";
import type { FinderStatus, PlaceView } from "../features/stores/finder-data";
import { cardLines, document, escapeMarkdown, link, openInShop, type TwinContext } from "./markdown";

/**
 * The Markdown twins of the pages issue 53 adds (the home and editorial pages, the cart, the
 * store locator and the store directory), written from the data their loaders read, with the
 * same words and amounts the HTML shows. markdown.ts holds the first twins and the shared parts.
 */

/** One content block: its heading, its words, and where it leads (tiles, products, a page). */
function blockLines(block: ContentBlock, context: TwinContext): (string | null)[] {
  const { origin, locale } = context;
  const heading = (title: string) => `## ${escapeMarkdown(title)}`;
  switch (block.kind) {
    case "hero":
      return [
        heading(block.title),
        "",
        escapeMarkdown(block.text),
        "",
        link(block.cta, origin + blockLinkPath(locale.prefix, block.link)),
        "",
      ];
    case "category-tiles":
      return [
        heading(block.title),
        "",
        ...block.tiles.map(
          (tile) => `- ${link(tile.segmentation.title, origin + familyPath(locale.prefix, tile.segmentation))}`,
        ),
        "",
      ];
    case "product-carousel":
      return [heading(block.title), "", ...cardLines(block.products, context), ""];
    case "editorial-teaser":
      return [
        `## ${link(block.title, origin + blockLinkPath(locale.prefix, block.link))}`,
        "",
        escapeMarkdown(block.text),
        "",
      ];
    case "rich-text":
      return [
        block.title ? heading(block.title) : null,
        block.title ? "" : null,
        ...block.paragraphs.flatMap((paragraph) => [escapeMarkdown(paragraph), ""]),
      ];
  }
}

export interface ContentTwin {
  title: string;
  /** The line under the title: the page's introduction, or the shop's description on the home page. */
  intro: string | null;
  /** The publication day, already written in the site's zone and language. */
  published: string | null;
  blocks: readonly ContentBlock[];
  /** The page's own URL (absolute). */
  url: string;
}

/** The home page or an editorial page (landing, trend, lookbook, blog): its blocks in order. */
export function contentMarkdown(page: ContentTwin, context: TwinContext): string {
  return document([
    `# ${escapeMarkdown(page.title)}`,
    "",
    page.published ? `*${escapeMarkdown(page.published)}*` : null,
    page.published ? "" : null,
    page.intro ? `> ${escapeMarkdown(page.intro)}` : null,
    "",
    ...page.blocks.flatMap((block) => blockLines(block, context)),
    openInShop(page.url, context),
  ]);
}

export interface CartTwin {
  cart: Cart | null;
  currency: string;
  delivery: readonly DeliveryEstimate[] | null;
  /** The storefront's shared-cart link, where the site lets carts be shared. */
  shareUrl: string | null;
}

/**
 * The shopper's cart: each line (its product, colour, size, quantity, amount and SKU), the
 * summary's rows and total as the page adds them up, the delivery estimates, and the way on.
 */
export function cartMarkdown({ cart, currency, delivery, shareUrl }: CartTwin, context: TwinContext): string {
  const { origin, locale } = context;
  const options = { locale: locale.language };
  const money = (cents: number) => formatMoney(cents, currency, locale.hrefLang);
  const signed = (cents: number) => (cents < 0 ? `−${money(-cents)}` : money(cents));
  const cartUrl = origin + href(locale.prefix, "cart");
  const lines = cart?.lineItems ?? [];
  if (!cart || (lines.length === 0 && cart.giftCards.length === 0 && !cart.loyaltyCard))
    return document([
      `# ${m.cart_title({}, options)}`,
      "",
      m.cart_empty({}, options),
      "",
      openInShop(cartUrl, context),
    ]);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const merchandise = lines.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const rows: [string, number][] = [
    [m.cart_summary_items({ count }, options), merchandise],
    ...cartSummaryRows(cart, locale.language),
  ];
  const totalLabel = cart.shippingInfo
    ? m.cart_summary_total({}, options)
    : m.cart_summary_total_before_delivery({}, options);
  return document([
    `# ${m.cart_title({}, options)}`,
    "",
    lines.length ? `## ${m.cart_lines_label({}, options)}` : null,
    lines.length ? "" : null,
    ...lines.map((line) => {
      const product = origin + productCardPath(locale.prefix, line);
      const facts = [
        m.cart_line_size({ size: line.size }, options),
        m.cart_share_line_quantity({ count: line.quantity }, options),
        money(line.totalPrice.centAmount),
        `SKU ${line.sku}`,
      ];
      return `- ${link(`${line.name}, ${line.colourLabel}`, product)}: ${escapeMarkdown(facts.join(" · "))}`;
    }),
    "",
    `## ${m.cart_summary_title({}, options)}`,
    "",
    ...rows.map(([label, cents]) => `- ${escapeMarkdown(label)}: ${signed(cents)}`),
    `- **${totalLabel} ${m.summary_total_vat({}, options)}: ${money(cart.totalPrice.centAmount)}**`,
    "",
    delivery?.length ? `## ${m.cart_delivery_title({}, options)}` : null,
    delivery?.length ? "" : null,
    ...(delivery ?? []).map(
      (method) =>
        `- ${escapeMarkdown(method.name)}: ${escapeMarkdown(deliveryFacts(method, money, locale.language).join(" · "))}`,
    ),
    delivery?.length ? "" : null,
    link(m.cart_checkout({}, options), origin + href(locale.prefix, "order-billing")),
    shareUrl ? link(m.cart_share_link({}, options), shareUrl) : null,
    openInShop(cartUrl, context),
  ]);
}

/** One place of a list: its name (linked to its page where it has one), address, distance and hours today. */
function placeLine(place: PlaceView, context: TwinContext): string {
  const name = place.href ? link(place.name, context.origin + place.href) : escapeMarkdown(place.name);
  const address = [place.address.line1, place.address.line2, `${place.address.zipCode} ${place.address.city}`]
    .filter(Boolean)
    .join(", ");
  const facts = [address, place.distance, place.openNow.text, place.phone].filter((fact): fact is string =>
    Boolean(fact),
  );
  return `- ${name}: ${escapeMarkdown(facts.join(" · "))}`;
}

/** Stores by country and city, each linked to its page. */
function directoryLines(countries: readonly DirectoryCountry[], context: TwinContext): string[] {
  return countries.flatMap((country) => [
    `## ${escapeMarkdown(country.name)}`,
    "",
    ...country.cities.flatMap((city) => [
      `### ${escapeMarkdown(city.city)}`,
      "",
      ...city.stores.map(
        (store) =>
          `- ${link(store.name, context.origin + store.href)}: ${escapeMarkdown([`${store.line1}, ${store.zipCode} ${city.city}`, store.phone].filter(Boolean).join(" · "))}`,
      ),
      "",
    ]),
  ]);
}

export interface LocatorTwin {
  title: string;
  intro: string;
  status: FinderStatus;
  places: readonly PlaceView[];
  /** Before a search: every store of the country. */
  overview: readonly DirectoryCountry[];
  /** The locator's own URL with its query (absolute). */
  url: string;
}

/** The store locator: what was asked and found, or (before a search) every store, and how to ask. */
export function storeLocatorMarkdown(locator: LocatorTwin, context: TwinContext): string {
  const options = { locale: context.locale.language };
  const search = new URL(locator.url);
  search.search = "";
  return document([
    `# ${escapeMarkdown(locator.title)}`,
    "",
    `> ${escapeMarkdown(locator.intro)}`,
    "",
    // The page's form is a GET: the town or postcode after q=.
    `- ${link(m.stores_search_field({}, options), `${search.href}?q=`)}`,
    "",
    locator.status.note ? escapeMarkdown(locator.status.note) : null,
    locator.status.text ? escapeMarkdown(locator.status.text) : null,
    locator.status.hint ? escapeMarkdown(locator.status.hint) : null,
    "",
    ...locator.places.map((place) => placeLine(place, context)),
    "",
    ...(locator.places.length ? [] : directoryLines(locator.overview, context)),
    openInShop(locator.url, context),
  ]);
}

/** Every store of the shop, by country and city. */
export function storeDirectoryMarkdown(
  page: { title: string; intro: string; countries: readonly DirectoryCountry[]; empty: string; url: string },
  context: TwinContext,
): string {
  return document([
    `# ${escapeMarkdown(page.title)}`,
    "",
    `> ${escapeMarkdown(page.intro)}`,
    "",
    ...(page.countries.length ? directoryLines(page.countries, context) : [escapeMarkdown(page.empty), ""]),
    openInShop(page.url, context),
  ]);
}
