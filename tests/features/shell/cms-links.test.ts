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
