import { describe, expect, test, vi } from "vitest";
import {
  COLOURS,
  EDITORIAL_PAGES,
  HOME_BLOCKS,
  PRODUCTS,
  SEGMENTATIONS,
  childrenOf,
  productByGtin,
  productById,
  productByOptionId,
  productBySku,
  productsInFamily,
  segmentationById,
} from "../../mocks/data/catalog";
import { SEED_LANGUAGES, type ContentBlock, type GarmentType, type Localized } from "../../mocks/data/types";

const TOPS = ["WOMEN", "MEN", "KIDS", "BABY", "HOME"];
const WORD = /^\w+$/;
const DIGITS = /^\d+$/;

const topOf = (familyId: string) => segmentationById(familyId)?.parent ?? familyId;
const options = PRODUCTS.flatMap((product) => product.options.map((option) => ({ product, option })));
const sizes = options.flatMap(({ product, option }) => option.sizes.map((size) => ({ product, option, size })));
const share = (count: number, total: number) => count / total;

/** Independent GTIN-13 check: weights 1, 3, 1, 3... on the first twelve digits. */
function validGtin13(gtin: string): boolean {
  if (!/^\d{13}$/.test(gtin)) return false;
  const sum = [...gtin.slice(0, 12)].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(gtin[12]);
}

/** Every object with an "fr" key, anywhere under `value` (the Localized texts). */
function localizedIn(value: unknown, path = "", out: [string, Record<string, unknown>][] = []) {
  if (Array.isArray(value)) for (const [i, item] of value.entries()) localizedIn(item, `${path}[${i}]`, out);
  else if (value && typeof value === "object") {
    if ("fr" in value) out.push([path, value as Record<string, unknown>]);
    else for (const [key, item] of Object.entries(value)) localizedIn(item, `${path}.${key}`, out);
  }
  return out;
}

const blocksOf = (blocks: ContentBlock[]) => ({
  productIds: blocks.flatMap((block) =>
    block.kind === "product-carousel"
      ? block.productIds
      : block.kind === "hero" || block.kind === "editorial-teaser"
        ? [block.pictureProductId]
        : block.kind === "category-tiles"
          ? block.tiles.map((tile) => tile.pictureProductId)
          : [],
  ),
  segmentationIds: blocks.flatMap((block) =>
    block.kind === "category-tiles" ? block.tiles.map((tile) => tile.segmentationId) : [],
  ),
  hrefs: blocks.flatMap((block) => (block.kind === "hero" || block.kind === "editorial-teaser" ? [block.href] : [])),
});

