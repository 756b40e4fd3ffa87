import { describe, expect, test } from "vitest";
import { LOCALES } from "../../app/lib/locales";
import { formatMoney, installMoneyPattern, moneyPattern, withPattern } from "../../app/lib/money";

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

describe("issue 30: the browser formats money with the pattern the server read from Intl (decision 168)", () => {
  const intl = (cents: number, currency: string, locale: string, digits: 0 | 2) =>
    new Intl.NumberFormat(Intl.NumberFormat.supportedLocalesOf(locale).length ? locale : "en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(cents / 100);
  const AMOUNTS = [
    0, -0, 1, 5, 99, 100, 999, 1000, 9999, 99999, 100000, 123456, 999999, 1000000, 12345678, 123456789, 100000000000,
    -1, -999, -12345, -123456, -123456789,
  ];
  const LOCALE_TAGS = [...new Set(Object.values(LOCALES).map((locale) => locale.hrefLang)), "en-US", "xx-YY"];

  test.each(LOCALE_TAGS)("%s: every amount, in every currency, as Intl writes it", (locale) => {
    for (const currency of ["EUR", "CHF", "GBP", "PLN"]) {
      const pattern = moneyPattern(locale, currency);
      for (const cents of AMOUNTS) {
        expect(withPattern(pattern, cents, 2)).toBe(intl(cents, currency, locale, 2));
        if (Number.isInteger(cents / 100))
          expect(withPattern(pattern, cents, 0)).toBe(intl(cents, currency, locale, 0));
      }
    }
  });

  test("a pattern installed from the server is what the page formats with", () => {
    const pattern = { ...moneyPattern("fr-FR", "EUR"), locale: "test-LOCALE", suffix: " EUR (server)" };
    installMoneyPattern(pattern);
    expect(formatMoney(7999, "EUR", "test-LOCALE")).toBe("79,99 EUR (server)");
  });

  test("PLZ reads the zloty's pattern; an amount that is not whole cents is Intl's to round", () => {
    expect(moneyPattern("pl-PL", "PLZ").currency).toBe("PLN");
    expect(formatMoney(1234.5, "EUR", "en-GB")).toBe(intl(1234.5, "EUR", "en-GB", 2));
  });
});
