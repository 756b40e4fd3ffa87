import { m } from "../../paraglide/messages.js";
import type { RequestContext } from "../../lib/request-context";
import { productCardPath } from "../../pages/catalog-links";
import { availabilityText } from "../../features/catalog/availability-text";
import { catalogApi } from "../../features/catalog-model/catalog.server";
import { readListingQuery } from "../../features/catalog-model/listing-query";
import { findProduct } from "../../features/catalog/product.server";
import { productOptionPath } from "../../features/catalog-model/product-options";
import type { Price, Product, ProductCard } from "../../features/catalog-model/schemas";
import { CAPABILITIES, envelope, money, type UcpMessage } from "./protocol";

/**
 * The catalogue for agents (UCP catalog search and lookup): the storefront's own catalogue
 * calls, in the market's language and currency, as UCP products. A product's variants are its
 * sizes in each colour, their ids the SKUs a cart takes; a search result's one variant is the
 * card's colour (its sizes come with get_product).
 */

const SEARCH_PAGE_SIZE = 24;

const absolute = (context: RequestContext, path: string) => new URL(path, context.origin).href;

function priceFields(price: Price) {
  const reduced = price.type !== "I" && price.strikeThrough !== null;
  return {
    price: money(price.amount, price.currency),
    ...(reduced ? { list_price: money(price.strikeThrough!, price.currency) } : {}),
  };
}

function range(prices: readonly Price[]) {
  const amounts = prices.map((price) => price.amount);
  const currency = prices[0]!.currency;
  return { min: money(Math.min(...amounts), currency), max: money(Math.max(...amounts), currency) };
}

/** A search result: the product in the card's colour. */
export function cardProduct(card: ProductCard, context: RequestContext) {
  const url = absolute(context, productCardPath(context.locale.prefix, card));
  const title = `${card.name}, ${card.colourLabel}`;
  const available = card.availability !== "UNAVAILABLE" && card.availability !== "DISCONTINUED";
  return {
    id: card.productId,
    title: card.name,
    description: { plain: title },
    url,
    price_range: range([card.price]),
    media: card.pictures.map((picture) => ({
      type: "image",
      url: absolute(context, picture.url),
      alt_text: picture.alt,
    })),
    tags: card.tags,
    variants: [
      {
        id: card.optionId,
        title,
        description: { plain: title },
        ...priceFields(card.price),
        availability: { available, status: available ? "in_stock" : "out_of_stock" },
        options: [{ name: m.facet_colour({}, { locale: context.locale.language }), label: card.colourLabel }],
        url,
      },
    ],
  };
}

const SIZE_STATUS = { [-1]: "out_of_stock", 0: "out_of_stock", 1: "in_stock", 2: "in_stock", 3: "backorder" } as const;

/** A product with every colour and size, its sizes' availability in the market's words. */
export function fullProduct(product: Product, context: RequestContext, inputId?: string) {
  const { locale } = context;
  const options = { locale: locale.language };
  const colourName = m.facet_colour({}, options);
  const sizeName = m.facet_size({}, options);
  const variants = product.options.flatMap((option) => {
    const url = absolute(context, productOptionPath(locale.prefix, product, option.optionId));
    return option.sizes.map((size) => ({
      id: size.sku,
      sku: size.sku,
      barcodes: [{ type: "gtin", value: size.gtin }],
      title: `${option.colourLabel} / ${size.label}`,
      description: {
        plain: `${product.name}, ${option.colourLabel}, ${size.label}: ${availabilityText(size, locale.language)}`,
      },
      ...priceFields(option.price),
      availability: { available: size.availabilityCode >= 1, status: SIZE_STATUS[size.availabilityCode] },
      options: [
        { name: colourName, label: option.colourLabel },
        { name: sizeName, label: size.label },
      ],
      media: option.pictures
        .slice(0, 1)
        .map((picture) => ({ type: "image", url: absolute(context, picture.url), alt_text: picture.alt })),
      url,
      ...(inputId && (inputId === option.optionId || inputId === size.sku || inputId === product.productId)
        ? { inputs: [{ id: inputId, match: inputId === product.productId ? "featured" : "exact" }] }
        : {}),
    }));
  });
  const first = product.options[0]!;
  return {
    id: product.productId,
    title: product.name,
    description: { plain: `${product.description}\n\n${product.composition}. ${product.care}` },
    url: absolute(context, productOptionPath(locale.prefix, product, first.optionId)),
    price_range: range(product.options.map((option) => option.price)),
    media: first.pictures.map((picture) => ({
      type: "image",
      url: absolute(context, picture.url),
      alt_text: picture.alt,
    })),
    options: [
      { name: colourName, values: product.options.map((option) => ({ label: option.colourLabel })) },
      {
        name: sizeName,
        values: [...new Set(product.options.flatMap((option) => option.sizes.map((size) => size.label)))].map(
          (label) => ({
            label,
          }),
        ),
      },
    ],
    tags: product.tags,
    variants,
  };
}

