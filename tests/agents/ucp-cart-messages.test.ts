import { describe, expect, test } from "vitest";
import {
  cartHandleId,
  createCart,
  getCart,
  type MarketContext,
  parseCartHandle,
  updateCart,
} from "../../app/agents/ucp/cart.server";
import { askedLines, lineMessages } from "../../app/agents/ucp/line-messages";
import type { Cart } from "../../app/features/cart-model/schemas";
import { cookieNames } from "../../app/lib/cookies";
import { LOCALES } from "../../app/lib/locales";
import { formatMoney } from "../../app/lib/money";
import { m } from "../../app/paraglide/messages.js";
import { PRODUCTS, productBySku } from "../../mocks/data/catalog";
import { mockApi } from "../helpers/mock-api";
import { testContext } from "../helpers/request-context";

/**
 * Issue 50, point 4 (decision 185): an agent is told each line of its cart that was refused or
 * changed, in the market's words, with the path of the line in its request. Against the offline
 * backend through the storefront's own cart and catalogue services, as the UCP endpoint runs them.
 */
const backend = mockApi();
const names = cookieNames("local");
const fr = { locale: "fr" as const };
const sizes = PRODUCTS.flatMap((product) =>
  product.options.flatMap((option) => option.sizes.map((size) => ({ product, option, size }))),
);
// A dress in size 34: 10 in stock, 54,99 €.
const dress = productBySku("10000030101")!;
const soldOut = sizes.find((entry) => entry.size.stock === 0)!;
const lowStock = sizes.find((entry) => entry.size.availabilityCode === 1 && entry.size.stock < 4)!;
const titleOf = (entry: typeof dress) =>
  `${entry.product.name.fr}, ${entry.option.colour.label.fr}, ${entry.size.label}`;
const UNKNOWN = "99999999999";

/** The UCP endpoint's market contexts: each cart's session a world of its own in the mock. */
const contextFor: MarketContext = async (prefix, session) => {
  const locale = LOCALES[prefix];
  return testContext(`/${prefix}/cart`, {
    api: backend.client({
      session: session?.anonymousId ?? "catalog",
      store: locale.shopDomain,
      language: locale.hrefLang,
    }),
    cookies: session
      ? {
          [names.anonymousId]: session.anonymousId,
          ...(session.cartId ? { [names.cart(locale.site)]: session.cartId } : {}),
        }
      : {},
  });
};

const line = (id: string, quantity: number, price?: unknown) => ({
  item: { id, ...(price === undefined ? {} : { price }) },
  quantity,
});

interface Answer {
  id?: string;
  ucp: { status?: string };
  line_items?: { item: { id: string }; quantity: number }[];
  messages?: { type: string; code?: string; path?: string; content: string; severity?: string }[];
}

describe("create_cart says every line it refused or changed (decision 185)", () => {
  test("unknown id, sold-out size, quantity lowered to the stock and another price: one message each, at its line", async () => {
    const answer = (await createCart(contextFor, "fr-fr", [
      line(dress.size.sku, 2, 4999),
      line(UNKNOWN, 1),
      line(soldOut.size.sku, 1),
      line(lowStock.size.sku, lowStock.size.stock + 2),
    ])) as Answer;
    expect(answer.ucp.status).toBeUndefined();
    expect(answer.line_items?.map((entry) => [entry.item.id, entry.quantity])).toEqual([
      [dress.size.sku, 2],
      [lowStock.size.sku, lowStock.size.stock],
    ]);
    const euros = (cents: number) => formatMoney(cents, "EUR", "fr-FR");
    expect(answer.messages).toEqual([
      {
        type: "warning",
        code: "price_changed",
        path: "$.line_items[0]",
        content: m.ucp_line_message(
          {
            item: titleOf(dress),
            message: m.ucp_line_price_changed({ price: euros(5499), previous: euros(4999) }, fr),
          },
          fr,
        ),
      },
      {
        type: "error",
        code: "item_not_found",
        path: "$.line_items[1]",
        content: m.ucp_line_message({ item: UNKNOWN, message: m.ucp_line_unknown({}, fr) }, fr),
        severity: "recoverable",
      },
      {
        type: "error",
        code: "out_of_stock",
        path: "$.line_items[2]",
        content: m.ucp_line_message({ item: titleOf(soldOut), message: m.ucp_line_sold_out({}, fr) }, fr),
        severity: "requires_buyer_input",
      },
      {
        type: "warning",
        code: "quantity_capped",
        path: "$.line_items[3]",
        content: m.ucp_line_message(
          {
            item: titleOf(lowStock),
            message: m.cart_share_line_capped({ count: lowStock.size.stock, shared: lowStock.size.stock + 2 }, fr),
          },
          fr,
        ),
      },
    ]);
  });

  test("a cart made as asked says nothing; a price shown in the catalogue's money form is read too", async () => {
    const answer = (await createCart(contextFor, "fr-fr", [
      line(dress.size.sku, 1, { amount: 5499, currency: "EUR" }),
    ])) as Answer;
    expect(answer.line_items).toHaveLength(1);
    expect(answer.messages).toBeUndefined();
  });

  test("no line taken: no cart, an error answer carrying every line's message", async () => {
    const answer = (await createCart(contextFor, "de-de", [line(UNKNOWN, 1), line(soldOut.size.sku, 2)])) as Answer;
    expect(answer.ucp.status).toBe("error");
    expect(answer.id).toBeUndefined();
    expect(answer.messages?.map((message) => [message.type, message.code, message.path])).toEqual([
      ["error", "item_not_found", "$.line_items[0]"],
      ["error", "out_of_stock", "$.line_items[1]"],
    ]);
    expect(answer.messages?.[1]?.content).toContain(m.ucp_line_sold_out({}, { locale: "de" }));
  });
});

