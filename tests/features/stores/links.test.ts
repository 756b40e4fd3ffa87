import { describe, expect, test } from "vitest";
import { storeIdFromSlug, storePath } from "../../../app/features/stores/links";

const store = {
  storeId: "107",
  name: "Atelier Sept Lyon République",
  slug: "lyon-republique",
  address: {
    line1: "71 rue de la République",
    zipCode: "69002",
    city: "Lyon",
    citySlug: "lyon",
    countryCode: "FR",
    countrySlug: "france",
  },
};

describe("R2.5.02 store URLs", () => {
  test("the canonical shape is /stores/{country}/{city}/{name}-{storeId}/, slugs made when the backend gives none", () => {
    expect(storePath("fr-fr", store)).toBe("/fr-fr/stores/france/lyon/lyon-republique-107/");
    expect(
      storePath("en", {
        ...store,
        slug: "",
        address: { ...store.address, citySlug: undefined, countrySlug: undefined, city: "Genève", countryCode: "CH" },
      }),
    ).toBe("/en/stores/ch/geneve/atelier-sept-lyon-republique-107/");
    expect(storePath("fr-fr", store, { productId: "1001", size: "1001-01-M" })).toBe(
      "/fr-fr/stores/france/lyon/lyon-republique-107/?productId=1001&size=1001-01-M",
    );
  });

  test("R5.01 the store id is the digits that end the last segment; the name is optional", () => {
    expect(storeIdFromSlug("lyon-republique-107")).toBe("107");
    expect(storeIdFromSlug("-107")).toBe("107");
    expect(storeIdFromSlug("107")).toBe("107");
    for (const segment of ["lyon-republique", "lyon-107a", "", undefined]) expect(storeIdFromSlug(segment)).toBeNull();
  });
});
