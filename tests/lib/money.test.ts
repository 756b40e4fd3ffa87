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
