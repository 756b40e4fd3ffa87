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
/** Promo codes a link carries: as many as a cart holds. */
export const MAX_SHARED_CODES = 5;

export interface SharedItem {
  sku: string;
  quantity: number;
}

/** Why a link cannot be opened: it is not a shared cart, or it holds more than MAX_SHARED_UNITS units. */
export type ShareRefusal = "malformed" | "too-large";

export type SharedCart =
  | { items: SharedItem[]; param: string; units: number; promoCodes: string[] }
  | { invalid: true; reason: ShareRefusal };

export function shareParam(lines: readonly SharedItem[]): string {
  return lines.map((line) => `${line.sku}:${line.quantity}`).join(",");
}

/**
 * The link to a cart, only when its recipient can open it: some lines, at most MAX_SHARED_UNITS
 * units; with the promo codes the cart holds where they travel with it (an agent's checkout handed
 * to its shopper, decision 199).
 */
export function shareUrl(
  origin: string,
  prefix: LocalePrefix,
  lines: readonly SharedItem[],
  promoCodes: readonly string[] = [],
): string | null {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (lines.length === 0 || units > MAX_SHARED_UNITS) return null;
  const codes = promoCodes.slice(0, MAX_SHARED_CODES);
  return `${origin}${href(prefix, "cart")}?share=${shareParam(lines)}${codes.length ? `&promo=${codes.join(",")}` : ""}`;
}

const refused = (reason: ShareRefusal): SharedCart => ({ invalid: true, reason });

/** Why a link cannot be opened, in the shopper's words. */
export const shareRefusal = (reason: ShareRefusal, options: { locale: Language }) =>
  reason === "too-large"
    ? m.cart_share_too_large({ count: MAX_SHARED_UNITS }, options)
    : m.cart_share_invalid({}, options);

/** A link's promo codes (`&promo=A,B`): upper case, each once; null when one is not a code. */
function parsePromoParam(value: string | null): string[] | null {
  if (value === null || value.trim() === "") return [];
  const codes = [...new Set(value.split(",").map((code) => code.trim().toUpperCase()))];
  if (codes.length > MAX_SHARED_CODES || codes.some((code) => !/^[A-Z0-9_-]{2,30}$/.test(code))) return null;
  return codes;
}

export function parseShareParam(value: string | null, promo: string | null = null): SharedCart | null {
  if (value === null) return null;
  const promoCodes = parsePromoParam(promo);
  if (!promoCodes) return refused("malformed");
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
  return units > MAX_SHARED_UNITS ? refused("too-large") : { items, param: shareParam(items), units, promoCodes };
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
