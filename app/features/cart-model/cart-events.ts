import type { Cart } from "./schemas";

/**
 * The data layer's cart events (issue 15): what a cart change added or removed, line by line, in
 * cents like the transaction event. Computed on the server from the cart before and after the
 * change, so an add that was refused, or a 409 retried, is never counted.
 */
export interface CartEventItem {
  sku: string;
  model: string;
  name: string;
  price: number;
  quantity: number;
  segmentationId: string;
}

export interface CartEvent {
  event: "add_to_cart" | "remove_from_cart";
  currency: string;
  items: CartEventItem[];
}

type Lines = Cart["lineItems"];

function quantities(lines: Lines): Map<string, number> {
  const bySku = new Map<string, number>();
  for (const line of lines) bySku.set(line.sku, (bySku.get(line.sku) ?? 0) + line.quantity);
  return bySku;
}

/** The units added (or, when none were, removed) between two states of the cart; null when nothing moved. */
export function cartEvent(before: Cart | null, after: Cart | null): CartEvent | null {
  const was = quantities(before?.lineItems ?? []);
  const now = quantities(after?.lineItems ?? []);
  const lines = [...(after?.lineItems ?? []), ...(before?.lineItems ?? [])];
  const item = (sku: string, quantity: number): CartEventItem => {
    const line = lines.find((entry) => entry.sku === sku)!;
    return {
      sku,
      model: line.productId,
      name: line.name,
      price: line.catalogPrice.price.centAmount,
      quantity,
      segmentationId: line.segmentationId,
    };
  };
  const skus = [...new Set([...was.keys(), ...now.keys()])];
  const added = skus.flatMap((sku) =>
    (now.get(sku) ?? 0) > (was.get(sku) ?? 0) ? [item(sku, now.get(sku)! - (was.get(sku) ?? 0))] : [],
  );
  const removed = skus.flatMap((sku) =>
    (was.get(sku) ?? 0) > (now.get(sku) ?? 0) ? [item(sku, was.get(sku)! - (now.get(sku) ?? 0))] : [],
  );
  const currency = (after ?? before)?.totalPrice.currencyCode ?? "EUR";
  if (added.length) return { event: "add_to_cart", currency, items: added };
  if (removed.length) return { event: "remove_from_cart", currency, items: removed };
  return null;
}
