import { href } from "../../pages/href";
import type { Language, LocalePrefix } from "../../lib/locales";
import { m } from "../../paraglide/messages.js";

/**
 * A shared cart travels as its skus and quantities in the link (`?share=SKU:2,SKU:1`), never
 * as the cart id: whoever opens it gets their own copy and cannot change the sender's cart.
 */
export const MAX_SHARED_UNITS = 50;
/** Longer than any link of MAX_SHARED_UNITS lines: read no further (the cart form's field has the same limit). */
export const MAX_SHARE_PARAM_LENGTH = 2000;

export interface SharedItem {
  sku: string;
  quantity: number;
}

/** Why a link cannot be opened: it is not a shared cart, or it holds more than MAX_SHARED_UNITS units. */
export type ShareRefusal = "malformed" | "too-large";

export type SharedCart =
  | { items: SharedItem[]; param: string; units: number }
  | { invalid: true; reason: ShareRefusal };

export function shareParam(lines: readonly SharedItem[]): string {
  return lines.map((line) => `${line.sku}:${line.quantity}`).join(",");
}

/** The link to a cart, only when its recipient can open it: some lines, at most MAX_SHARED_UNITS units. */
export function shareUrl(origin: string, prefix: LocalePrefix, lines: readonly SharedItem[]): string | null {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (lines.length === 0 || units > MAX_SHARED_UNITS) return null;
  return `${origin}${href(prefix, "cart")}?share=${shareParam(lines)}`;
}

const refused = (reason: ShareRefusal): SharedCart => ({ invalid: true, reason });

/** Why a link cannot be opened, in the shopper's words. */
export const shareRefusal = (reason: ShareRefusal, options: { locale: Language }) =>
  reason === "too-large"
    ? m.cart_share_too_large({ count: MAX_SHARED_UNITS }, options)
    : m.cart_share_invalid({}, options);

export function parseShareParam(value: string | null): SharedCart | null {
  if (value === null) return null;
  if (value.length > MAX_SHARE_PARAM_LENGTH) return refused("too-large");
  const parts = value.split(",");
  if (parts.length > MAX_SHARED_UNITS) return refused("too-large");
  const items: SharedItem[] = [];
  let units = 0;
  for (const part of parts) {
    // Quantities of any length are read, so a link asking for 999999 is told it is too large, not malformed.
    const match = /^([\w-]{1,40}):(\d{1,9})$/.exec(part.trim());
    if (!match || Number(match[2]) < 1) return refused("malformed");
    const sku = match[1]!;
    const quantity = Number(match[2]);
    units += quantity;
    const existing = items.find((item) => item.sku === sku);
    if (existing) existing.quantity += quantity;
    else items.push({ sku, quantity });
  }
  return units > MAX_SHARED_UNITS ? refused("too-large") : { items, param: shareParam(items), units };
}

/**
 * The units of `wanted` a cart does not hold yet (one sku per unit): accepting a shared cart
 * brings each line up to the link's quantity and never beyond, so accepting it again adds
 * nothing (decision 176).
 */
export function missingUnits(
  wanted: readonly SharedItem[],
  cart: { lineItems: readonly { sku: string; quantity: number }[] } | null,
): string[] {
  return wanted.flatMap(({ sku, quantity }) => {
    const held = cart?.lineItems.find((line) => line.sku === sku)?.quantity ?? 0;
    return Array.from({ length: Math.max(0, quantity - held) }, () => sku);
  });
}
