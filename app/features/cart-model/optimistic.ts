import type { Fetcher } from "react-router";
import type { LineItem } from "./schemas";

/** Undo banners last 4 seconds (spec 9). */
export const UNDO_MS = 4000;

export interface OptimisticLine {
  line: LineItem;
  /** A change of this line is on its way to the backend. */
  pending: boolean;
  pendingRemoval: boolean;
}

/**
 * The cart's lines as they will be once the pending forms are answered: a quantity change
 * shows the new quantity and line total at once, a removal hides the line. The backend's
 * answer replaces all of it (discounts computed by the backend reconcile then).
 */
export function optimisticLines(
  lines: readonly LineItem[],
  fetchers: readonly Pick<Fetcher, "formData">[],
): OptimisticLine[] {
  const quantities = new Map<string, number>();
  const removals = new Set<string>();
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (!form) continue;
    const lineId = String(form.get("lineId") ?? "");
    if (form.get("intent") === "quantity") {
      const quantity = Number(form.get("quantity"));
      if (Number.isInteger(quantity) && quantity > 0) quantities.set(lineId, quantity);
    } else if (form.get("intent") === "remove") removals.add(lineId);
  }
  return lines.map((line) => {
    const quantity = quantities.get(line.lineId);
    const pendingRemoval = removals.has(line.lineId);
    if (quantity === undefined || quantity === line.quantity) return { line, pending: pendingRemoval, pendingRemoval };
    const unit = line.quantity > 0 ? line.totalPrice.centAmount / line.quantity : line.catalogPrice.price.centAmount;
    return {
      line: { ...line, quantity, totalPrice: { centAmount: Math.round(unit * quantity) } },
      pending: true,
      pendingRemoval,
    };
  });
}

/** Units the header should count while forms are pending: adds (+1 each), quantity changes and removals. */
export function optimisticCountDelta(
  lines: readonly { lineId: string; quantity: number }[],
  forms: readonly (FormData | undefined)[],
): number {
  let delta = 0;
  for (const form of forms) {
    if (!form) continue;
    const intent = form.get("intent");
    const line = lines.find((entry) => entry.lineId === form.get("lineId"));
    if (intent === "add-to-cart" && form.get("sku")) delta += 1;
    else if (intent === "undo-remove") delta += Number(form.get("quantity")) || 0;
    else if (intent === "quantity" && line) delta += (Number(form.get("quantity")) || line.quantity) - line.quantity;
    else if (intent === "remove" && line) delta -= line.quantity;
    // Emptying takes every line away (the caller floors the count at zero).
    else if (intent === "empty") delta -= lines.reduce((sum, entry) => sum + entry.quantity, 0);
  }
  return delta;
}
