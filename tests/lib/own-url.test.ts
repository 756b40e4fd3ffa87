import { describe, expect, test } from "vitest";
import { movedTo, redirectToOwnUrl } from "../../app/lib/own-url.server";

const at = (path: string) => new URL(path, "https://shop.test");

function moved(url: URL, ownPath: string): Response | null {
  try {
    redirectToOwnUrl(url, ownPath);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("decision 183: a page read by another path moves for good to its own", () => {
  test("other words in the slug: 301 to the own path, the query kept", () => {
    const response = moved(at("/fr-fr/x--lbpLOOKBOOK_SS26?utm_source=mail&p=2"), "/fr-fr/lookbook--lbpLOOKBOOK_SS26");
    expect(response?.status).toBe(301);
    expect(response?.headers.get("Location")).toBe("/fr-fr/lookbook--lbpLOOKBOOK_SS26?utm_source=mail&p=2");
  });

  test("the own path answers: no redirect, so the target of a redirect never moves again", () => {
    expect(moved(at("/fr-fr/lookbook--lbpLOOKBOOK_SS26?utm_source=mail"), "/fr-fr/lookbook--lbpLOOKBOOK_SS26")).toBe(
      null,
    );
    const first = moved(at("/de-de/Kleider--plWOMEN_DRESSES/"), "/de-de/kleider--plWOMEN_DRESSES")!;
    const target = at(first.headers.get("Location")!);
    expect(moved(target, "/de-de/kleider--plWOMEN_DRESSES")).toBe(null);
  });

  test("case and a trailing slash are other paths; a store page's own path ends with its slash", () => {
    expect(moved(at("/fr-fr/Robes--plWOMEN_DRESSES"), "/fr-fr/robes--plWOMEN_DRESSES")?.status).toBe(301);
    expect(moved(at("/fr-fr/robes--plWOMEN_DRESSES/"), "/fr-fr/robes--plWOMEN_DRESSES")?.status).toBe(301);
    const store = "/fr-fr/stores/france/lyon/lyon-republique-107/";
    expect(moved(at(store.slice(0, -1)), store)?.headers.get("Location")).toBe(store);
    expect(moved(at(store), store)).toBe(null);
  });

  test("an accent is the same path however the request encodes it; the redirect writes it encoded", () => {
    const own = "/fr-ch/stores/suisse/zürich/bahnhofstrasse-12/";
    for (const requested of [
      "/fr-ch/stores/suisse/z%C3%BCrich/bahnhofstrasse-12/",
      "/fr-ch/stores/suisse/z%c3%bcrich/bahnhofstrasse-12/",
    ])
      expect(moved(at(requested), own), requested).toBe(null);
    const response = moved(at("/fr-ch/stores/suisse/zurich/bahnhofstrasse-12/"), own);
    expect(response?.headers.get("Location")).toBe("/fr-ch/stores/suisse/z%C3%BCrich/bahnhofstrasse-12/");
    expect(moved(at(response!.headers.get("Location")!), own)).toBe(null);
  });

  test("a query the own path sets itself wins over the request's (a product colour's option)", () => {
    const response = movedTo(at("/en/x--p1000003?option=9&utm_source=x"), "/en/dress-pink--p1000003?option=1000003-2");
    expect(response.headers.get("Location")).toBe("/en/dress-pink--p1000003?option=1000003-2&utm_source=x");
  });

  test("a malformed escape is compared as written, never an error", () => {
    expect(moved(at("/fr-fr/%E0%A4%A--lpBF2026"), "/fr-fr/black-friday--lpBF2026")?.status).toBe(301);
  });
});