describe("catalogue seed: products", () => {
  test("at least 300 products, spread over the five top families as planned", () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(300);
    const count = (top: string) => PRODUCTS.filter((product) => topOf(product.familyId) === top).length;
    expect(count("WOMEN")).toBeGreaterThanOrEqual(100);
    expect(count("MEN")).toBeGreaterThanOrEqual(80);
    expect(count("KIDS")).toBeGreaterThanOrEqual(40);
    expect(count("BABY")).toBeGreaterThanOrEqual(25);
    expect(count("HOME")).toBeGreaterThanOrEqual(25);
  });

  test("productId, optionId, sku and gtin are unique and well formed", () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(PRODUCTS.map((product) => product.productId));
    unique(options.map(({ option }) => option.optionId));
    unique(sizes.map(({ size }) => size.sku));
    unique(sizes.map(({ size }) => size.gtin));
    for (const product of PRODUCTS) {
      expect(product.productId).toMatch(DIGITS);
      expect(product.options.length).toBeGreaterThanOrEqual(1);
      expect(product.options.length).toBeLessThanOrEqual(4);
      expect(new Set(product.options.map((option) => option.colour.code)).size).toBe(product.options.length);
      for (const option of product.options) {
        expect(option.optionId).toMatch(DIGITS);
        for (const size of option.sizes) expect(size.sku).toMatch(DIGITS);
      }
    }
  });

  test("every GTIN-13 has a valid check digit", () => {
    const invalid = sizes.filter(({ size }) => !validGtin13(size.gtin)).map(({ size }) => size.gtin);
    expect(invalid).toEqual([]);
    expect(validGtin13("4006381333931")).toBe(true); // a known valid GTIN: the checker itself is right
    expect(validGtin13("4006381333932")).toBe(false);
  });

  test("sizes, dates, popularity, size guides, pictures and compositions are consistent", () => {
    const runs: Record<string, RegExp> = {
      KIDS: /^(3|4|5|6|8|10|12|14)A$/,
      BABY: /^(\d+M|\d+-\d+M)$/,
      HOME: /^(\d+x\d+|S\/M|L\/XL)$/,
      WOMEN: /^(XS|S|M|L|XL|3[4-8]|4[0-6])$/,
      MEN: /^(S|M|L|XL|XXL|3[8]|4[0-8])$/,
    };
    for (const product of PRODUCTS) {
      const top = topOf(product.familyId);
      for (const option of product.options) {
        expect(option.sizes.length).toBeGreaterThan(0);
        for (const size of option.sizes) expect(size.label).toMatch(runs[top]!);
        expect(option.pictureTypes[0]).toBe("AP");
        expect(new Set(option.pictureTypes).size).toBe(option.pictureTypes.length);
        expect(option.colour.hex).toMatch(/^#[0-9a-f]{6}$/);
      }
      expect(product.createdAt.startsWith("2026-")).toBe(true);
      expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);
      expect(Number.isInteger(product.popularity) && product.popularity >= 0 && product.popularity <= 100).toBe(true);
      expect(product.sizeGuide).toBe(top === "HOME" ? undefined : top);
      const percents = [...product.composition.en.matchAll(/(\d+)%/g)].map((match) => Number(match[1]));
      expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
      if (product.ecoDesign) expect(product.ecoDesign.recycledShare).toBeGreaterThanOrEqual(0);
    }
    expect(
      share(options.filter(({ option }) => option.pictureTypes.includes("GZ")).length, options.length),
    ).toBeGreaterThan(0.7);
    for (const type of ["VC", "SU", "VH", "ZM"] as const)
      expect(options.some(({ option }) => option.pictureTypes.includes(type))).toBe(true);
  });

  test("every Localized text has six non-empty strings", () => {
    const all = localizedIn({ PRODUCTS, SEGMENTATIONS, COLOURS, EDITORIAL_PAGES, HOME_BLOCKS });
    expect(all.length).toBeGreaterThan(PRODUCTS.length * 4);
    for (const [path, value] of all) {
      expect(Object.keys(value).sort(), path).toEqual([...SEED_LANGUAGES].sort());
      for (const language of SEED_LANGUAGES) {
        const text = value[language];
        expect(typeof text === "string" && text.trim().length > 0 && text === text.trim(), `${path}.${language}`).toBe(
          true,
        );
      }
    }
  });

  test("names read differently in each language; descriptions have two sentences", () => {
    const distinct = PRODUCTS.filter((product) => new Set(Object.values(product.name)).size === SEED_LANGUAGES.length);
    expect(share(distinct.length, PRODUCTS.length)).toBeGreaterThan(0.95);
    for (const product of PRODUCTS) {
      for (const language of SEED_LANGUAGES) {
        expect(product.name[language]).toMatch(/^\p{Lu}/u);
        expect(product.description[language].split(/(?<=[.!?])\s+/).length, `${product.productId} ${language}`).toBe(2);
      }
    }
    // A few spot checks of the vocabulary in each language.
    const linenMidi = PRODUCTS.find((product) => product.name.fr === "Robe midi en lin")!;
    expect(linenMidi.name).toEqual({
      fr: "Robe midi en lin",
      en: "Linen midi dress",
      es: "Vestido midi de lino",
      de: "Midikleid aus Leinen",
      it: "Abito midi in lino",
      pl: "Sukienka midi z lnu",
    } satisfies Localized);
    expect(linenMidi.composition.fr).toBe("100\u00a0% lin");
  });
});

