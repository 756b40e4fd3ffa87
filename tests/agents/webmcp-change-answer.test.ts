import { describe, expect, test } from "vitest";
import { changeAnswer, changedLine, type ShellCart } from "../../app/agents/webmcp/change-answer";
import type { CartAnswer } from "../../app/features/cart/intents";
import type { Language } from "../../app/lib/locales";
import { formatMoney } from "../../app/lib/money";
import { m } from "../../app/paraglide/messages.js";

/**
 * Issue 50, point 4 (decision 185): the page's change_cart tool answers what it did (the line,
 * its quantity, the cart's count and total) or why the cart refused it, in the site's language.
 */
const fr: { language: Language; hrefLang: string } = { language: "fr", hrefLang: "fr-FR" };
const pl: { language: Language; hrefLang: string } = { language: "pl", hrefLang: "pl-PL" };
const dress = { lineId: "l1", name: "Robe midi", colourLabel: "Rose", size: "M", pictureUrl: "/p.svg" };
const shirt = { lineId: "l2", name: "Chemise", colourLabel: "Blanc", size: "L", pictureUrl: "/s.svg" };

function cart(lines: { line: typeof dress; quantity: number; unit: number }[], currencyCode = "EUR"): ShellCart {
  const total = lines.reduce((sum, entry) => sum + entry.quantity * entry.unit, 0);
  return {
    count: lines.reduce((sum, entry) => sum + entry.quantity, 0),
    total: { centAmount: total, currencyCode: currencyCode as ShellCart["total"]["currencyCode"] },
    lines: lines.map((entry) => ({ ...entry.line, quantity: entry.quantity, total: entry.quantity * entry.unit })),
  };
}
const ok = (intent: CartAnswer["intent"], message = "ok"): CartAnswer => ({ intent, ok: true, message });
const euros = (cents: number) => formatMoney(cents, "EUR", "fr-FR");
const summary = (count: number, cents: number, locale = fr, currency = "EUR") =>
  m.webmcp_cart_summary(
    {
      items: m.header_cart_count({ count }, { locale: locale.language }),
      total: formatMoney(cents, currency, locale.hrefLang),
    },
    { locale: locale.language },
  );

describe("change_cart answers what it did", () => {
  test("an add names the line, its quantity in the cart, and the cart's count and total", () => {
    const before = cart([{ line: shirt, quantity: 1, unit: 2999 }]);
    const after = cart([
      { line: shirt, quantity: 1, unit: 2999 },
      { line: dress, quantity: 2, unit: 4999 },
    ]);
    const result = changeAnswer({ action: "add", sku: "100" }, { answer: ok("add-to-cart") }, before, after, fr);
    expect(result.isError).toBeUndefined();
    expect(result.content[0]!.text).toBe(
      `${m.webmcp_line_added({ name: "Robe midi", colour: "Rose", size: "M", quantity: 2 }, { locale: "fr" })} ${summary(3, 12997)}`,
    );
    expect(result.content[0]!.text).toContain(euros(12997));
    expect(result.structuredContent).toEqual({
      line: { lineId: "l1", name: "Robe midi", colour: "Rose", size: "M", quantity: 2 },
      cart: { count: 3, total: { amount: 12997, currency: "EUR" } },
    });
  });

  test("an add to a line the cart had is that line, found by its higher quantity", () => {
    const before = cart([
      { line: shirt, quantity: 1, unit: 2999 },
      { line: dress, quantity: 1, unit: 4999 },
    ]);
    const after = cart([
      { line: shirt, quantity: 1, unit: 2999 },
      { line: dress, quantity: 2, unit: 4999 },
    ]);
    expect(changedLine({ action: "add", sku: "100" }, before, after)?.lineId).toBe("l1");
  });

  test("a quantity and a removal are said with the line; the last line removed leaves an empty cart", () => {
    const two = cart([{ line: dress, quantity: 2, unit: 22_999 }], "PLN");
    const three = cart([{ line: dress, quantity: 3, unit: 22_999 }], "PLN");
    const quantity = changeAnswer(
      { action: "quantity", lineId: "l1", quantity: 3 },
      { answer: ok("quantity") },
      two,
      three,
      pl,
    );
    expect(quantity.content[0]!.text).toBe(
      `${m.webmcp_line_quantity({ name: "Robe midi", colour: "Rose", size: "M", quantity: 3 }, { locale: "pl" })} ${summary(3, 68_997, pl, "PLN")}`,
    );
    const removed = changeAnswer({ action: "remove", lineId: "l1" }, { answer: ok("remove") }, three, null, pl);
    expect(removed.content[0]!.text).toBe(
      `${m.webmcp_line_removed({ name: "Robe midi", colour: "Rose", size: "M" }, { locale: "pl" })} ${m.webmcp_empty_cart({}, { locale: "pl" })}`,
    );
  });

  test("a refusal says why, in the endpoint's words, as an error, with the cart as it stayed", () => {
    const before = cart([{ line: dress, quantity: 1, unit: 4999 }]);
    const refused: CartAnswer = { intent: "add-to-cart", ok: false, message: m.cart_stock_limit({}, { locale: "fr" }) };
    const result = changeAnswer({ action: "add", sku: "100" }, { answer: refused }, before, before, fr);
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toBe(
      `${m.webmcp_change_refused({ reason: m.cart_stock_limit({}, { locale: "fr" }) }, { locale: "fr" })} ${summary(1, 4999)}`,
    );
  });

  test("no answer is an error; a change replaced by a later one for the same line says so", () => {
    const current = cart([{ line: dress, quantity: 1, unit: 4999 }]);
    const none = changeAnswer({ action: "remove", lineId: "l1" }, { answer: undefined }, current, current, fr);
    expect(none.isError).toBe(true);
    expect(none.content[0]!.text).toContain(m.webmcp_change_no_answer({}, { locale: "fr" }));
    const replaced = changeAnswer(
      { action: "quantity", lineId: "l1", quantity: 2 },
      { superseded: true },
      current,
      current,
      fr,
    );
    expect(replaced.content[0]!.text).toBe(m.webmcp_change_superseded({}, { locale: "fr" }));
  });

  test("done without a line to show (removed in another tab already): the endpoint's own words", () => {
    const current = cart([{ line: shirt, quantity: 1, unit: 2999 }]);
    const message = m.cart_line_removed_elsewhere({}, { locale: "fr" });
    const result = changeAnswer(
      { action: "remove", lineId: "l1" },
      { answer: ok("remove", message) },
      current,
      current,
      fr,
    );
    expect(result.content[0]!.text).toBe(`${message} ${summary(1, 2999)}`);
  });
});
