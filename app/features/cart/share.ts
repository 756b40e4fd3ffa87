/**
 * A shared cart travels as its skus and quantities in the link (`?share=SKU:2,SKU:1`), never
 * as the cart id: whoever opens it gets their own copy and cannot change the sender's cart.
 */
export const MAX_SHARED_UNITS = 50;

export interface SharedItem {
  sku: string;
  quantity: number;
}

export type SharedCart = { items: SharedItem[]; param: string; units: number } | { invalid: true };

export function shareParam(lines: readonly SharedItem[]): string {
  return lines.map((line) => `${line.sku}:${line.quantity}`).join(",");
}

/** The link to a cart, only when its recipient can open it: some lines, at most MAX_SHARED_UNITS units. */
export function shareUrl(origin: string, prefix: string, lines: readonly SharedItem[]): string | null {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (lines.length === 0 || units > MAX_SHARED_UNITS) return null;
  return `${origin}/${prefix}/cart?share=${shareParam(lines)}`;
}

export function parseShareParam(value: string | null): SharedCart | null {
  if (value === null) return null;
  const items: SharedItem[] = [];
  for (const part of value.split(",")) {
    const match = /^([\w-]{1,40}):(\d{1,2})$/.exec(part.trim());
    if (!match || Number(match[2]) < 1) return { invalid: true };
    const existing = items.find((item) => item.sku === match[1]);
    if (existing) existing.quantity += Number(match[2]);
    else items.push({ sku: match[1]!, quantity: Number(match[2]) });
  }
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return items.length === 0 || units > MAX_SHARED_UNITS
    ? { invalid: true }
    : { items, param: shareParam(items), units };
}
