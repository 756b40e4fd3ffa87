import { describe, expect, test } from "vitest";
import { ownRoutePath } from "../../app/routing/own-route-path";

describe("decision 183: the page's own path, from the request's", () => {
  test("the prefix and the route's own words as the route table writes them; params as they came", () => {
    expect(ownRoutePath("fr-fr", "cart", "/FR-FR/Cart")).toBe("/fr-fr/cart");
    expect(ownRoutePath("fr-fr", "private-sale", "/fr-fr/Private-Sale")).toBe("/fr-fr/private-sale");
    expect(ownRoutePath("de-de", ":slug", "/DE-DE/Kleider--plWOMEN_DRESSES")).toBe("/de-de/Kleider--plWOMEN_DRESSES");
    expect(ownRoutePath("fr-fr", "stores/:storeId", "/fr-fr/Stores/0042")).toBe("/fr-fr/stores/0042");
  });

  test("no trailing slash or empty segment", () => {
    expect(ownRoutePath("fr-fr", "", "/fr-fr/")).toBe("/fr-fr");
    expect(ownRoutePath("fr-fr", "private-sale", "/fr-fr//private-sale/")).toBe("/fr-fr/private-sale");
  });

  test("an optional param left out ends the path; a splat keeps what follows", () => {
    expect(ownRoutePath("fr-fr", "aide/:page?", "/fr-fr/aide/")).toBe("/fr-fr/aide");
    expect(ownRoutePath("fr-fr", "aide/:page?", "/fr-fr/Aide/livraison")).toBe("/fr-fr/aide/livraison");
    expect(ownRoutePath("de-de", "01/:gs1Gtin/*", "/de-de/01/03543210000017/kleid/")).toBe(
      "/de-de/01/03543210000017/kleid",
    );
  });
});
