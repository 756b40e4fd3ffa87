import { describe, expect, test } from "vitest";
import { ApiError } from "../../../app/api/errors";
import { isInOfferFamilies, loadFamilyOffers } from "../../../app/features/catalog/family-offers.server";
import { fakeApi } from "../../helpers/fake-api";
import { testContext } from "../../helpers/request-context";
import { signedInTokens } from "../../helpers/tokens";

const offer = (id: string, validTo = "2099-01-01T00:00:00Z") => ({
  id,
  title: `Offer ${id}`,
  description: "",
  code: id === "P1" ? "LEA10" : null,
  discountType: "REM" as const,
  value: 10,
  validFrom: "2026-01-01T00:00:00Z",
  validTo,
  familyIds: ["WOMEN"],
});

function setup({ signedIn = true, flag = true, fail = false } = {}) {
  const api = fakeApi((call) =>
    fail
      ? new ApiError(503, "down", call.path)
      : {
          data: {
            personalOffers: [offer("P1"), offer("OLD", "2020-01-01T00:00:00Z")],
            collectiveOffers: [offer("C1")],
          },
        },
  );
  const base = testContext("/fr-fr/robes-femme--plWOMEN_DRESSES", { api, tokens: signedIn ? signedInTokens() : {} });
  const context = {
    ...base,
    siteParams: async () => {
      const site = await base.siteParams();
      return { ...site, params: { ...site.params, flags: { ...site.params.flags, showCommercialOffers: flag } } };
    },
  };
  return { api, context };
}

describe("R3.01 R7.41 offers on catalogue pages (showCommercialOffers, commercialOffersFamilies)", () => {
  test("a signed-in customer on a family below a configured one gets personal then collective offers, current only, asked with the family", async () => {
    const { api, context } = setup();
    const offers = await loadFamilyOffers(context, "WOMEN_DRESSES");
    expect(offers?.map((view) => view.id)).toEqual(["P1", "C1"]);
    expect(api.calls[0]).toMatchObject({
      path: "commercial-animations-self/offers",
      query: { context: "SITE", country: "FR", familyIds: "WOMEN_DRESSES", allOffers: false },
    });
  });

  test("nothing, and no call, for an anonymous shopper, with the flag off, or on a family outside the list; a failure is swallowed", async () => {
    for (const options of [{ signedIn: false }, { flag: false }]) {
      const { api, context } = setup(options);
      expect(await loadFamilyOffers(context, "WOMEN_DRESSES")).toBeNull();
      expect(api.calls).toEqual([]);
    }
    const outside = setup();
    expect(await loadFamilyOffers(outside.context, "HOME_BED")).toBeNull();
    expect(outside.api.calls).toEqual([]);
    expect(await loadFamilyOffers(setup({ fail: true }).context, "MEN")).toBeNull();
  });

  test("a family covers its sub-families, not its look-alikes", () => {
    const families = [{ id: "WOMEN" }, { id: "MEN" }];
    expect(isInOfferFamilies("WOMEN", families)).toBe(true);
    expect(isInOfferFamilies("WOMEN_DRESSES", families)).toBe(true);
    expect(isInOfferFamilies("MENSWEAR", families)).toBe(false);
    expect(isInOfferFamilies("HOME", families)).toBe(false);
  });
});
