import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";
import { formatMoney } from "../../lib/money";
import type { CartAnswer } from "../../features/cart/intents";
import type { Shell } from "../../features/shell/use-shell";
import type { ToolResult } from "./model-context";

/**
 * What change_cart answers an agent (decision 185): the line it changed with its quantity, and
 * the cart's count and total afterwards; a refusal says why, in the cart endpoint's own words.
 */

export type ShellCart = NonNullable<Shell["cart"]>;
type ShellLine = ShellCart["lines"][number];

export type CartChange =
  | { action: "add"; sku: string }
  | { action: "quantity"; lineId: string; quantity: number }
  | { action: "remove"; lineId: string };

/** How the change ended: the endpoint's answer (none when the submission brought none), or replaced by a later one. */
export type ChangeOutcome = { answer: CartAnswer | undefined } | { superseded: true };

/** The line a change was about: for an add, the line that is new or holds more than before. */
export function changedLine(change: CartChange, before: ShellCart | null, after: ShellCart | null) {
  if (change.action === "remove") return before?.lines.find((line) => line.lineId === change.lineId);
  if (change.action === "quantity") return after?.lines.find((line) => line.lineId === change.lineId);
  return after?.lines.find((line) => {
    const was = before?.lines.find((entry) => entry.lineId === line.lineId);
    return !was || line.quantity > was.quantity;
  });
}

export function changeAnswer(
  change: CartChange,
  outcome: ChangeOutcome,
  before: ShellCart | null,
  after: ShellCart | null,
  locale: { language: Language; hrefLang: string },
): ToolResult {
  const options = { locale: locale.language };
  if ("superseded" in outcome) return { content: [{ type: "text", text: m.webmcp_change_superseded({}, options) }] };
  const summary = after?.lines.length
    ? m.webmcp_cart_summary(
        {
          items: m.header_cart_count({ count: after.count }, options),
          total: formatMoney(after.total.centAmount, after.total.currencyCode, locale.hrefLang),
        },
        options,
      )
    : m.webmcp_empty_cart({}, options);
  const { answer } = outcome;
  const said = (done: string, line?: ShellLine, isError = false): ToolResult => ({
    content: [{ type: "text", text: `${done} ${summary}` }],
    structuredContent: {
      ...(line
        ? {
            line: {
              lineId: line.lineId,
              name: line.name,
              colour: line.colourLabel,
              size: line.size,
              quantity: after?.lines.find((entry) => entry.lineId === line.lineId)?.quantity ?? 0,
            },
          }
        : {}),
      cart: {
        count: after?.count ?? 0,
        total: after ? { amount: after.total.centAmount, currency: after.total.currencyCode } : null,
      },
    },
    ...(isError ? { isError: true } : {}),
  });
  if (!answer) return said(m.webmcp_change_no_answer({}, options), undefined, true);
  if (!answer.ok) return said(m.webmcp_change_refused({ reason: answer.message }, options), undefined, true);

  const line = changedLine(change, before, after);
  const stillThere = line && after?.lines.some((entry) => entry.lineId === line.lineId);
  const words = line && { name: line.name, colour: line.colourLabel, size: line.size };
  if (change.action === "add" && line && words)
    return said(m.webmcp_line_added({ ...words, quantity: line.quantity }, options), line);
  if (change.action === "quantity" && line && words)
    return said(m.webmcp_line_quantity({ ...words, quantity: line.quantity }, options), line);
  if (change.action === "remove" && line && words && !stillThere)
    return said(m.webmcp_line_removed(words, options), line);
  // Done, yet no line tells it (a line another tab had removed already): the endpoint's own words.
  return said(answer.message);
}
