import { describe, expect, test } from "vitest";
import { cartEvent } from "../../../app/features/cart-model/cart-events";
import type { Cart } from "../../../app/features/cart-model/schemas";

const line = (sku: string, quantity: number, price = 4990) => ({
  lineId: `l-${sku}`,
  sku,
  quantity,
  productId: sku.slice(0, 7),
  name: `Dress ${sku}`,
  segmentationId: "WOMEN",
  catalogPrice: { price: { centAmount: price }, strikeThroughPrice: null },
});
const cart = (...lines: ReturnType<typeof line>[]) =>
  ({ lineItems: lines, totalPrice: { centAmount: 0, currencyCode: "CHF" } }) as unknown as Cart;

describe("the data layer's cart events", () => {
  test("a first add (no cart before) is one unit added, with the line's unit price in cents", () => {
    expect(cartEvent(null, cart(line("1000003-01-M", 1)))).toEqual({
      event: "add_to_cart",
      currency: "CHF",
      items: [
        {
          sku: "1000003-01-M",
          model: "1000003",
          name: "Dress 1000003-01-M",
          price: 4990,
          quantity: 1,
          segmentationId: "WOMEN",
        },
      ],
    });
  });

  test("a quantity raised or lowered is the difference; a removed line is all its units", () => {
    expect(cartEvent(cart(line("A", 1)), cart(line("A", 3)))).toMatchObject({
      event: "add_to_cart",
      items: [{ sku: "A", quantity: 2 }],
    });
    expect(cartEvent(cart(line("A", 3)), cart(line("A", 1)))).toMatchObject({
      event: "remove_from_cart",
      items: [{ sku: "A", quantity: 2 }],
    });
    expect(cartEvent(cart(line("A", 2), line("B", 1)), cart(line("B", 1)))).toMatchObject({
      event: "remove_from_cart",
      items: [{ sku: "A", quantity: 2, name: "Dress A" }],
    });
  });

  test("nothing moved, nothing to say", () => {
    expect(cartEvent(cart(line("A", 1)), cart(line("A", 1)))).toBeNull();
    expect(cartEvent(null, null)).toBeNull();
  });
});
