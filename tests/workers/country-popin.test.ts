import { describe, expect, test } from "vitest";
import { LOCALES } from "../../app/lib/locales";
import { countryPopinProposal } from "../../workers/country-popin";

const never = () => false;

describe("R2.6.03 R4.13 country popin proposal", () => {
  test("a German browser on the French site is offered de-de", () => {
    expect(countryPopinProposal("de-DE,de;q=0.9", LOCALES["fr-fr"], never)).toBe("de-de");
  });

  test("no proposal when the browser already matches the site shown", () => {
    expect(countryPopinProposal("fr-FR", LOCALES["fr-fr"], never)).toBeNull();
    expect(countryPopinProposal("fr", LOCALES.fr, never)).toBeNull();
    expect(countryPopinProposal("en-GB", LOCALES.en, never)).toBeNull();
  });

  test("a Swiss French browser on fr-fr is offered fr-ch, a Belgian one is not", () => {
    expect(countryPopinProposal("fr-CH", LOCALES["fr-fr"], never)).toBe("fr-ch");
    expect(countryPopinProposal("fr-BE", LOCALES["fr-fr"], never)).toBeNull();
  });

  test("unmanaged languages are offered the international English site", () => {
    expect(countryPopinProposal("ja", LOCALES["de-de"], never)).toBe("en");
  });

  test("a dismissed proposal is not offered again", () => {
    expect(countryPopinProposal("de-DE", LOCALES["fr-fr"], (locale) => locale === "de-de")).toBeNull();
    expect(countryPopinProposal("de-DE", LOCALES["fr-fr"], (locale) => locale === "it-it")).toBe("de-de");
  });

  test("no Accept-Language, no proposal", () => {
    expect(countryPopinProposal(null, LOCALES["fr-fr"], never)).toBeNull();
    expect(countryPopinProposal("", LOCALES["fr-fr"], never)).toBeNull();
  });
});
