import { describe, expect, test } from "vitest";
import { applyMask, maskExample, maskToPattern } from "../../app/ui/mask";

describe("R5.03 input masks: # digit, X alphanumeric, S letter, A upper case, a lower case", () => {
  test.each([
    ["75009", "#####", "75009"],
    ["75a009", "#####", "75009"],
    ["fr7630006000011234567890189", "AA## #### #### #### #### #### ###", "FR76 3000 6000 0112 3456 7890 189"],
    ["sw1a1aa", "AA#A #AA", "SW1A 1AA"],
    ["00497", "##-###", "00-497"],
    ["ab12", "SSXX", "ab12"],
    ["AB", "aa", "ab"],
    ["12", "SS", ""],
    ["", "###", ""],
  ])("%s with %s → %s", (value, pattern, expected) => {
    expect(applyMask(value, pattern)).toBe(expected);
  });

  test("the mask is also a pattern attribute for native validity", () => {
    const pattern = new RegExp(`^${maskToPattern("##-###")}$`, "v");
    expect(pattern.test("00-497")).toBe(true);
    expect(pattern.test("00497")).toBe(false);
    expect(new RegExp(`^${maskToPattern("AA##")}$`, "v").test("FR76")).toBe(true);
  });

  test("an example in the mask's shape, for the message that says the format", () => {
    expect(maskExample("##-###")).toBe("12-345");
    expect(maskExample("#### AA")).toBe("1234 AB");
    expect(maskExample("#####")).toBe("12345");
  });
});
