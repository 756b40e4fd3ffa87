import { afterEach, describe, expect, test, vi } from "vitest";
import { homeSchema } from "../../app/features/catalog-model/schemas";
import { headerEntriesSchema } from "../../app/features/content/schemas";
import { HOME_BLOCKS, liveBlocks } from "../../mocks/data/catalog";
import { HEADER_LAYOUT } from "../../mocks/data/cms";
import { SEED_LANGUAGES, type SeedLanguage } from "../../mocks/data/types";
import { mockApi } from "../helpers/mock-api";

/** The words of summer in each language, as a campaign would say them. */
const SUMMER: Record<SeedLanguage, RegExp> = {
  fr: /\b(l['’]|d['’]|en )été\b|estival/i,
  en: /\bsummer/i,
  es: /\bverano\b|veranieg/i,
  de: /sommer/i,
  it: /\bestat[ei]\b|estiv/i,
  // "lata" is also "years" (przetrwają lata): summer is lato, latem, letni.
  pl: /\blato\b|\blatem\b|\bletni/i,
};

/** Every string in a value, deeply. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

/** What a live home block says to a shopper in `language` (titles and texts, not product names). */
const said = (blocks: typeof HOME_BLOCKS, language: SeedLanguage) =>
  blocks.flatMap((block) => [
    block.title?.[language] ?? "",
    "text" in block ? block.text[language] : "",
    "cta" in block ? block.cta[language] : "",
  ]);

const LATE_NOVEMBER = new Date("2026-11-29T00:18:00+01:00");
const MIDSUMMER = new Date("2026-07-01T12:00:00+02:00");

describe("issue 49: seasonal campaigns follow the calendar", () => {
  test("on 29 November the home page and the menu promote no summer campaign, in any language, and a winter one instead", () => {
    const live = liveBlocks(HOME_BLOCKS, LATE_NOVEMBER);
    for (const language of SEED_LANGUAGES) {
      for (const text of [...said(live, language), ...strings(HEADER_LAYOUT[language])])
        expect(text, `${language}: ${text}`).not.toMatch(SUMMER[language]);
    }
    expect(live.filter((block) => block.kind === "editorial-teaser").map((block) => block.href)).toEqual([
      "page:lookbook:LOOKBOOK_AW26",
    ]);
  });

  test("in July the linen edit is back and the winter lookbook is not promoted", () => {
    const teasers = liveBlocks(HOME_BLOCKS, MIDSUMMER).filter((block) => block.kind === "editorial-teaser");
    expect(teasers.map((block) => block.href)).toEqual(["page:trend:TREND_LINEN"]);
  });

  test("every scheduled block has a window that opens before it closes; evergreen blocks are always live", () => {
    for (const block of HOME_BLOCKS) {
      if (!block.window) continue;
      expect(Date.parse(block.window.validFrom)).toBeLessThan(Date.parse(block.window.validTo));
    }
    const evergreen = HOME_BLOCKS.filter((block) => !block.window);
    for (const date of [LATE_NOVEMBER, MIDSUMMER]) expect(liveBlocks(evergreen, date)).toEqual(evergreen);
  });
});

describe("the mock's content service answers the home page live at the time of the request", () => {
  afterEach(() => vi.useRealTimers());

  test.each([
    ["29 November", LATE_NOVEMBER, "Sanft durch den Winter", "Sommer in Leinen"],
    ["1 July", MIDSUMMER, "Sommer in Leinen", "Sanft durch den Winter"],
  ])("on %s the German home shows a teaser “%s”, not “%s”", async (_day, date, shown, hidden) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(date);
    const german = mockApi().client({ language: "de-DE", store: "de" });
    const home = await german.call("ecommerce/v3/catalog/home", { schema: homeSchema });
    const titles = home.blocks.map((block) => ("title" in block ? block.title : null));
    expect(titles).toContain(shown);
    expect(titles).not.toContain(hidden);
  });
});

describe("issue 49: the header's banner follows Black Friday's calendar", () => {
  afterEach(() => vi.useRealTimers());

  const bannerOn = async (date: Date, language: string, store: string) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(date);
    const client = mockApi().client({ language, store });
    const answer = await client.call("cms/v3/content_types/header_layout/entries", {
      query: { locale: language.slice(0, 2), environment: "production" },
      schema: headerEntriesSchema,
    });
    return answer.entries[0]?.notification_banner;
  };

  test.each([
    ["fr-FR", "fr", /^Black Friday : jusqu’à -\d+ % du 27 au 30 novembre\./],
    ["de-DE", "de", /^Black Friday: bis zu -\d+ % vom 27\. bis 30\. November\./],
  ])(
    "until its last evening (30 November, 23:59 in Paris) the %s banner announces it",
    async (language, store, text) => {
      const banner = await bannerOn(new Date("2026-11-30T23:59:00+01:00"), language, store);
      expect(banner?.text).toMatch(text);
    },
  );

  test.each([
    ["fr-FR", "fr", "Retours gratuits sous 30 jours."],
    ["de-DE", "de", "Kostenlose Rücksendung innerhalb von 30 Tagen."],
    ["it-IT", "it", "Resi gratuiti entro 30 giorni."],
  ])(
    "from 1 December the %s banner says what stays true, free returns, and leads to the returns help",
    async (language, store, text) => {
      const banner = await bannerOn(new Date("2026-12-01T00:00:00+01:00"), language, store);
      expect(banner?.text).toBe(text);
      expect(banner?.link).toMatch(/^help:returns/);
    },
  );
});
