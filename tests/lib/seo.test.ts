import { describe, expect, test } from "vitest";
import { seoTags } from "../../app/lib/seo";

const origin = "https://www.atelier-sept.example";

describe("R2.4.03 R9.09 SEO rules", () => {
  test("account paths are noindex, nofollow, with or without a locale prefix", () => {
    expect(seoTags(origin, "/fr-fr/account/orders", "", "page").robots).toBe("noindex, nofollow");
    expect(seoTags(origin, "/account/orders", "", "page").robots).toBe("noindex, nofollow");
    expect(seoTags(origin, "/fr-fr/accounting", "", "page").robots).toBeUndefined();
  });

  test("catalogue and landing canonicals keep only p, and stay indexable with filters", () => {
    const catalog = seoTags(origin, "/fr-fr/catalog/robes/W1", "?p=3&size=38&sort=price", "catalog");
    expect(catalog.canonical).toBe(`${origin}/fr-fr/catalog/robes/W1?p=3`);
    expect(catalog.robots).toBeUndefined();
    expect(seoTags(origin, "/fr-fr/x--lpBF", "?utm=1", "landing").canonical).toBe(`${origin}/fr-fr/x--lpBF`);
  });

  test("other pages with a query string are noindex, and their canonical drops it", () => {
    const search = seoTags(origin, "/fr-fr/search", "?q=robe", "page");
    expect(search.robots).toBe("noindex, follow");
    expect(search.canonical).toBe(`${origin}/fr-fr/search`);
    expect(seoTags(origin, "/fr-fr/search", "", "page").robots).toBeUndefined();
  });

  test("campaign and click tracking parameters alone never make a page noindex (the edge cache shares it with the clean URL)", () => {
    const product = "/fr-fr/robe-portefeuille-en-lin-marine--p1000014";
    expect(
      seoTags(origin, product, "?utm_source=news&utm_medium=email&gclid=Cj0&fbclid=x", "page").robots,
    ).toBeUndefined();
    expect(seoTags(origin, product, "?utm_source=news&colour=2", "page").robots).toBe("noindex, follow");
  });

  test("hreflang alternates for the 12 prefixes plus x-default → en", () => {
    const { alternates } = seoTags(origin, "/de-de/catalog/kleider/W1", "", "catalog");
    expect(alternates).toHaveLength(13);
    expect(alternates.find((alternate) => alternate.hrefLang === "x-default")?.href).toBe(
      `${origin}/en/catalog/kleider/W1`,
    );
    expect(alternates.find((alternate) => alternate.hrefLang === "fr-CH")?.href).toBe(
      `${origin}/fr-ch/catalog/kleider/W1`,
    );
    expect(alternates.map((alternate) => alternate.hrefLang)).toEqual([
      "fr-FR",
      "fr",
      "fr-CH",
      "en",
      "es-ES",
      "es",
      "de-DE",
      "de",
      "it-IT",
      "it",
      "pl-PL",
      "pl",
      "x-default",
    ]);
  });
});

describe("R2.5.02 R9.10 store pages in SEO tags", () => {
  test("a store page's canonical keeps the trailing slash of its canonical shape; its alternates are the sites with stores", () => {
    const tags = seoTags(origin, "/fr-fr/stores/france/lyon/lyon-republique-107/", "", "page");
    expect(tags.canonical).toBe(`${origin}/fr-fr/stores/france/lyon/lyon-republique-107/`);
    expect(tags.alternates.map((alternate) => alternate.hrefLang)).toEqual(["fr-FR", "fr", "fr-CH", "en", "x-default"]);
    expect(seoTags(origin, "/fr-fr/stores/all/", "", "page").canonical).toBe(`${origin}/fr-fr/stores/all`);
  });
});
