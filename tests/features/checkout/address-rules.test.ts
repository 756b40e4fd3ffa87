import { describe, expect, test } from "vitest";
import { composedName, isPhoneNumber, isPostcode, phoneCountryToIso2, streetLine } from "../../../app/features/checkout/address-rules";

describe("address rules of spec 5", () => {
  test("R5.07 a street line is cut at 50 characters and sent upper case", () => {
    expect(streetLine("  12 rue   de la Paix ")).toBe("12 RUE DE LA PAIX");
    expect(streetLine("x".repeat(60))).toHaveLength(50);
    expect(streetLine("   ")).toBeNull();
    expect(streetLine(null)).toBeNull();
  });

  test("R5.05 phone countries are sent as 2-letter codes", () => {
    expect(phoneCountryToIso2("FRA")).toBe("FR");
    expect(phoneCountryToIso2("che")).toBe("CH");
    expect(phoneCountryToIso2("PL")).toBe("PL");
    expect(phoneCountryToIso2("XYZ")).toBeNull();
    expect(phoneCountryToIso2("")).toBeNull();
  });

  test("R5.09 composed names are capitalised word by word and part by part; blank is empty", () => {
    expect(composedName("  jean-PIERRE  de la fontaine ")).toBe("Jean-Pierre De La Fontaine");
    expect(composedName("ŁUKASZ")).toBe("Łukasz");
    expect(composedName("   ")).toBe("");
    expect(composedName(null)).toBe("");
  });

  test("postcodes and phone numbers in the national shapes", () => {
    expect(isPostcode("FR", "75001")).toBe(true);
    expect(isPostcode("FR", "7500")).toBe(false);
    expect(isPostcode("GB", "sw1a 1aa")).toBe(true);
    expect(isPostcode("PL", "00-950")).toBe(true);
    expect(isPostcode("CH", "1204")).toBe(true);
    expect(isPhoneNumber("+33 6 12 34 56 78")).toBe(true);
    expect(isPhoneNumber("12")).toBe(false);
  });
});
