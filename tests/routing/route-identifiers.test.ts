import { describe, expect, test } from "vitest";
import { parseFriendlySegment, parseLegacyProductPath } from "../../app/routing/friendly-urls";
import { paramsAreValid } from "../../app/routing/params";
import { pagesFor } from "../../app/routing/route-table";

const paths = pagesFor("fr-fr").map((page) => page.path);
const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

describe("R3.34 identifiers in routes", () => {
  test("the route table names gtin, familyId, the editorial page ids, storeId, the address id, name, country and city", () => {
    const names = new Set(paths.flatMap(paramsOf));
    for (const identifier of [
      "gtin",
      "familyId",
      "landingPageId",
      "trendPageId",
      "lookbookPageId",
      "blogPageId",
      "storeId",
      "id",
      "name",
      "country",
      "city",
    ]) {
      expect(names, identifier).toContain(identifier);
    }
    expect(paths).toContain("account/settings/delivery-addresses/:id/edit");
    expect(paths).toContain("stores/:country/:city/:storeSlug");
  });

  test("productId and optionId travel in the friendly and legacy URLs; familyId and the page ids in their markers", () => {
    expect(parseFriendlySegment("jupe-portefeuille--p1000123")).toEqual(
      expect.objectContaining({ kind: "product", productId: "1000123" }),
    );
    expect(parseLegacyProductPath("/fr-fr/femme/jupe-R100012301.html")).toEqual(
      expect.objectContaining({ kind: "legacy-product", optionId: "100012301" }),
    );
    expect(parseFriendlySegment("robes--plWOMEN_DRESSES")).toEqual(
      expect.objectContaining({ kind: "catalog", familyId: "WOMEN_DRESSES" }),
    );
    expect(parseFriendlySegment("black-friday--lpBF2026")).toEqual(expect.objectContaining({ kind: "landing" }));
  });

  test("each identifier keeps its shape: digits for gtin and product references, word characters for families and pages", () => {
    expect(paramsAreValid("product-by-gtin", { gtin: "3541234567890" })).toBe(true);
    expect(paramsAreValid("product-by-gtin", { gtin: "35412x" })).toBe(false);
    expect(paramsAreValid("catalog", { name: "robes", familyId: "WOMEN_DRESSES" })).toBe(true);
    expect(paramsAreValid("catalog", { name: "robes", familyId: "WOMEN DRESSES" })).toBe(false);
    expect(paramsAreValid("blog-page", { name: "x", blogPageId: "LINEN_CARE" })).toBe(true);
    expect(paramsAreValid("editDeliveryAddresses", { id: "../x" })).toBe(false);
  });
});

describe("R2.6.06 the named routes the shell links to", () => {
  test("index, cart, search, account-dashboard, account-wishlist, order confirmation and payment, catalogue, landing page, store locator and store page exist under every prefix", () => {
    for (const prefix of ["fr-fr", "en", "pl"] as const) {
      const names = new Set(pagesFor(prefix).map((page) => page.name));
      for (const name of [
        "index",
        "cart",
        "search",
        "account-dashboard",
        "account-wishlist",
        "order-confirmation",
        "order-payment",
        "catalog",
        "landing-page",
        "store-locator",
        "store",
      ]) {
        expect(names, `${prefix}:${name}`).toContain(name);
      }
    }
  });
});