describe("catalogue seed: segmentation, prices and availability", () => {
  test("R3.13 segmentation tree: five top families, word-character ids, slugs per language, every leaf stocked with fitting garments", () => {
    const tops = SEGMENTATIONS.filter((segmentation) => segmentation.parent === null).map(
      (segmentation) => segmentation.segmentationId,
    );
    expect(tops).toEqual(TOPS);
    const ids = SEGMENTATIONS.map((segmentation) => segmentation.segmentationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const segmentation of SEGMENTATIONS) {
      expect(segmentation.segmentationId).toMatch(WORD);
      if (segmentation.parent) expect(tops).toContain(segmentation.parent);
      for (const language of SEED_LANGUAGES) expect(segmentation.slug[language]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const language of SEED_LANGUAGES) {
      const slugs = SEGMENTATIONS.map((segmentation) => segmentation.slug[language]);
      expect(new Set(slugs).size, language).toBe(slugs.length);
    }
    const leaves = SEGMENTATIONS.filter((segmentation) => segmentation.parent !== null);
    for (const top of TOPS) expect(childrenOf(top).length).toBeGreaterThanOrEqual(2);
    for (const leaf of leaves)
      expect(productsInFamily(leaf.segmentationId).length, leaf.segmentationId).toBeGreaterThanOrEqual(8);

    const fits: Record<string, GarmentType[]> = {
      WOMEN: ["dress", "top", "tshirt", "shirt", "jeans", "trousers", "skirt", "knit", "coat", "jacket"],
      MEN: ["shirt", "tshirt", "jeans", "trousers", "knit", "coat", "jacket", "shorts"],
      KIDS: ["dress", "top", "tshirt", "shirt", "jeans", "trousers", "skirt", "knit", "jacket", "shorts"],
      BABY: ["bodysuit", "pyjamas"],
      HOME: ["bedding", "towel", "cushion"],
    };
    const leafIds = new Set(leaves.map((leaf) => leaf.segmentationId));
    for (const product of PRODUCTS) {
      expect(leafIds.has(product.familyId), product.familyId).toBe(true);
      expect(fits[topOf(product.familyId)]).toContain(product.garment);
    }
    expect(
      PRODUCTS.filter((product) => product.familyId === "HOME_BATH").every((product) => product.garment === "towel"),
    ).toBe(true);
    expect(
      PRODUCTS.filter((product) => product.familyId === "WOMEN_JEANS").every((product) => product.garment === "jeans"),
    ).toBe(true);
  });

  test("R3.31 price types I/S/P/A with struck-through prices above the selling price in every currency; tags New, WebExclu, ON_DEMAND, RAL_ANTICIPATION", () => {
    for (const { product, option } of options) {
      const { prices, priceType } = option;
      expect(Object.keys(prices).sort()).toEqual(["CHF", "EUR", "GBP", "PLN"]);
      for (const [currency, price] of Object.entries(prices)) {
        expect(Number.isInteger(price.amount) && price.amount > 0).toBe(true);
        if (priceType === "I") expect(price.strikeThrough, `${option.optionId} ${currency}`).toBeUndefined();
        else expect(price.strikeThrough!, `${option.optionId} ${currency}`).toBeGreaterThan(price.amount);
      }
      const eurBase = prices.EUR.strikeThrough ?? prices.EUR.amount;
      expect(eurBase % 100 === 99 || eurBase % 100 === 49 || eurBase % 100 === 0).toBe(true);
      expect(prices.EUR.amount % 50).toBe(priceType === "I" && eurBase % 100 === 0 ? 0 : 49);
      expect(prices.CHF.amount % 100).toBe(90);
      expect(prices.PLN.amount % 100).toBe(99);
      expect(prices.GBP!.amount % 100).toBe(99);
      expect(prices.CHF.amount / prices.EUR.amount).toBeGreaterThan(0.95);
      expect(prices.CHF.amount / prices.EUR.amount).toBeLessThan(1.15);
      expect(prices.PLN.amount / prices.EUR.amount).toBeGreaterThan(4);
      expect(prices.PLN.amount / prices.EUR.amount).toBeLessThan(4.6);
      if (priceType === "S") {
        const discount = 1 - prices.EUR.amount / prices.EUR.strikeThrough!;
        expect(discount).toBeGreaterThanOrEqual(0.2);
        expect(discount).toBeLessThanOrEqual(0.5);
      }
      expect(
        product.options.every((other) => (other.prices.EUR.strikeThrough ?? other.prices.EUR.amount) === eurBase),
      ).toBe(true);
    }
    const typeShare = (type: string) =>
      share(options.filter(({ option }) => option.priceType === type).length, options.length);
    expect(typeShare("I")).toBeGreaterThan(0.6);
    expect(typeShare("S")).toBeGreaterThan(0.08);
    expect(typeShare("S")).toBeLessThan(0.22);
    expect(typeShare("P")).toBeGreaterThan(0.04);
    expect(typeShare("P")).toBeLessThan(0.13);
    expect(typeShare("A")).toBeGreaterThan(0.01);
    expect(typeShare("A")).toBeLessThan(0.06);

    const tagShare = (tag: string) =>
      share(PRODUCTS.filter((product) => (product.tags as string[]).includes(tag)).length, PRODUCTS.length);
    expect(tagShare("New")).toBeGreaterThan(0.07);
    expect(tagShare("New")).toBeLessThan(0.2);
    expect(tagShare("WebExclu")).toBeGreaterThan(0.04);
    expect(tagShare("WebExclu")).toBeLessThan(0.13);
    expect(tagShare("RAL_ANTICIPATION")).toBeGreaterThan(0.005);
    expect(tagShare("RAL_ANTICIPATION")).toBeLessThan(0.07);
    for (const product of PRODUCTS) {
      const onDemand = product.options.some((option) => option.sizes.some((size) => size.availabilityCode === 3));
      expect(product.tags.includes("ON_DEMAND"), product.productId).toBe(onDemand);
      expect(new Set(product.tags).size).toBe(product.tags.length);
    }
    expect(tagShare("ON_DEMAND")).toBeGreaterThan(0);
  });

  test("issue 49: the 'back soon' tag follows the stock: only a product none of whose colours can be bought, with sizes announced back", () => {
    const buyable = (option: (typeof PRODUCTS)[number]["options"][number]) =>
      option.sizes.some((size) => size.availabilityCode >= 1);
    for (const product of PRODUCTS) {
      const announced =
        !product.options.some(buyable) &&
        product.options.some((option) => option.sizes.some((size) => size.availability === "SOON_AVAILABLE"));
      expect(product.tags.includes("RAL_ANTICIPATION"), product.productId).toBe(announced);
    }
    // The dress of the issue, every size in stock and the most popular of its family, is not tagged.
    const dress = productById("1000003")!;
    expect(dress.options.every(buyable)).toBe(true);
    expect(dress.tags).not.toContain("RAL_ANTICIPATION");
    // Some product stays tagged, so the badge and its filter have something to show.
    expect(PRODUCTS.some((product) => product.tags.includes("RAL_ANTICIPATION"))).toBe(true);
  });

  test("R3.30 availability codes: mostly 2 AVAILABLE, some 1 SOON_UNAVAILABLE, 0 out or in store only, a few 3 ON_DEMAND, very few -1 UNKNOWN", () => {
    const allowed: Record<number, string[]> = {
      2: ["AVAILABLE"],
      1: ["SOON_UNAVAILABLE"],
      0: ["UNAVAILABLE", "SOON_AVAILABLE"],
      3: ["ON_DEMAND"],
      [-1]: ["UNKNOWN"],
    };
    for (const { size } of sizes) {
      expect(allowed[size.availabilityCode], size.sku).toContain(size.availability);
      expect(["ONLINE_AND_IN_STORE", "ONLINE_ONLY", "IN_STORE_ONLY"]).toContain(size.availabilityType);
      if (size.availabilityCode === 2) expect(size.stock >= 1 && size.stock <= 40).toBe(true);
      if (size.availabilityCode === 1) expect(size.stock >= 1 && size.stock <= 3).toBe(true);
      if (size.availabilityCode === 0 || size.availabilityCode === -1) expect(size.stock).toBe(0);
      if (size.availabilityType === "IN_STORE_ONLY") expect(size.availabilityCode).toBe(0);
    }
    const codeShare = (code: number) =>
      share(sizes.filter(({ size }) => size.availabilityCode === code).length, sizes.length);
    expect(codeShare(2)).toBeGreaterThan(0.6);
    expect(codeShare(1)).toBeGreaterThan(0.04);
    expect(codeShare(0)).toBeGreaterThan(0.08);
    expect(codeShare(0)).toBeLessThan(0.3);
    expect(codeShare(3)).toBeGreaterThan(0);
    expect(codeShare(3)).toBeLessThan(0.05);
    expect(codeShare(-1)).toBeGreaterThan(0);
    expect(codeShare(-1)).toBeLessThan(0.02);
    for (const kind of ["UNAVAILABLE", "SOON_AVAILABLE"])
      expect(sizes.some(({ size }) => size.availability === kind)).toBe(true);
    expect(sizes.some(({ size }) => size.availabilityType === "IN_STORE_ONLY")).toBe(true);
    const wholeOut = options.filter(({ option }) => option.sizes.every((size) => size.availabilityCode === 0));
    expect(wholeOut.length).toBeGreaterThan(5);
    // WebExclu products are sold online only.
    for (const { product, size } of sizes)
      if (product.tags.includes("WebExclu")) expect(size.availabilityType).toBe("ONLINE_ONLY");
  });
});

describe("catalogue seed: editorial content and lookups", () => {
  test("editorial pages: types, word-character ids, unique slugs, blocks referencing real products and segmentations", () => {
    const count = (type: string) => EDITORIAL_PAGES.filter((page) => page.type === type).length;
    expect(count("landing")).toBeGreaterThanOrEqual(2);
    expect(count("trend")).toBeGreaterThanOrEqual(2);
    expect(count("lookbook")).toBeGreaterThanOrEqual(2);
    expect(count("blog")).toBeGreaterThanOrEqual(4);
    expect(EDITORIAL_PAGES.map((page) => page.id)).toEqual(expect.arrayContaining(["BF2026", "WINTER_SALE"]));
    const keys = EDITORIAL_PAGES.map((page) => `${page.type}:${page.id}`);
    expect(new Set(keys).size).toBe(keys.length);

    for (const page of EDITORIAL_PAGES) {
      expect(page.id).toMatch(WORD);
      for (const language of SEED_LANGUAGES) expect(page.slug[language]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (page.type === "blog") expect(new Date(page.publishedAt!).toISOString()).toBe(page.publishedAt);
      else expect(page.publishedAt).toBeUndefined();
      expect(page.blocks.length).toBeGreaterThan(0);
      if (page.type === "blog")
        expect(page.blocks.some((block) => block.kind === "rich-text" && block.paragraphs.length >= 2)).toBe(true);
    }
    for (const language of SEED_LANGUAGES) {
      const slugs = EDITORIAL_PAGES.map((page) => `${page.type}/${page.slug[language]}`);
      expect(new Set(slugs).size, language).toBe(slugs.length);
    }

    for (const blocks of [...EDITORIAL_PAGES.map((page) => page.blocks), HOME_BLOCKS]) {
      const { productIds, segmentationIds, hrefs } = blocksOf(blocks);
      for (const id of productIds) expect(productById(id), id).toBeDefined();
      for (const id of segmentationIds) expect(segmentationById(id), id).toBeDefined();
      for (const href of hrefs) {
        const [kind, first, second] = href.split(":");
        if (kind === "segmentation") expect(segmentationById(first!), href).toBeDefined();
        else if (kind === "product") expect(productById(first!), href).toBeDefined();
        else {
          expect(kind).toBe("page");
          expect(
            EDITORIAL_PAGES.some((page) => page.type === first && page.id === second),
            href,
          ).toBe(true);
        }
      }
      for (const block of blocks) {
        if (block.kind !== "product-carousel") continue;
        expect(block.productIds.length).toBeGreaterThanOrEqual(8);
        expect(block.productIds.length).toBeLessThanOrEqual(12);
        expect(new Set(block.productIds).size).toBe(block.productIds.length);
      }
    }
  });

  test("home blocks: a hero, tiles for the five top families, new arrivals, best sellers and a teaser to a trend page", () => {
    const kinds = HOME_BLOCKS.map((block) => block.kind);
    expect(kinds[0]).toBe("hero");
    const tiles = HOME_BLOCKS.find((block) => block.kind === "category-tiles");
    expect(tiles?.kind === "category-tiles" && tiles.tiles.map((tile) => tile.segmentationId)).toEqual(TOPS);
    const carousels = HOME_BLOCKS.filter((block) => block.kind === "product-carousel");
    expect(carousels).toHaveLength(2);
    const [newIn, best] = carousels.map((block) =>
      block.kind === "product-carousel" ? block.productIds.map((id) => productById(id)!) : [],
    );
    expect(newIn!.every((product) => product.tags.includes("New"))).toBe(true);
    const topPopularity = Math.max(...PRODUCTS.map((product) => product.popularity));
    expect(best![0]!.popularity).toBe(topPopularity);
    expect(best!.map((product) => product.popularity)).toEqual(
      [...best!.map((product) => product.popularity)].sort((a, b) => b - a),
    );
    const teaser = HOME_BLOCKS.find((block) => block.kind === "editorial-teaser");
    expect(teaser?.kind === "editorial-teaser" && teaser.href.startsWith("page:trend:")).toBe(true);
  });

  test("lookups by productId, optionId, gtin, sku, segmentation and family", () => {
    const product = PRODUCTS[42]!;
    const option = product.options[product.options.length - 1]!;
    const size = option.sizes[1]!;
    expect(productById(product.productId)).toBe(product);
    expect(productByOptionId(option.optionId)).toEqual({ product, option });
    expect(productByGtin(size.gtin)).toEqual({ product, option, size });
    expect(productBySku(size.sku)).toEqual({ product, option, size });
    expect(productById("999")).toBeUndefined();
    expect(productByOptionId("999")).toBeUndefined();
    expect(productByGtin("0000000000000")).toBeUndefined();
    expect(productBySku("nope")).toBeUndefined();

    expect(segmentationById("WOMEN_DRESSES")?.parent).toBe("WOMEN");
    expect(segmentationById("NOPE")).toBeUndefined();
    expect(childrenOf("BABY").map((child) => child.segmentationId)).toEqual(["BABY_BODYSUITS", "BABY_PYJAMAS"]);
    expect(childrenOf("WOMEN_DRESSES")).toEqual([]);
    for (const top of TOPS) {
      const fromLeaves = childrenOf(top).flatMap((leaf) => productsInFamily(leaf.segmentationId));
      expect(productsInFamily(top)).toHaveLength(fromLeaves.length);
      expect(new Set(productsInFamily(top))).toEqual(new Set(fromLeaves));
    }
    expect(productsInFamily("WOMEN_DRESSES").every((item) => item.familyId === "WOMEN_DRESSES")).toBe(true);
    expect(productsInFamily("NOPE")).toEqual([]);
    expect(TOPS.reduce((total, top) => total + productsInFamily(top).length, 0)).toBe(PRODUCTS.length);
  });

  test("generation is deterministic and does not use Math.random", async () => {
    const random = vi.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("Math.random used by the catalogue seed");
    });
    try {
      vi.resetModules();
      const fresh = await import("../../mocks/data/catalog");
      expect(JSON.stringify(fresh.PRODUCTS)).toBe(JSON.stringify(PRODUCTS));
      expect(JSON.stringify(fresh.EDITORIAL_PAGES)).toBe(JSON.stringify(EDITORIAL_PAGES));
      expect(JSON.stringify(fresh.HOME_BLOCKS)).toBe(JSON.stringify(HOME_BLOCKS));
    } finally {
      random.mockRestore();
    }
  });
});
