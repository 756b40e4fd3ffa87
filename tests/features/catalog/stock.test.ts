import { describe, expect, test } from "vitest";
import {
  cardIsBackSoon,
  isBuyable,
  optionIsBackSoon,
  sizeStock,
  tagsTrueToStock,
  takesStockAlert,
} from "../../../app/features/catalog/stock";
import type { Product } from "../../../app/features/catalog-model/schemas";

type Size = Product["options"][number]["sizes"][number];
const size = (
  availabilityCode: Size["availabilityCode"],
  availability: Size["availability"] = "AVAILABLE",
  availabilityType: Size["availabilityType"] = "ONLINE_AND_IN_STORE",
) => ({ availabilityCode, availability, availabilityType });

const inStock = size(2);
const fewLeft = size(1, "SOON_UNAVAILABLE");
const soldOut = size(0, "UNAVAILABLE");
const backSoon = size(0, "SOON_AVAILABLE");
const inStoreOnly = size(0, "UNAVAILABLE", "IN_STORE_ONLY");
const unknown = size(-1, "UNKNOWN");

describe("issue 49: a size's stock as the shopper reads it", () => {
  test("an in-store-only size is its own state, never 'sold out'; only codes 1 to 3 are bought online", () => {
    expect(sizeStock(inStock)).toBe("buyable");
    expect(sizeStock(fewLeft)).toBe("buyable");
    expect(sizeStock(size(3, "ON_DEMAND"))).toBe("buyable");
    expect(sizeStock(inStoreOnly)).toBe("in-store");
    expect(sizeStock(backSoon)).toBe("back-soon");
    expect(sizeStock(soldOut)).toBe("sold-out");
    expect(sizeStock(unknown)).toBe("unknown");
    expect([inStock, fewLeft, soldOut, inStoreOnly, unknown].map(isBuyable)).toEqual([true, true, false, false, false]);
  });

  test("the one stock alert form lists the sizes sold out online: not in-store-only, unknown or buyable ones", () => {
    expect([inStock, fewLeft, soldOut, backSoon, inStoreOnly, unknown].filter(takesStockAlert)).toEqual([
      soldOut,
      backSoon,
    ]);
  });
});

describe("issue 49: the 'back soon' badge is true to the stock", () => {
  test("a colour is back soon only when none of its sizes can be bought and one is announced back", () => {
    expect(optionIsBackSoon([backSoon, backSoon])).toBe(true);
    expect(optionIsBackSoon([soldOut, backSoon, inStoreOnly])).toBe(true);
    // The dress of the issue: every size in stock.
    expect(optionIsBackSoon([inStock, inStock, fewLeft])).toBe(false);
    // One size coming back beside sizes to buy: that size says so, the product is not "back soon".
    expect(optionIsBackSoon([inStock, backSoon])).toBe(false);
    expect(optionIsBackSoon([soldOut, inStoreOnly])).toBe(false);
    expect(optionIsBackSoon([])).toBe(false);
  });

  test("a card is back soon when it says so, or cannot be bought and carries the backend's flag", () => {
    expect(cardIsBackSoon({ availability: "SOON_AVAILABLE", tags: [] })).toBe(true);
    expect(cardIsBackSoon({ availability: "UNAVAILABLE", tags: ["RAL_ANTICIPATION"] })).toBe(true);
    expect(cardIsBackSoon({ availability: "AVAILABLE", tags: ["RAL_ANTICIPATION"] })).toBe(false);
    expect(cardIsBackSoon({ availability: "SOON_UNAVAILABLE", tags: ["RAL_ANTICIPATION"] })).toBe(false);
    expect(cardIsBackSoon({ availability: "DISCONTINUED", tags: ["RAL_ANTICIPATION"] })).toBe(false);
    expect(cardIsBackSoon({ availability: "UNAVAILABLE", tags: [] })).toBe(false);
  });

  test("the flag over a colour in stock is dropped, a colour announced back gets it; other tags pass as they are", () => {
    expect(tagsTrueToStock(["New", "RAL_ANTICIPATION", "WebExclu"], false)).toEqual(["New", "WebExclu"]);
    expect(tagsTrueToStock(["New"], true)).toEqual(["New", "RAL_ANTICIPATION"]);
    expect(tagsTrueToStock(["RAL_ANTICIPATION", "New"], true)).toEqual(["New", "RAL_ANTICIPATION"]);
    expect(tagsTrueToStock(["ON_DEMAND"], false)).toEqual(["ON_DEMAND"]);
  });
});
