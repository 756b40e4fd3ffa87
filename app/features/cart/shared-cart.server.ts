import { logWarning } from "../../lib/log.server";
import type { LocalePrefix } from "../../lib/locales";
import { productPath } from "../../pages/catalog-links";
import type { Cart } from "../cart-model/schemas";
import { missingUnits, type ShareRefusal, type SharedCart, type SharedItem } from "./share";
import type { CatalogService } from "../catalog-model/catalog.server";

/**
 * A shared cart as the shopper who opened its link sees it before taking it: each line resolved
 * from this site's catalogue (name, colour, size, picture, price in the site's currency), what
 * this site cannot sell said as such, quantities held to the stock, and what the shopper's own
 * cart already holds of each. The accept reads the same lines again, so it adds what the
 * preview said and no more (decision 176).
 */

type Catalog = Pick<CatalogService, "sizesBySku">;

interface SizeFacts {
  name: string;
  colour: string;
  size: string;
  pictureUrl: string;
  href: string;
  /** In cents, in the site's currency. */
  unitPrice: number;
  strikeThrough: number | null;
}

export type SharedLine =
  /** This site's catalogue does not know the sku. */
  | { sku: string; state: "unknown"; shared: number }
  | (SizeFacts & {
      sku: string;
      /** Sold out: shown, never added. */
      state: "available" | "sold-out";
      /** The quantity the link asks for. */
      shared: number;
      /** What the cart will hold of it: the link's quantity within the stock (0 when sold out). */
      quantity: number;
      /** How much of it the shopper's cart holds already. */
      inCart: number;
      lineTotal: number;
    });

export type SharedCartPreview =
  | { state: "invalid"; reason: ShareRefusal }
  /** The catalogue did not answer: nothing can be shown, so nothing is offered. */
  | { state: "unavailable"; units: number }
  | {
      state: "ready";
      param: string;
      units: number;
      currency: string;
      lines: SharedLine[];
      /** What the lines that can be added cost, at their held quantities. */
      total: number;
      /** Units accepting would add to the shopper's cart now (0: all of it is there already). */
      toAdd: number;
      /** The link's promo codes, and those of them the shopper's cart does not hold yet. */
      promoCodes: string[];
      promoToApply: string[];
    };

type Resolved = { ok: true; lines: SharedLine[]; currency: string | null } | { ok: false };

/** The link's lines as this site's catalogue knows them; `cart` is the shopper's own cart, if any. */
export async function resolveSharedLines(
  items: readonly SharedItem[],
  { catalog, prefix, cart }: { catalog: Catalog; prefix: LocalePrefix; cart: Cart | null },
): Promise<Resolved> {
  let found: Awaited<ReturnType<Catalog["sizesBySku"]>>;
  try {
    found = await catalog.sizesBySku(items.map((item) => item.sku));
  } catch (error) {
    logWarning({ message: "Shared cart lines unavailable", cause: String(error) });
    return { ok: false };
  }
  const products = new Map(found.products.map((product) => [product.productId, product]));
  let currency: string | null = null;
  const lines = items.map((item): SharedLine => {
    const hit = found.skus.find((entry) => entry.sku === item.sku);
    const option = hit && products.get(hit.productId)?.options.find((entry) => entry.optionId === hit.optionId);
    const size = option?.sizes.find((entry) => entry.sku === item.sku);
    const product = hit && products.get(hit.productId);
    if (!product || !option || !size) return { sku: item.sku, state: "unknown", shared: item.quantity };
    currency ??= option.price.currency;
    const buyable = size.availabilityCode >= 1 && size.stock > 0;
    const quantity = buyable ? Math.min(item.quantity, size.stock) : 0;
    return {
      sku: item.sku,
      state: buyable ? "available" : "sold-out",
      shared: item.quantity,
      quantity,
      inCart: cart?.lineItems.find((line) => line.sku === item.sku)?.quantity ?? 0,
      name: product.name,
      colour: option.colourLabel,
      size: size.label,
      pictureUrl: option.pictures[0]!.url,
      href: `${productPath(prefix, product, option.colourLabel)}?option=${option.optionId}`,
      unitPrice: option.price.amount,
      strikeThrough: option.price.type !== "I" ? option.price.strikeThrough : null,
      lineTotal: option.price.amount * quantity,
    };
  });
  return { ok: true, lines, currency };
}

/** What accepting asks of the cart: each line that can be added, at its held quantity. */
export const wantedLines = (lines: readonly SharedLine[]): SharedItem[] =>
  lines.flatMap((line) => (line.state === "available" ? [{ sku: line.sku, quantity: line.quantity }] : []));

/** The link's codes the cart does not hold yet. */
export const promoCodesToApply = (codes: readonly string[], cart: Cart | null): string[] =>
  codes.filter((code) => !cart?.discountCode.some((entry) => entry.code === code));

/** The cart page's preview of the link it was opened with. */
export async function sharedCartPreview(
  shared: SharedCart,
  context: { catalog: Catalog; prefix: LocalePrefix; cart: Cart | null; currency: string },
): Promise<SharedCartPreview> {
  if ("invalid" in shared) return { state: "invalid", reason: shared.reason };
  const resolved = await resolveSharedLines(shared.items, context);
  if (!resolved.ok) return { state: "unavailable", units: shared.units };
  const { lines } = resolved;
  const total = lines.reduce((sum, line) => sum + (line.state === "available" ? line.lineTotal : 0), 0);
  return {
    state: "ready",
    param: shared.param,
    units: shared.units,
    currency: resolved.currency ?? context.currency,
    lines,
    total,
    toAdd: missingUnits(wantedLines(lines), context.cart).length,
    promoCodes: shared.promoCodes,
    promoToApply: promoCodesToApply(shared.promoCodes, context.cart),
  };
}
