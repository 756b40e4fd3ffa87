import { describe, expect, test } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  listingSearch,
  readListingQuery,
  searchWithoutEmpty,
  withoutEmptyParams,
} from "../../../app/features/catalog-model/listing-query";

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

describe("issue 49: a listing URL carries no empty parameter", () => {
  test("the filter form's empty fields (a price left blank) are left out; the others keep their order", () => {
    const fields: [string, string][] = [
      ["q", "robe"],
      ["sort", "popular"],
      ["size", "38"],
      ["min", ""],
      ["max", "  "],
      ["colour", "RED"],
    ];
    expect(searchWithoutEmpty(fields).toString()).toBe("q=robe&sort=popular&size=38&colour=RED");
    expect(
      searchWithoutEmpty([
        ["min", ""],
        ["max", ""],
      ]).toString(),
    ).toBe("");
  });

  test("a URL with empty parameters names its clean twin; a clean one is left alone", () => {
    const at = (search: string) =>
      withoutEmptyParams(new URL(`https://shop.test/de-de/kleider--plWOMEN_DRESSES${search}`));
    expect(at("?sort=popular&min=&max=")).toBe("/de-de/kleider--plWOMEN_DRESSES?sort=popular");
    expect(at("?min=&max=")).toBe("/de-de/kleider--plWOMEN_DRESSES");
    expect(at("?size=38&min=20&max=")).toBe("/de-de/kleider--plWOMEN_DRESSES?size=38&min=20");
    expect(at("?size=38&min=20")).toBeNull();
    expect(at("")).toBeNull();
  });
});
