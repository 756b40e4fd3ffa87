import { describe, expect, test } from "vitest";
import { suggestionsSchema } from "../../../app/features/catalog-model/schemas";
import { searchSuggestions } from "../../../app/features/catalog/suggestions";
import { mockApi } from "../../helpers/mock-api";

describe("issue 49: the search field's suggestions say each label once", () => {
  test("two families of one name, and a term that reads as a family (case and accents aside), show once; the family stays", () => {
    const options = searchSuggestions(
      suggestionsSchema.parse({
        query: "magl",
        terms: ["maglieria", "maglione", "Maglione"],
        families: [
          { segmentationId: "WOMEN_KNITWEAR", title: "Maglieria", slug: "maglieria-donna" },
          { segmentationId: "MEN_KNITWEAR", title: "Maglieria", slug: "maglieria-uomo" },
        ],
        products: [],
      }),
      "it-it",
    );
    expect(options.map((option) => [option.kind, option.label])).toEqual([
      ["term", "maglione"],
      ["family", "Maglieria"],
    ]);
    expect(options[1]!.href).toMatch(/^\/it-it\/maglieria--plWOMEN_KNITWEAR$/);
  });

  test("accents and spacing aside too: “Pull  côtelé” and “pull cotele” are one suggestion", () => {
    const options = searchSuggestions(
      { query: "pull", terms: ["Pull  côtelé", "pull cotele", "pull"], families: [], products: [] },
      "fr-fr",
    );
    expect(options.map((option) => option.label)).toEqual(["Pull  côtelé", "pull"]);
  });

  test("the Italian mock answers “Maglieria” twice for “magli”; the field lists it once", async () => {
    const italian = mockApi().client({ language: "it-IT", store: "it" });
    const answer = await italian.call("ecommerce/v3/catalog/suggestions", {
      query: { q: "magli" },
      schema: suggestionsSchema,
    });
    const said = [...answer.terms, ...answer.families.map((family) => family.title)];
    expect(said.filter((label) => label.toLocaleLowerCase("it") === "maglieria").length).toBeGreaterThan(1);
    const labels = searchSuggestions(answer, "it-it").map((option) => option.label.toLocaleLowerCase("it"));
    expect(labels.filter((label) => label === "maglieria")).toHaveLength(1);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
