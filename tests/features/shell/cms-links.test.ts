import { describe, expect, test } from "vitest";
import { resolveCmsLink } from "../../../app/features/shell/cms-links";
import { LOCALES } from "../../../app/lib/locales";

describe("CMS links", () => {
  const titles = { WOMEN: "Damen" };

  test("a family's reference leads to its listing; with a query, to that listing filtered (the menu's new arrivals)", () => {
    const family = resolveCmsLink("segmentation:WOMEN", LOCALES["de-de"], titles);
    const newIn = resolveCmsLink("segmentation:WOMEN?tag=New", LOCALES["de-de"], titles);
    expect(family).toEqual({ href: "/de-de/damen--plWOMEN", external: false });
    expect(newIn).toEqual({ href: "/de-de/damen--plWOMEN?tag=New", external: false });
  });
});

describe("decision 183: a page's or help topic's reference links to its own URL", () => {
  test("with the slug the content service resolved, the page's own URL; without, a URL that moves there", () => {
    const de = LOCALES["de-de"];
    expect(resolveCmsLink("page:trend:TREND_DENIM:trend-denim-2026", de, {}).href).toBe(
      "/de-de/trend-denim-2026--tpTREND_DENIM",
    );
    expect(resolveCmsLink("page:landing:BF2026", de, {}).href).toBe("/de-de/bf2026--lpBF2026");
  });

  test("a help topic by its slug in the language; a short prefix has no topic pages", () => {
    expect(resolveCmsLink("help:delivery:livraison", LOCALES["fr-fr"], {}).href).toBe("/fr-fr/aide/livraison");
    expect(resolveCmsLink("help:delivery", LOCALES["fr-fr"], {}).href).toBe("/fr-fr/aide/delivery");
    expect(resolveCmsLink("help:delivery:livraison", LOCALES.fr, {}).href).toBe("/fr/aide");
  });
});
