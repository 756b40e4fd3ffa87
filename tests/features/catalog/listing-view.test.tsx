import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, test } from "vitest";
import { readListingQuery } from "../../../app/features/catalog-model/listing-query";
import { ListingView } from "../../../app/features/catalog/listing-view";
import { m } from "../../../app/paraglide/messages.js";

const PATH = "/pl-pl/sukienki--plWOMEN_DRESSES";

const LISTING = {
  products: [],
  sort: "popular" as const,
  pagination: { page: 1, pageSize: 24, totalProducts: 23, totalPages: 1 },
  facets: {
    sizes: [
      { value: "36", count: 4 },
      { value: "38", count: 9 },
    ],
    colours: [{ code: "RED", label: "Czerwony", hex: "#cc0000", count: 3 }],
    price: { min: 2999, max: 12900 },
    tags: [{ value: "New" as const, count: 2 }],
  },
};

/** The listing as the catalogue page renders it, with the URL's filters. */
function Listing() {
  const query = readListingQuery(new URLSearchParams(useLocation().search), "popular");
  return <ListingView listing={LISTING} query={query} defaultSort="popular" />;
}

/** Page 2 of 3 of a search: its own field (q) kept before the listing's filters. */
function SearchListing() {
  const query = readListingQuery(new URLSearchParams(useLocation().search), "popular");
  const pagination = { page: 2, pageSize: 24, totalProducts: 70, totalPages: 3 };
  return <ListingView listing={{ ...LISTING, pagination }} query={query} defaultSort="popular" hidden={{ q: "len" }} />;
}

async function html(search: string, Component = Listing): Promise<string> {
  const Stub = createRoutesStub([{ path: PATH, Component }]);
  const stream = await renderToReadableStream(<Stub initialEntries={[`${PATH}${search}`]} />);
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "");
}

describe("issue 49: the filter panel folds and ends with 'show N products'", () => {
  test("every facet group folds, closed at first; a closed group's summary names what is chosen in it", async () => {
    const page = await html("?size=38&colour=RED");
    const groups = page.match(/<details class="facets__group"[^>]*>/g) ?? [];
    expect(groups).toHaveLength(4);
    expect(groups.every((group) => !group.includes("open"))).toBe(true);
    expect(page).toContain(`<span class="facets__group-name">${m.facet_size({}, { locale: "pl" })}</span>`);
    expect(page).toContain('<span class="facets__group-chosen">38</span>');
    expect(page).toContain('<span class="facets__group-chosen">Czerwony</span>');
  });

  test("one footer button: the live count in Polish plural with scripts, 'show the products' as a plain submit", async () => {
    const page = await html("");
    const footer = /<div class="facets__footer">([\s\S]*?)<\/div>/.exec(page)?.[1] ?? "";
    expect(footer.match(/<button/g)).toHaveLength(1);
    expect(footer).toContain('type="submit"');
    expect(footer).toContain("Pokaż 23 produkty");
    expect(footer).toContain(`<span class="facets__show-plain">${m.facets_apply({}, { locale: "pl" })}</span>`);
  });

  test("Polish counts use one, few and many forms", () => {
    const show = (count: number) => m.facets_show_count({ count }, { locale: "pl" });
    expect([show(1), show(3), show(5), show(22), show(25)]).toEqual([
      "Pokaż 1 produkt",
      "Pokaż 3 produkty",
      "Pokaż 5 produktów",
      "Pokaż 22 produkty",
      "Pokaż 25 produktów",
    ]);
  });
});

describe("listing pagination", () => {
  test("previous and next pages keep the page's own fields and the filters; page 1 carries no page number", async () => {
    const page = await html("?q=len&size=38&p=2", SearchListing);
    expect(page).toContain(`<a rel="prev" href="${PATH}?q=len&amp;size=38"`);
    expect(page).toContain(`<a rel="next" href="${PATH}?q=len&amp;size=38&amp;p=3"`);
    expect(page).toContain(m.pagination_status({ page: 2, total: 3 }, { locale: "pl" }));
  });

  test("a listing of one page has no pagination", async () => {
    expect(await html("")).not.toContain('class="pagination"');
  });
});
