import { describe, expect, test } from "vitest";
import { DEFAULT_PAGE_SIZE, listingSearch, readListingQuery } from "../../../app/features/catalog/listing-query";

describe("decision 161: a listing's page size", () => {
  test("24 products unless the shopper asks for 48 or 96; anything else is the default, never an error", () => {
    expect(DEFAULT_PAGE_SIZE).toBe(24);
    expect(readListingQuery(new URLSearchParams(""), "popular").pageSize).toBe(24);
    expect(readListingQuery(new URLSearchParams("n=48"), "popular").pageSize).toBe(48);
    expect(readListingQuery(new URLSearchParams("n=96"), "popular").pageSize).toBe(96);
    expect(readListingQuery(new URLSearchParams("n=25"), "popular").pageSize).toBe(24);
    expect(readListingQuery(new URLSearchParams("n=abc"), "popular").pageSize).toBe(24);
  });

  test("links keep a size the shopper chose and leave the default out", () => {
    const query = readListingQuery(new URLSearchParams("n=48&p=2"), "popular");
    expect(listingSearch(query, "popular")).toBe("?n=48&p=2");
    expect(listingSearch(query, "popular", { pageSize: 24, page: 1 })).toBe("");
  });
});
