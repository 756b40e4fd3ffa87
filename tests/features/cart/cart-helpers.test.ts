import { describe, expect, test } from "vitest";
import { deliveryEstimates } from "../../../app/features/cart/delivery";
import { optimisticCountDelta, optimisticLines } from "../../../app/features/cart-model/optimistic";
import { parseShareParam, shareParam, shareUrl } from "../../../app/features/cart/share";
import type { LineItem } from "../../../app/features/cart-model/schemas";

const method = (key: "NO" | "PR" | "EX", price: number, freeAbove: number | null) => ({
  key,
  name: key,
  shippingMethods: [{ id: key, name: key, carrier: "c", deliveryDays: [2, 4] as [number, number] }],
  shippingRate: { price: { centAmount: price }, freeAbove: freeAbove === null ? null : { centAmount: freeAbove } },
});

describe("R9.07 delivery estimate", () => {
  test("free when the cart total exceeds freeAbove; the cheapest is the lowest price (one highlighted)", () => {
    const estimates = deliveryEstimates(
      [method("NO", 399, 4900), method("PR", 299, 2900), method("EX", 990, null)],
      3000,
    );
    expect(estimates.map((entry) => [entry.key, entry.price, entry.free, entry.cheapest])).toEqual([
      ["NO", 399, false, false],
      ["PR", 0, true, true],
      ["EX", 990, false, false],
    ]);
    expect(estimates[0]!.missingForFree).toBe(1901);
  });

  test("exactly at the threshold is not above it", () => {
    expect(deliveryEstimates([method("PR", 299, 2900)], 2900)[0]).toMatchObject({ free: false, price: 299 });
  });
});

describe("shared cart links", () => {
  test("carry skus and quantities, merge repeats, refuse anything else", () => {
    expect(
      shareParam([
        { sku: "A-1", quantity: 2 },
        { sku: "B", quantity: 1 },
      ]),
    ).toBe("A-1:2,B:1");
    expect(parseShareParam("A-1:2,B:1,A-1:1")).toEqual({
      items: [
        { sku: "A-1", quantity: 3 },
        { sku: "B", quantity: 1 },
      ],
      param: "A-1:3,B:1",
      units: 4,
      promoCodes: [],
    });
    expect(parseShareParam(null)).toBeNull();
    for (const bad of ["", "A", "abc", "A:0", "A:1,<script>:1"])
      expect(parseShareParam(bad)).toEqual({ invalid: true, reason: "malformed" });
    // Beyond MAX_SHARED_UNITS units, in one line, in many, or past any link's length: too large, said as such.
    const manyLines = Array.from({ length: 200 }, (_, index) => `S${index}:1`).join(",");
    for (const large of ["A:99", "1:999999", manyLines, `${"A".repeat(40)}:1,`.repeat(60)])
      expect(parseShareParam(large)).toEqual({ invalid: true, reason: "too-large" });
  });

  test("a link carries the cart's promo codes (an agent's checkout handed to its shopper, decision 199)", () => {
    expect(shareUrl("https://shop.example", "pl-pl", [{ sku: "A-1", quantity: 2 }], ["WELCOME10"])).toBe(
      "https://shop.example/pl-pl/cart?share=A-1:2&promo=WELCOME10",
    );
    expect(shareUrl("https://shop.example", "pl-pl", [{ sku: "A-1", quantity: 2 }])).toBe(
      "https://shop.example/pl-pl/cart?share=A-1:2",
    );
    // Upper case and each once, as the cart keeps codes; anything that is not a code refuses the link.
    expect(parseShareParam("A:1", " welcome10,WELCOME10 ,VIP_2026")).toMatchObject({
      promoCodes: ["WELCOME10", "VIP_2026"],
    });
    expect(parseShareParam("A:1", "")).toMatchObject({ promoCodes: [] });
    for (const bad of ["<script>", "A", "CODE WITH SPACE", "A1,B2,C3,D4,E5,F6"])
      expect(parseShareParam("A:1", bad), bad).toEqual({ invalid: true, reason: "malformed" });
  });
});

describe("optimistic cart", () => {
  const line = (lineId: string, quantity: number, unit: number) =>
    ({
      lineId,
      quantity,
      totalPrice: { centAmount: unit * quantity },
      catalogPrice: { price: { centAmount: unit } },
    }) as LineItem;
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  test("a pending quantity shows the new quantity and line total; a pending removal hides the line", () => {
    const lines = [line("L1", 1, 1000), line("L2", 2, 500)];
    const result = optimisticLines(lines, [
      { formData: form({ intent: "quantity", lineId: "L1", quantity: "3" }) },
      { formData: form({ intent: "remove", lineId: "L2" }) },
      { formData: undefined },
    ]);
    expect(
      result.map((entry) => [
        entry.line.quantity,
        entry.line.totalPrice.centAmount,
        entry.pending,
        entry.pendingRemoval,
      ]),
    ).toEqual([
      [3, 3000, true, false],
      [2, 1000, true, true],
    ]);
  });

  test("the header count follows adds, quantity changes, removals and undo, without double counting", () => {
    const lines = [{ lineId: "L1", quantity: 2 }];
    expect(optimisticCountDelta(lines, [form({ intent: "add-to-cart", sku: "S" })])).toBe(1);
    expect(optimisticCountDelta(lines, [form({ intent: "quantity", lineId: "L1", quantity: "5" })])).toBe(3);
    expect(optimisticCountDelta(lines, [form({ intent: "empty", version: "3" })])).toBe(
      -lines.reduce((sum, line) => sum + line.quantity, 0),
    );
    expect(optimisticCountDelta(lines, [form({ intent: "remove", lineId: "L1" })])).toBe(-2);
    expect(optimisticCountDelta(lines, [form({ intent: "undo-remove", sku: "S", quantity: "2" })])).toBe(2);
    expect(optimisticCountDelta(lines, [undefined, form({ intent: "promo-add", code: "X" })])).toBe(0);
  });
});
