import { describe, expect, test } from "vitest";
import { environmentalSheetRows } from "../../../app/features/catalog/environmental-sheet";
import type { EnvironmentalSheet } from "../../../app/features/catalog-model/schemas";
import { productSchema } from "../../../app/features/catalog-model/schemas";
import { m } from "../../../app/paraglide/messages.js";
import { PRODUCTS } from "../../../mocks/data/catalog";

const sheet: EnvironmentalSheet = {
  recycledShare: 30,
  fabricStep: "KNITTING",
  fabricCountry: "IT",
  dyeingCountry: null,
  makingCountry: "PT",
  syntheticShare: 80,
  recyclable: false,
};
const values = (rows: { value: string }[]) => rows.map((row) => row.value);

describe("the AGEC environmental sheet (issue 18, decision 107)", () => {
  test("six rows in the page's language: recycled share, knitting, dyeing, making, microfibres, recyclability", () => {
    const fr = environmentalSheetRows(sheet, "fr");
    expect(fr.map((row) => row.label)).toEqual([
      m.agec_recycled({}, { locale: "fr" }),
      m.agec_knitting({}, { locale: "fr" }),
      m.agec_dyeing({}, { locale: "fr" }),
      m.agec_making({}, { locale: "fr" }),
      m.agec_microfibres({}, { locale: "fr" }),
      m.agec_recyclability({}, { locale: "fr" }),
    ]);
    expect(values(fr)).toEqual([
      m.agec_recycled_share({ share: 30 }, { locale: "fr" }),
      "Italie",
      m.agec_not_applicable({}, { locale: "fr" }),
      "Portugal",
      m.agec_microfibres_release({}, { locale: "fr" }),
      m.agec_not_recyclable({}, { locale: "fr" }),
    ]);
    expect(values(environmentalSheetRows(sheet, "de")).slice(1, 4)).toEqual([
      "Italien",
      "Nicht zutreffend",
      "Portugal",
    ]);
  });

  test("a mostly natural product has no microfibre warning; a sheet of unknowns says 'not applicable' on every row", () => {
    expect(
      environmentalSheetRows({ ...sheet, syntheticShare: 50, recyclable: true, recycledShare: 0 }, "en").map(
        (row) => row.value,
      ),
    ).toEqual(["No recycled material", "Italy", "Not applicable", "Portugal", "Not applicable", "Mostly recyclable"]);
    const unknown = environmentalSheetRows(
      {
        recycledShare: null,
        fabricStep: null,
        fabricCountry: null,
        dyeingCountry: null,
        makingCountry: null,
        syntheticShare: null,
        recyclable: null,
      },
      "en",
    );
    expect(unknown[1]!.label).toBe("Weaving or knitting");
    expect(new Set(values(unknown))).toEqual(new Set(["Not applicable"]));
  });

  test("every product of the mock has a sheet the storefront reads, from the same chain as its eco-design block", () => {
    for (const seed of PRODUCTS) {
      const sheetSeed = seed.environmentalSheet;
      expect(sheetSeed.recycledShare).toBeGreaterThanOrEqual(0);
      if (seed.ecoDesign)
        expect(seed.ecoDesign.madeIn.en).toContain(
          new Intl.DisplayNames(["en"], { type: "region" }).of(sheetSeed.makingCountry)!,
        );
    }
    expect(PRODUCTS.some((seed) => seed.environmentalSheet.syntheticShare > 50)).toBe(true);
    expect(PRODUCTS.some((seed) => seed.environmentalSheet.dyeingCountry === null)).toBe(true);
    expect(productSchema.shape.environmentalSheet.parse(undefined)).toBeNull();
  });
});
