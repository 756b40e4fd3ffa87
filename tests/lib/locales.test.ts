import { describe, expect, test } from "vitest";
import {
  chooseLocale,
  LOCALES,
  LOCALE_PREFIXES,
  parseAcceptLanguage,
  proposedLocaleFor,
  withLocale,
} from "../../app/lib/locales";

describe("R2.1.01 R3.02 locale mapping", () => {
  test("each prefix maps to its site, shop domain, currency and sizing region", () => {
    const table = Object.fromEntries(
      LOCALE_PREFIXES.map((prefix) => {
        const { site, shopDomain, currency, sizingRegion, hrefLang } = LOCALES[prefix];
        return [prefix, `${site} ${shopDomain} ${currency} ${sizingRegion} ${hrefLang}`];
      }),
    );
    expect(table).toEqual({
      "fr-fr": "FR fr EUR EUR fr-FR",
      fr: "FR fr EUR EUR fr",
      "fr-ch": "CH ch CHF EUR fr-CH",
      en: "GB en EUR EUR en",
      "es-es": "ES es EUR EUR es-ES",
      es: "ES es EUR EUR es",
      "de-de": "DE de EUR EUR de-DE",
      de: "DE de EUR EUR de",
      "it-it": "IT it EUR IT it-IT",
      it: "IT it EUR EUR it",
      "pl-pl": "PL pl PLN EUR pl-PL",
      pl: "PL pl PLN EUR pl",
    });
  });

  test("R3.02 sizing region is IT for it-it and EUR for every other prefix", () => {
    for (const prefix of LOCALE_PREFIXES) expect(LOCALES[prefix].sizingRegion).toBe(prefix === "it-it" ? "IT" : "EUR");
  });

  test("short prefixes are fr, es, de, it and pl; en is the international site", () => {
    expect(LOCALE_PREFIXES.filter((prefix) => LOCALES[prefix].isShort)).toEqual(["fr", "es", "de", "it", "pl"]);
  });
});

describe("locale of '/' from cookie, then Accept-Language, then en", () => {
  test.each([
    ["de-de", "fr-FR", "de-de"],
    ["garbage", "fr-FR,fr;q=0.9", "fr-fr"],
    [undefined, "fr-BE,fr;q=0.9", "fr"],
    [undefined, "es-ES,es;q=0.9", "es-es"],
    [undefined, "it", "it"],
    [undefined, "en-US,en;q=0.9", "en"],
    [undefined, "pt-BR;q=1,pl;q=0.5", "pl"],
    [undefined, "ja-JP", "en"],
    [undefined, null, "en"],
    [undefined, ";;;,,q=", "en"],
  ] as const)("cookie %s, Accept-Language %s → %s", (cookie, header, expected) => {
    expect(chooseLocale(cookie, header)).toBe(expected);
  });

  test("Accept-Language is read by quality", () => {
    expect(parseAcceptLanguage("fr;q=0.5, de-DE, en;q=0.8")).toEqual(["de-de", "en", "fr"]);
  });
});

describe("R4.13 country popin proposal from the browser language", () => {
  test.each([
    ["de", "de-de"],
    ["de-DE", "de-de"],
    ["fr", "fr-fr"],
    ["fr-CH", "fr-ch"],
    ["fr-BE", "fr-fr"],
    ["lb", "fr-fr"],
    ["lb-LB", "fr-fr"],
    ["en", "en"],
    ["en-US", "en"],
    ["pl", "pl-pl"],
    ["pt-BR", "en"],
    ["de-CH", "en"],
  ])("%s → %s", (tag, expected) => {
    expect(proposedLocaleFor(tag)).toBe(expected);
  });
});

describe("alternate paths", () => {
  test("keep the page and translate the help centre's word", () => {
    expect(withLocale("/fr-fr/catalog/robes/W1", "de-de")).toBe("/de-de/catalog/robes/W1");
    expect(withLocale("/fr-fr", "en")).toBe("/en");
    expect(withLocale("/fr-fr/aide/livraison", "en")).toBe("/en/help/livraison");
    expect(withLocale("/fr-fr/aide/livraison", "de")).toBe("/de/hilfe");
    expect(withLocale("/fr/aide", "pl-pl")).toBe("/pl-pl/pomoc");
  });
});

describe("issue 27: French writes the first of the month 1er", () => {
  test("fullDate and fullMoment say 1er décembre in French, never 1er elsewhere", async () => {
    const { fullDate, fullMoment } = await import("../../app/lib/dates");
    expect(fullDate(LOCALES["fr-fr"], "2026-12-01")).toBe("1er décembre 2026");
    expect(fullDate(LOCALES["fr-fr"], "2026-12-11")).toBe("11 décembre 2026");
    expect(fullMoment(LOCALES["fr-fr"], "2026-12-01T09:00:00+01:00")).toMatch(/^1er décembre 2026/);
    expect(fullDate(LOCALES.en, "2026-12-01")).not.toContain("1er");
  });
});