/** search_catalog: the search's products from the cursor (an offset), at most `limit`. */
export async function searchCatalog(
  context: RequestContext,
  { query, pagination }: { query?: string; pagination?: { cursor?: string; limit?: number } },
) {
  const offset = Number(pagination?.cursor ?? 0);
  const limit = Math.min(pagination?.limit ?? 10, SEARCH_PAGE_SIZE);
  const page = Math.floor(offset / SEARCH_PAGE_SIZE) + 1;
  const listingQuery = { ...readListingQuery(new URLSearchParams(), "relevance"), page, pageSize: SEARCH_PAGE_SIZE };
  const results = await catalogApi(context.api).search((query ?? "").trim(), listingQuery);
  const from = offset % SEARCH_PAGE_SIZE;
  const products = results.products.slice(from, from + limit);
  const next = offset + products.length;
  const hasNext = products.length > 0 && next < results.pagination.totalProducts;
  return {
    ucp: envelope(CAPABILITIES.search),
    products: products.map((card) => cardProduct(card, context)),
    pagination: {
      has_next_page: hasNext,
      ...(hasNext ? { cursor: String(next) } : {}),
      total_count: results.pagination.totalProducts,
    },
  };
}

/** lookup_catalog: products by product or colour (option) id; ids the catalogue does not know are said so. */
export async function lookupCatalog(context: RequestContext, ids: readonly string[]) {
  const found = await Promise.all(
    [...new Set(ids)].map(async (id) => ({ id, found: await findProduct(context, { productRef: id }) })),
  );
  const messages: UcpMessage[] = found
    .filter((entry) => !entry.found)
    .map((entry) => ({ type: "info", code: "not_found", content: entry.id }));
  return {
    ucp: envelope(CAPABILITIES.lookup),
    products: found.flatMap((entry) => (entry.found ? [fullProduct(entry.found.product, context, entry.id)] : [])),
    ...(messages.length ? { messages } : {}),
  };
}

/** get_product: one product, the colour `selected` names (or the one its id names) first. */
export async function getProduct(
  context: RequestContext,
  { id, selected }: { id: string; selected?: { name: string; label: string }[] },
) {
  const found = await findProduct(context, { productRef: id });
  if (!found) return null;
  const { product } = found;
  const asked = selected?.map((choice) => choice.label.toLowerCase());
  const option =
    product.options.find((entry) => asked?.includes(entry.colourLabel.toLowerCase())) ??
    product.options.find((entry) => entry.optionId === found.optionId) ??
    product.options[0]!;
  return {
    ucp: envelope(CAPABILITIES.lookup),
    product: {
      ...fullProduct(product, context, id),
      selected: [{ name: m.facet_colour({}, { locale: context.locale.language }), label: option.colourLabel }],
    },
  };
}
