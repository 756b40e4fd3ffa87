import { describe, expect, test } from "vitest";
import { listingSchema } from "../../../app/features/catalog-model/schemas";
import { cardIsBackSoon, tagsTrueToStock } from "../../../app/features/catalog/stock";
import { PRODUCTS } from "../../../mocks/data/catalog";
import { mockApi } from "../../helpers/mock-api";

const api = mockApi();
const german = api.client({ language: "de-DE", store: "de" });
const DRESSES = PRODUCTS.find((product) => product.productId === "1000003")!.familyId;

describe("issue 49: badges and the 'most popular' sort", () => {
  test("'Beliebteste' orders by popularity alone: the tags play no part", async () => {
    const listing = await german.call(`ecommerce/v3/catalog/families/${DRESSES}/products`, {
      query: { sort: "popular", pageSize: 96 },
      schema: listingSchema,
    });
    const expected = PRODUCTS.filter((product) => product.familyId === DRESSES)
      .sort((a, b) => b.popularity - a.popularity || a.productId.localeCompare(b.productId))
      .map((product) => product.productId);
    expect(listing.products.map((card) => card.productId)).toEqual(expected);
  });

  test("no card of any family shows 'back soon' over a colour that can be bought", async () => {
    const families = [...new Set(PRODUCTS.map((product) => product.familyId))];
    let backSoon = 0;
    for (const family of families) {
      const listing = await german.call(`ecommerce/v3/catalog/families/${family}/products`, {
        query: { pageSize: 96 },
        schema: listingSchema,
      });
      for (const card of listing.products) {
        const shown = tagsTrueToStock(card.tags, cardIsBackSoon(card));
        if (shown.includes("RAL_ANTICIPATION")) backSoon++;
        if (card.availability === "AVAILABLE") expect(shown, card.productId).not.toContain("RAL_ANTICIPATION");
        // The backend's flag and what the card shows agree: the storefront's rule drops nothing.
        expect(shown.includes("RAL_ANTICIPATION"), card.productId).toBe(card.tags.includes("RAL_ANTICIPATION"));
      }
    }
    expect(backSoon).toBeGreaterThan(0);
  });
});
