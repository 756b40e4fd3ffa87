import { describe, expect, test } from "vitest";
import { formatMoney } from "../../app/lib/money";

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("R9.03 R5.10 money", () => {
  test("amounts in cents are shown in units with the locale's format", () => {
    expect(nbsp(formatMoney(123456, "EUR", "fr-FR"))).toBe("1 234,56 €");
    expect(nbsp(formatMoney(123456, "EUR", "de-DE"))).toBe("1.234,56 €");
    expect(formatMoney(123456, "EUR", "en")).toBe("€1,234.56");
    expect(nbsp(formatMoney(4990, "CHF", "fr-CH"))).toBe("49.90 CHF");
    expect(nbsp(formatMoney(4990, "PLN", "pl-PL"))).toBe("49,90 zł");
  });

  test("R3.28 PLZ is formatted as the zloty", () => {
    expect(formatMoney(4990, "PLZ", "pl-PL")).toBe(formatMoney(4990, "PLN", "pl-PL"));
  });

  test("zero decimals are dropped only when asked", () => {
    expect(nbsp(formatMoney(5000, "EUR", "fr-FR", { dropZeroDecimals: true }))).toBe("50 €");
    expect(nbsp(formatMoney(5000, "EUR", "fr-FR"))).toBe("50,00 €");
    expect(nbsp(formatMoney(5050, "EUR", "fr-FR", { dropZeroDecimals: true }))).toBe("50,50 €");
  });
});

describe("money format (decision 104): each language's own, the spec's default for an unknown locale", () => {
  // Decision 104. One amount over a thousand shows grouping, decimals and the symbol's place.
  const cases: Record<string, Record<string, string>> = {
    "fr-FR": {
      EUR: "1 234 567,50 €",
      CHF: "1 234 567,50 CHF",
      GBP: "1 234 567,50 £GB",
      PLN: "1 234 567,50 PLN",
      CZK: "1 234 567,50 CZK",
    },
    en: {
      EUR: "€1,234,567.50",
      CHF: "CHF 1,234,567.50",
      GBP: "£1,234,567.50",
      PLN: "PLN 1,234,567.50",
      CZK: "CZK 1,234,567.50",
    },
    "es-ES": {
      EUR: "1.234.567,50 €",
      CHF: "1.234.567,50 CHF",
      GBP: "1.234.567,50 GBP",
      PLN: "1.234.567,50 PLN",
      CZK: "1.234.567,50 CZK",
    },
    "de-DE": {
      EUR: "1.234.567,50 €",
      CHF: "1.234.567,50 CHF",
      GBP: "1.234.567,50 £",
      PLN: "1.234.567,50 PLN",
      CZK: "1.234.567,50 CZK",
    },
    "it-IT": {
      EUR: "1.234.567,50 €",
      CHF: "1.234.567,50 CHF",
      GBP: "1.234.567,50 £",
      PLN: "1.234.567,50 PLN",
      CZK: "1.234.567,50 CZK",
    },
    "pl-PL": {
      EUR: "1 234 567,50 €",
      CHF: "1 234 567,50 CHF",
      GBP: "1 234 567,50 GBP",
      PLN: "1 234 567,50 zł",
      CZK: "1 234 567,50 CZK",
    },
  };
  for (const [locale, byCurrency] of Object.entries(cases)) {
    test(`${locale}: EUR, CHF, GBP, PLN and CZK with two decimals`, () => {
      for (const [currency, expected] of Object.entries(byCurrency))
        expect(nbsp(formatMoney(123456750, currency, locale))).toBe(expected);
    });
  }

  test("PLZ reads as PLN in every language", () => {
    for (const locale of Object.keys(cases))
      expect(formatMoney(4990, "PLZ", locale)).toBe(formatMoney(4990, "PLN", locale));
  });

  test("R9.02 a locale we do not know gets the spec's default: symbol left, comma thousands, point decimal, 2 decimals", () => {
    expect(formatMoney(123456750, "EUR", "zz-ZZ")).toBe("€1,234,567.50");
    expect(formatMoney(123456750, "EUR", "not a locale!")).toBe("€1,234,567.50");
    expect(nbsp(formatMoney(100, "CZK", "zz"))).toBe("CZK 1.00");
  });
});
