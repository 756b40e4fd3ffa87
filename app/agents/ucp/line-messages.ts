import { z } from "zod";
import { m } from "../../paraglide/messages.js";
import { isOutage } from "../../api/errors";
import type { Language } from "../../lib/locales";
import { formatMoney } from "../../lib/money";
import type { Cart, LineItem } from "../../features/cart-model/schemas";
import type { CartFailureCode } from "../../features/cart-model/session-cart.server";
import type { SharedLine } from "../../features/cart/shared-cart.server";
import type { UcpMessage } from "./protocol";
import type { CartLinesInput } from "./schemas";

/**
 * What an agent is told of each line of its cart request that the cart did not hold as asked
 * (decision 185): sizes refused (unknown id, sold out, refused or not answered) are errors;
 * quantities lowered to the stock and prices other than the one the agent was shown are
 * warnings. Each names its line by where it stands in the agent's request, in the market's words.
 */

/** A line as the agent asked for it: the size, the quantity, the unit price it was shown, its place in the request. */
export interface AskedLine {
  sku: string;
  quantity: number;
  /** In minor units; its currency when the agent gave one. */
  shownPrice?: { amount: number; currency?: string };
  /** Its index in the request's `line_items` (the first, when the same id came twice). */
  index: number;
}

/** A price as an agent may echo it: a cart line's integer, or a catalogue variant's money object. */
const shownPriceSchema = z.union([
  z
    .number()
    .int()
    .nonnegative()
    .transform((amount) => ({ amount })),
  z.object({ amount: z.number().int().nonnegative(), currency: z.string().length(3).optional() }),
]);

/** The request's lines, one per size (quantities of a repeated id added up); a price it cannot read is ignored. */
export function askedLines(lines: CartLinesInput): AskedLine[] {
  const bySku = new Map<string, AskedLine>();
  lines.forEach((line, index) => {
    const sku = line.item.id;
    const price = shownPriceSchema.safeParse((line.item as { price?: unknown }).price);
    const known = bySku.get(sku);
    if (known) {
      known.quantity += line.quantity;
      known.shownPrice ??= price.success ? price.data : undefined;
    } else
      bySku.set(sku, { sku, quantity: line.quantity, index, ...(price.success ? { shownPrice: price.data } : {}) });
  });
  return [...bySku.values()];
}

/** A cart line as UCP titles it: name, colour, size. */
export const lineTitle = (line: Pick<LineItem, "name" | "colourLabel" | "size">) =>
  `${line.name}, ${line.colourLabel}, ${line.size}`;

/** What this site's catalogue says of the sizes the cart did not take; null when it did not answer. */
export type RefusedSizes = ReadonlyMap<string, SharedLine> | null;

const isOutageCode = (code: CartFailureCode | undefined) => code !== undefined && code !== "no-cart" && isOutage(code);

/** The sizes to ask the catalogue about: asked, not in the cart, and not refused for an outage. */
export function refusedSkus(
  asked: readonly AskedLine[],
  cart: Cart | null,
  failures: ReadonlyMap<string, CartFailureCode>,
): string[] {
  return asked
    .filter((line) => !cart?.lineItems.some((held) => held.sku === line.sku) && !isOutageCode(failures.get(line.sku)))
    .map((line) => line.sku);
}

export interface LineMessagesInput {
  asked: readonly AskedLine[];
  /** The cart after the change; null when none was made. */
  cart: Cart | null;
  /** The cart before the change (update_cart): the prices the agent was last shown, the lines it dropped. */
  before?: Cart | null;
  refused: RefusedSizes;
  /** The cart service's failure code for each size whose change it refused. */
  failures: ReadonlyMap<string, CartFailureCode>;
  locale: { language: Language; hrefLang: string };
}

/** One message per line refused or changed, in the request's order, then the dropped lines the cart kept. */
export function lineMessages({ asked, cart, before, refused, failures, locale }: LineMessagesInput): UcpMessage[] {
  const options = { locale: locale.language };
  const said = (item: string, message: string) => m.ucp_line_message({ item, message }, options);
  const money = (amount: number) => formatMoney(amount, cart?.totalPrice.currencyCode ?? "EUR", locale.hrefLang);
  const messages: UcpMessage[] = [];

  for (const line of asked) {
    const path = `$.line_items[${line.index}]`;
    const held = cart?.lineItems.find((entry) => entry.sku === line.sku);
    const failure = failures.get(line.sku);
    if (isOutageCode(failure)) {
      const content = said(held ? lineTitle(held) : line.sku, m.cart_unavailable({}, options));
      messages.push({ type: "error", code: "unavailable", path, content, severity: "recoverable" });
      continue;
    }
    if (!held) {
      messages.push(refusedLine(line.sku, refused?.get(line.sku), path, said, options));
      continue;
    }
    const title = lineTitle(held);
    if (held.quantity !== line.quantity) {
      if (failure || held.quantity > line.quantity)
        messages.push({
          type: "error",
          code: "item_unavailable",
          path,
          content: said(title, m.cart_change_refused({}, options)),
          severity: "recoverable",
        });
      else
        messages.push({
          type: "warning",
          code: "quantity_capped",
          path,
          content: said(title, m.cart_share_line_capped({ count: held.quantity, shared: line.quantity }, options)),
        });
    }
    const price = held.catalogPrice.price.centAmount;
    const sameCurrency = !line.shownPrice?.currency || line.shownPrice.currency === cart?.totalPrice.currencyCode;
    const shown =
      (sameCurrency ? line.shownPrice?.amount : undefined) ??
      before?.lineItems.find((entry) => entry.sku === line.sku)?.catalogPrice.price.centAmount;
    if (shown !== undefined && shown !== price)
      messages.push({
        type: "warning",
        code: "price_changed",
        path,
        content: said(title, m.ucp_line_price_changed({ price: money(price), previous: money(shown) }, options)),
      });
  }

  // A line the agent left out that the cart could not remove: it is still there (no path: the request has no such line).
  for (const line of before?.lineItems ?? []) {
    if (asked.some((entry) => entry.sku === line.sku)) continue;
    if (!cart?.lineItems.some((entry) => entry.sku === line.sku)) continue;
    messages.push({
      type: "error",
      code: "item_unavailable",
      content: said(lineTitle(line), m.cart_change_refused({}, options)),
      severity: "recoverable",
    });
  }
  return messages;
}

/** A size the cart did not take, said by what the catalogue knows of it. */
function refusedLine(
  sku: string,
  known: SharedLine | undefined,
  path: string,
  said: (item: string, message: string) => string,
  options: { locale: Language },
): UcpMessage {
  if (known?.state === "unknown")
    return {
      type: "error",
      code: "item_not_found",
      path,
      content: said(sku, m.ucp_line_unknown({}, options)),
      severity: "recoverable",
    };
  if (known?.state === "sold-out")
    return {
      type: "error",
      code: "out_of_stock",
      path,
      content: said(`${known.name}, ${known.colour}, ${known.size}`, m.ucp_line_sold_out({}, options)),
      severity: "requires_buyer_input",
    };
  // Sellable by the catalogue yet refused (the last unit just went), or the catalogue did not answer.
  const item = known ? `${known.name}, ${known.colour}, ${known.size}` : sku;
  return {
    type: "error",
    code: "item_unavailable",
    path,
    content: said(item, m.product_add_failed({}, options)),
    severity: "recoverable",
  };
}
