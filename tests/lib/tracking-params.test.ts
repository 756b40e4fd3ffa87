import { describe, expect, test } from "vitest";
import { isTrackingParam, pagePath, withoutTrackingParams } from "../../app/lib/tracking-params";

describe("R9.09 tracking parameters never change a page", () => {
  test("campaign and click ids are tracking parameters; a page's own parameters are not", () => {
    for (const name of ["utm_source", "UTM_Campaign", "gclid", "gbraid", "wbraid", "fbclid", "msclkid", "_ga", "_gl"])
      expect(isTrackingParam(name)).toBe(true);
    for (const name of ["p", "q", "sort", "colour", "utm", "gclid2"]) expect(isTrackingParam(name)).toBe(false);
    expect(withoutTrackingParams("?q=robe&utm_source=news&p=2").toString()).toBe("q=robe&p=2");
  });

  test("what a page writes into itself (returnTo, sign-in state) carries no campaign", () => {
    expect(pagePath("/fr-fr/x--p1", "?utm_source=news&gclid=1")).toBe("/fr-fr/x--p1");
    expect(pagePath("/fr-fr/catalog/robes/W1", "?p=2&utm_medium=email&size=38")).toBe(
      "/fr-fr/catalog/robes/W1?p=2&size=38",
    );
    expect(pagePath("/fr-fr/search", "")).toBe("/fr-fr/search");
  });
});
