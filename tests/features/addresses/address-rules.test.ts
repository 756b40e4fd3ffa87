import { describe, expect, test } from "vitest";
import {
  composedName,
  isPhoneNumber,
  isPostcode,
  normalPostcode,
  phoneCountryToIso2,
  phoneMask,
  phonePattern,
  postcodeMask,
  streetLine,
  TYPED_PHONE_NUMBER,
} from "../../../app/features/addresses/address-rules";
import { applyMask, fitMask } from "../../../app/ui/mask";

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

  test("the phone field's pattern (its schema's) accepts exactly the numbers isPhoneNumber does", () => {
    for (const typed of [
      "+33 6 12 34 56 78",
      "06.12.34.56.78",
      "(0)6-12-34-56-78",
      " + 41 79 123 45 67",
      "0033612345678",
      "123456",
      "12345",
      "1234567890123456",
      "+",
      "06 12 34 56 7a",
      "++33612345678",
      "0612+345678",
    ])
      expect([typed, TYPED_PHONE_NUMBER.test(typed)]).toEqual([typed, isPhoneNumber(typed)]);
  });
});

describe("R5.03 masks where a format is fixed: postcodes per country, phones", () => {
  const matches = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`, "v").test(value);

  test("a postcode takes its country's mask as it is typed; the British one, which varies, has none", () => {
    expect(applyMask("00950", postcodeMask("PL")!)).toBe("00-950");
    expect(applyMask("1234ab", postcodeMask("NL")!)).toBe("1234 AB");
    expect(applyMask("75a001", postcodeMask("FR")!)).toBe("75001");
    expect(applyMask("4000123", postcodeMask("PT")!)).toBe("4000-123");
    expect(postcodeMask("GB")).toBeUndefined();
  });

  test("without scripts the server shapes a postcode alike, and never cuts one that does not fit", () => {
    expect(normalPostcode("PL", "00950")).toBe("00-950");
    expect(normalPostcode("SE", "11455")).toBe("114 55");
    expect(normalPostcode("FR", " 75 001 ")).toBe("75001");
    expect(normalPostcode("FR", "750011")).toBe("750011");
    expect(isPostcode("FR", "750011")).toBe(false);
    expect(isPostcode("PL", "00950")).toBe(true);
    expect(normalPostcode("GB", "sw1a 1aa")).toBe("SW1A 1AA");
  });

  test("a national phone number is grouped as its country writes it; one typed in international form stays as typed", () => {
    expect(applyMask("0612345678", phoneMask("FRA", "06")!)).toBe("06 12 34 56 78");
    expect(applyMask("612345678", phoneMask("PL", "6")!)).toBe("612 345 678");
    expect(phoneMask("FRA", "+33 6")).toBeUndefined();
    expect(phoneMask("FRA", "0033")).toBeUndefined();
    expect(phoneMask("DEU", "0151")).toBeUndefined();
  });

  test("the phone's pattern takes the national shape or any international number", () => {
    expect(matches(phonePattern("FRA"), "06 12 34 56 78")).toBe(true);
    expect(matches(phonePattern("FRA"), "06 12 34 56")).toBe(false);
    expect(matches(phonePattern("FRA"), "+33 6 12 34 56 78")).toBe(true);
    expect(matches(phonePattern("DEU"), "0151 2345678")).toBe(true);
    expect(matches(phonePattern("DEU"), "12")).toBe(false);
  });

  test("a saved value takes the mask only when it fills it whole: nothing saved is ever cut", () => {
    expect(fitMask("0612345678", "## ## ## ## ##")).toBe("06 12 34 56 78");
    expect(fitMask("06123456789", "## ## ## ## ##")).toBeUndefined();
    expect(fitMask("061234", "## ## ## ## ##")).toBeUndefined();
  });
});
