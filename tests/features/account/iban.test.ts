import { describe, expect, test } from "vitest";
import { compactIban, formatIban, ibanMask, isValidIban } from "../../../app/features/account/iban";
import { applyMask } from "../../../app/ui/mask";

describe("IBAN", () => {
  test("checked by mod 97 whatever the spacing or case; a changed digit fails", () => {
    expect(isValidIban("FR76 3000 6000 0112 3456 7890 189")).toBe(true);
    expect(isValidIban("fr7630006000011234567890189")).toBe(true);
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("PL61 1090 1014 0000 0712 1981 2874")).toBe(true);
    expect(isValidIban("FR76 3000 6000 0112 3456 7890 188")).toBe(false);
    expect(isValidIban("")).toBe(false);
    expect(isValidIban("not an iban at all")).toBe(false);
  });

  test("R5.04 sent without spaces, shown in blocks of four", () => {
    expect(compactIban(" fr76 3000-6000 0112 3456 7890 189 ")).toBe("FR7630006000011234567890189");
    expect(formatIban("FR7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
  });
});

describe("issue 27: the IBAN is never shown in full again", () => {
  test("all but its last four characters are masked, in blocks of four", async () => {
    const { maskedIban } = await import("../../../app/features/account/iban");
    expect(maskedIban("FR76 3000 6000 0112 3456 7890 189")).toBe("•••• •••• •••• •••• •••• •••• 0189");
    expect(maskedIban("DE89370400440532013000")).toBe("•••• •••• •••• •••• •••• 3000");
  });
});

describe("R5.03 the IBAN's mask", () => {
  test("once its country is typed, its exact length in blocks of four; none for a country we do not know", () => {
    const typed = "fr7630006000011234567890189";
    expect(applyMask(typed, ibanMask(typed)!)).toBe("FR76 3000 6000 0112 3456 7890 189");
    expect(ibanMask("CH93")).toBe("AA## XXXX XXXX XXXX XXXX X");
    expect(applyMask("PL61109010140000071219812874", ibanMask("PL")!)).toBe("PL61 1090 1014 0000 0712 1981 2874");
    expect(ibanMask("F")).toBeUndefined();
    expect(ibanMask("ZZ12")).toBeUndefined();
  });
});
