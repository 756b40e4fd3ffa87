import { describe, expect, test } from "vitest";
import { finderSearch } from "../../../app/features/stores/finder-query";
import { parseFinderQuery, parseStockQuery } from "../../../app/features/stores/finder-query.server";

const params = (query: string) => new URLSearchParams(query);

describe("R3.10 what the place finder is asked, from its URL", () => {
  test("a town or a postcode, trimmed, control characters dropped, 60 characters at most", () => {
    expect(parseFinderQuery(params("q=%20Lyon%20"))).toEqual({ by: "text", text: "Lyon" });
    expect(parseFinderQuery(params("q=SW1A%0A1AA"))).toEqual({ by: "text", text: "SW1A 1AA" });
    expect(parseFinderQuery(params(`q=${"x".repeat(61)}`))).toEqual({ by: "none" });
    expect(parseFinderQuery(params("q=%20%20"))).toEqual({ by: "none" });
    expect(parseFinderQuery(params(""))).toEqual({ by: "none" });
  });

  test("a position is rounded to 0.01° (about 1 km) before it is used anywhere; junk is said, never thrown", () => {
    expect(parseFinderQuery(params("near=45.76404,4.83566"))).toEqual({
      by: "position",
      position: { lat: 45.76, lon: 4.84 },
    });
    expect(parseFinderQuery(params("near=-33.9,151.2&q=Lyon"))).toEqual({
      by: "position",
      position: { lat: -33.9, lon: 151.2 },
    });
    expect(parseFinderQuery(params("q=&near=me"))).toEqual({ by: "unlocated" });
    for (const near of ["abc", "91,0", "45.7", "45.7,4.8,1", "45,500", "<script>"])
      expect(parseFinderQuery(params(`near=${encodeURIComponent(near)}`))).toEqual({ by: "invalid" });
  });

  test("the stock asked needs both a product id (digits) and a size; the search keeps it", () => {
    expect(parseStockQuery(params("productId=1001&size=1001-01-M"))).toEqual({ productId: "1001", size: "1001-01-M" });
    expect(parseStockQuery(params("productId=1001"))).toBeNull();
    expect(parseStockQuery(params("productId=abc&size=M"))).toBeNull();
    expect(
      finderSearch({ by: "position", position: { lat: 45.764, lon: 4.8357 } }, { productId: "1001", size: "M" }),
    ).toBe("?near=45.76%2C4.84&productId=1001&size=M");
    expect(finderSearch({ by: "text", text: "Genève" }, null)).toBe("?q=Gen%C3%A8ve");
    expect(finderSearch({ by: "none" }, null)).toBe("");
  });
});
