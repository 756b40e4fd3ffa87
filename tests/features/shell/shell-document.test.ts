import { describe, expect, test } from "vitest";
import { hydratedTitles } from "../../../app/features/shell/shell-document";

const SEGMENTATIONS = [
  { segmentationId: "WOMEN", parent: null, title: "Femme" },
  { segmentationId: "MEN", parent: null, title: "Homme" },
  { segmentationId: "WOMEN_DRESSES", parent: "WOMEN", title: "Robes" },
  { segmentationId: "WOMEN_TOPS", parent: "WOMEN", title: "Tops & chemises" },
  { segmentationId: "MEN_SHIRTS", parent: "MEN", title: "Chemises" },
];

describe("issue 30: the family titles the shell's hydration data keeps", () => {
  test("the top families and those the hydrated summaries link to; the panels' others stay in the document", () => {
    const summaries = [
      { navigation_modular: [{ navigation_entry_block: { page_reference: { url: "segmentation:WOMEN" } } }] },
      { banner: { link: "segmentation:WOMEN_DRESSES" }, networks: [{ url: "https://example.com/segmentation" }] },
    ];
    expect(hydratedTitles(SEGMENTATIONS, summaries)).toEqual({
      WOMEN: "Femme",
      MEN: "Homme",
      WOMEN_DRESSES: "Robes",
    });
  });

  test("no summaries (the CMS down): the top families only", () => {
    expect(hydratedTitles(SEGMENTATIONS, [null, null])).toEqual({ WOMEN: "Femme", MEN: "Homme" });
  });
});
