import { describe, expect, test } from "vitest";
import { familyPath, productCardPath, productPath } from "../../app/pages/catalog-links";
import { optionFromUrl, productOptionPath } from "../../app/features/catalog-model/product-options";
import { slugify } from "../../app/lib/slug";

describe("issue 28: one transliteration and one path per page", () => {
  test("letters are written out as their languages do without the mark: ä → ae, ß → ss, ł → l, œ → oe", () => {
    expect(slugify("Bettwäsche")).toBe("bettwaesche");
    expect(slugify("Waldgrün Größe")).toBe("waldgruen-groesse");
    expect(slugify("Straße")).toBe("strasse");
    expect(slugify("Płaszcze i kurtki")).toBe("plaszcze-i-kurtki");
    expect(slugify("Œuvre d'été")).toBe("oeuvre-d-ete");
    expect(slugify("Robes & jupes d'été")).toBe("robes-jupes-d-ete");
  });

  const product = {
    productId: "1000318",
    name: "Badematte aus Baumwollfrottee",
    options: [
      { optionId: "A", colourLabel: "Waldgrün" },
      { optionId: "B", colourLabel: "Ecru" },
      { optionId: "C", colourLabel: "Ecru" },
    ],
  };

  test("a card's link, the page's own path and its canonical are the same for its colour; the URL's slug names the colour", () => {
    const card = productCardPath("de-de", { name: product.name, productId: product.productId, colourLabel: "Ecru" });
    expect(card).toBe("/de-de/badematte-aus-baumwollfrottee-ecru--p1000318");
    expect(optionFromUrl(product, null, "badematte-aus-baumwollfrottee-ecru").optionId).toBe("B");
    expect(productOptionPath("de-de", product, "B")).toBe(card);
    expect(productOptionPath("de-de", product, "A")).toBe("/de-de/badematte-aus-baumwollfrottee-waldgruen--p1000318");
    // A colour label an earlier option shares needs the option named.
    expect(productOptionPath("de-de", product, "C")).toBe(`${card}?option=C`);
    expect(optionFromUrl(product, "C", "badematte-aus-baumwollfrottee-ecru").optionId).toBe("C");
    expect(optionFromUrl(product, null, "something-else").optionId).toBe("A");
    expect(productPath("pl-pl", { name: "Płaszcz", productId: "1" }, "Biały")).toBe("/pl-pl/plaszcz-bialy--p1");
  });

  test("a family's path is its title's slug", () => {
    expect(familyPath("de-de", { title: "Bettwäsche", segmentationId: "HOME_BEDDING" })).toBe(
      "/de-de/bettwaesche--plHOME_BEDDING",
    );
  });
});