describe("update_cart says every line it refused or changed (decision 185)", () => {
  test("a quantity beyond the stock is lowered to it, an unknown id refused, the rest kept silently", async () => {
    const created = (await createCart(contextFor, "fr-fr", [
      line(dress.size.sku, 1),
      line(lowStock.size.sku, 1),
    ])) as Answer;
    const id = created.id!;
    const updated = (await updateCart(contextFor, "http://localhost:8787", id, [
      line(dress.size.sku, 1),
      line(lowStock.size.sku, lowStock.size.stock + 1),
      line(UNKNOWN, 2),
    ])) as Answer;
    expect(updated.line_items?.map((entry) => [entry.item.id, entry.quantity])).toEqual([
      [dress.size.sku, 1],
      [lowStock.size.sku, lowStock.size.stock],
    ]);
    expect(updated.messages?.map((message) => [message.type, message.code, message.path])).toEqual([
      ["warning", "quantity_capped", "$.line_items[1]"],
      ["error", "item_not_found", "$.line_items[2]"],
    ]);
    const read = (await getCart(contextFor, "http://localhost:8787", id)) as Answer;
    expect(read.line_items?.[1]?.quantity).toBe(lowStock.size.stock);
    expect(parseCartHandle(id)).toMatchObject({ prefix: "fr-fr" });
    expect(cartHandleId(parseCartHandle(id)!)).toBe(id);
  });
});

describe("the messages of lines (decision 185)", () => {
  const cart = (lines: { sku: string; quantity: number; price: number }[], currencyCode = "EUR") =>
    ({
      totalPrice: { centAmount: 0, currencyCode },
      lineItems: lines.map((entry) => ({
        sku: entry.sku,
        quantity: entry.quantity,
        name: "Robe",
        colourLabel: "Rose",
        size: "M",
        catalogPrice: { price: { centAmount: entry.price }, strikeThroughPrice: null },
      })),
    }) as unknown as Cart;
  const locale = { language: "en" as const, hrefLang: "en" };
  const en = { locale: "en" as const };

  test("a repeated id is one line at its first place, quantities added up", () => {
    expect(askedLines([line("A", 1), line("B", 2), line("A", 3, 1000)])).toEqual([
      { sku: "A", quantity: 4, index: 0, shownPrice: { amount: 1000 } },
      { sku: "B", quantity: 2, index: 1 },
    ]);
  });

  test("the price the previous answer showed is compared when the request gives none; another currency's is not", () => {
    const before = cart([{ sku: "A", quantity: 1, price: 1000 }]);
    const after = cart([{ sku: "A", quantity: 1, price: 1200 }]);
    const said = lineMessages({
      asked: askedLines([line("A", 1)]),
      cart: after,
      before,
      refused: new Map(),
      failures: new Map(),
      locale,
    });
    expect(said).toEqual([
      expect.objectContaining({ type: "warning", code: "price_changed", path: "$.line_items[0]" }),
    ]);
    expect(
      lineMessages({
        asked: askedLines([line("A", 1, { amount: 900, currency: "CHF" })]),
        cart: cart([{ sku: "A", quantity: 1, price: 1000 }]),
        refused: new Map(),
        failures: new Map(),
        locale,
      }),
    ).toEqual([]);
  });

  test("a change the shop could not answer is a recoverable error; a dropped line the cart kept is said without a path", () => {
    const before = cart([
      { sku: "A", quantity: 1, price: 1000 },
      { sku: "B", quantity: 1, price: 1000 },
    ]);
    const said = lineMessages({
      asked: askedLines([line("A", 3)]),
      cart: before,
      before,
      refused: new Map(),
      failures: new Map([
        ["A", "unavailable"],
        ["B", "rejected"],
      ]),
      locale,
    });
    expect(said).toEqual([
      {
        type: "error",
        code: "unavailable",
        path: "$.line_items[0]",
        content: m.ucp_line_message({ item: "Robe, Rose, M", message: m.cart_unavailable({}, en) }, en),
        severity: "recoverable",
      },
      {
        type: "error",
        code: "item_unavailable",
        content: m.ucp_line_message({ item: "Robe, Rose, M", message: m.cart_change_refused({}, en) }, en),
        severity: "recoverable",
      },
    ]);
  });

  test("a size the catalogue could not be asked about is refused by its id", () => {
    const said = lineMessages({
      asked: askedLines([line("A", 1)]),
      cart: null,
      refused: null,
      failures: new Map(),
      locale,
    });
    expect(said).toEqual([
      expect.objectContaining({
        code: "item_unavailable",
        path: "$.line_items[0]",
        content: m.ucp_line_message({ item: "A", message: m.product_add_failed({}, en) }, en),
      }),
    ]);
  });
});
