import { describe, expect, test } from "vitest";
import { markdownPercent } from "../../app/features/catalog/markdown";
import { LOCALES, type LocalePrefix } from "../../app/lib/locales";
import { EDITORIAL_PAGES, PRODUCTS } from "../../mocks/data/catalog";
import { DEEPEST_MARKDOWN_PERCENT } from "../../mocks/data/catalog/products";
import { COLLECTIVE_OFFERS, HEADER_LAYOUT, LEGAL_NOTICES, PERSONAL_OFFERS } from "../../mocks/data/cms";
import type { CountryCode } from "../../mocks/data/cms/types";
import { SEED_LANGUAGES, type SeedLanguage } from "../../mocks/data/types";

/**
 * Issue 49 (point 4): every figure the mock's content advertises for Black Friday (the header's
 * banner, menu entry and badges, the landing page, the collective offer and its legal notice, the
 * members' early access) agrees with the badges the site's shoppers read, counted from the
 * catalogue's prices in the site's currency with the storefront's own rounding: the "up to" is
 * the deepest badge there is, and no badge goes deeper.
 */
const SITE_PREFIXES: LocalePrefix[] = ["fr-fr", "fr-ch", "en", "es-es", "de-de", "it-it", "pl-pl"];

/** Every text of a seed in one language: localized fields give theirs, plain strings stay. */
function textsIn(value: unknown, language: SeedLanguage): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((entry) => textsIn(entry, language));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (SEED_LANGUAGES.every((code) => typeof record[code] === "string")) return [record[language] as string];
    return Object.values(record).flatMap((entry) => textsIn(entry, language));
  }
  return [];
}

/** The percentages a text advertises ("-50 %", "50% off", "bis zu 50 %"). */
const percentages = (texts: string[]) =>
  texts.flatMap((text) => [...text.matchAll(/(\d+)\s?%/g)].map((match) => Number(match[1])));

function deepestBadge(currency: string): number {
  let deepest = 0;
  for (const product of PRODUCTS) {
    for (const option of product.options) {
      const price = option.prices[currency as "EUR"];
      if (price) deepest = Math.max(deepest, markdownPercent(price.amount, price.strikeThrough) ?? 0);
    }
  }
  return deepest;
}

describe("issue 49: Black Friday's advertised figures agree with the catalogue's badges", () => {
  for (const prefix of SITE_PREFIXES) {
    const locale = LOCALES[prefix];
    const language = locale.language as SeedLanguage;
    const country = locale.site as CountryCode;

    test(`${prefix}: banner, menu, landing page, offer, legal notice and early access all say the deepest badge in ${locale.currency}`, () => {
      const deepest = deepestBadge(locale.currency);
      expect(deepest).toBe(DEEPEST_MARKDOWN_PERCENT);

      const landing = EDITORIAL_PAGES.find((page) => page.id === "BF2026")!;
      const offer = COLLECTIVE_OFFERS[country].find((entry) => entry.id.startsWith("BF2026"))!;
      const notice = LEGAL_NOTICES[country].find((entry) => entry.id.endsWith("BF2026"))!;
      const early = PERSONAL_OFFERS.C100001!.find((entry) => entry.id === "P-C100001-EARLY-BF")!;
      const claims = {
        header: percentages(textsIn(HEADER_LAYOUT[language], language)),
        landing: percentages(textsIn([landing.title, landing.meta, landing.blocks], language)),
        offer: [...percentages([offer.title, offer.description]), offer.value],
        notice: percentages([notice.footer_text]),
        early: [...percentages(textsIn([early.title, early.description], language)), early.value],
      };
      for (const [where, figures] of Object.entries(claims)) {
        expect(figures.length, where).toBeGreaterThan(0);
        expect(new Set(figures), where).toEqual(new Set([deepest]));
      }
    });
  }

  test("a badge is the share off the struck-through price, in whole percent", () => {
    expect(markdownPercent(19999, 39900)).toBe(50);
    expect(markdownPercent(2799, 5499)).toBe(49);
    expect(markdownPercent(4999, null)).toBeNull();
    expect(markdownPercent(4999, 4999)).toBeNull();
  });
});
