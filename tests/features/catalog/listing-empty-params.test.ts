import { describe, expect, test } from "vitest";
import { loadCatalogPage, loadSearchPage } from "../../../app/features/catalog/listing.server";
import type { RequestContext } from "../../../app/lib/request-context";

/** The redirect comes before any backend call: a context that is never read. */
const untouched = new Proxy({} as RequestContext, {
  get: (_target, name) => {
    throw new Error(`context.${String(name)} read before the redirect`);
  },
});

async function thrown(load: Promise<unknown>): Promise<Response> {
  try {
    await load;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("no redirect");
}

describe("issue 49, decision 179: a listing URL with empty parameters moves to the clean one", () => {
  test("a catalogue page sent without JavaScript, price left blank: 301 to the same filters without min= and max=", async () => {
    const url = new URL("https://shop.test/de-de/kleider--plWOMEN_DRESSES?sort=popular&size=38&min=&max=");
    const response = await thrown(loadCatalogPage(url, untouched, "WOMEN_DRESSES"));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/de-de/kleider--plWOMEN_DRESSES?sort=popular&size=38");
  });

  test("search keeps its words and drops the empty fields", async () => {
    const url = new URL("https://shop.test/fr-ch/search?q=robe&min=&max=");
    const response = await thrown(loadSearchPage(url, untouched));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/fr-ch/search?q=robe");
  });
});
