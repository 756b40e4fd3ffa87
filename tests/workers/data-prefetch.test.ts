import { describe, expect, it } from "vitest";
import { isDataPrefetch } from "../../workers/cached-page";

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://localhost:8787${path}`, { method, headers });

describe("a page's data fetched ahead of a tap (decision 145)", () => {
  it("is a GET of .data that the browser marks as a prefetch", () => {
    expect(isDataPrefetch(get("/fr-fr/robe--p1000003.data", { "Sec-Purpose": "prefetch" }))).toBe(true);
    expect(isDataPrefetch(get("/fr-fr/robe--p1000003.data", { Purpose: "prefetch" }))).toBe(true);
  });

  it("is not the navigation's own fetch, a document, nor a post", () => {
    expect(isDataPrefetch(get("/fr-fr/robe--p1000003.data"))).toBe(false);
    expect(isDataPrefetch(get("/fr-fr/robe--p1000003", { "Sec-Purpose": "prefetch" }))).toBe(false);
    expect(isDataPrefetch(get("/fr-fr/cart.data", { "Sec-Purpose": "prefetch" }, "POST"))).toBe(false);
    expect(isDataPrefetch(get("/fr-fr/robe--p1000003.data", { "Sec-Purpose": "prefetch-nope" }))).toBe(false);
  });
});
