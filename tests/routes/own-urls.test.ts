import { beforeAll, describe, expect, test, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { loader as blogLoader } from "../../app/routes/blog-page";
import { loader as catalogLoader } from "../../app/routes/catalog";
import { loader as friendlyLoader } from "../../app/routes/friendly";
import { loader as helpLoader } from "../../app/routes/help";
import { loader as landingLoader } from "../../app/routes/landing-page";
import { loader as lookbookLoader } from "../../app/routes/lookbook-page";
import { loader as storeLoader } from "../../app/routes/store";
import { loader as trendLoader } from "../../app/routes/trend-page";
import { LOCALES, localeFromPath } from "../../app/lib/locales";
import { requestContext } from "../../app/lib/request-context";
import { editorialPath, familyPath, productSlug } from "../../app/pages/catalog-links";
import { friendlyPageContext } from "../../app/routing/checks.server";
import { parseFriendlySegment } from "../../app/routing/friendly-urls";
import { EDITORIAL_PAGES, PRODUCTS, SEGMENTATIONS } from "../../mocks/data/catalog";
import { HELP_TOPICS } from "../../mocks/data/cms";
import { mockApi } from "../helpers/mock-api";
import { testContext } from "../helpers/request-context";

/**
 * Decision 183: every page type answers at one URL, the one the sitemap and its links name (its
 * canonical link is its own address); a wrong slug or another URL shape is a 301 there, keeping
 * the query. Each page's loader, over the mock backend.
 */
const backend = mockApi();

// biome-ignore lint/suspicious/noExplicitAny: every route module's loader, called as React Router calls it
type AnyLoader = (args: any) => unknown;

async function load(loader: AnyLoader, path: string, params: Record<string, string> = {}) {
  const url = new URL(path, "http://localhost:8787");
  const locale = localeFromPath(url.pathname)!;
  const context = new RouterContextProvider();
  context.set(
    requestContext,
    testContext(url.pathname, { api: backend.client({ store: locale.shopDomain, language: locale.hrefLang }) }),
  );
  const segment = url.pathname.split("/")[2] ?? "";
  if (loader === friendlyLoader) context.set(friendlyPageContext, parseFriendlySegment(segment) ?? null);
  try {
    return { data: await loader({ request: new Request(url), url, params, context }) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

/** What a page type's loader answers at its own URL, and a wrong one moves there. */
async function expectOwnUrl(
  loader: AnyLoader,
  own: string,
  wrong: string,
  paramsOf: (path: string) => Record<string, string> = () => ({}),
) {
  expect(await load(loader, `${wrong}?utm_source=mail&ref=menu`, paramsOf(wrong))).toEqual({
    status: 301,
    location: `${own}?utm_source=mail&ref=menu`,
  });
  // The redirect's target answers: never a loop.
  const answered = await load(loader, `${own}?utm_source=mail`, paramsOf(own));
  expect(answered).toHaveProperty("data");
  return answered;
}

const page = (id: string) => EDITORIAL_PAGES.find((entry) => entry.id === id)!;
const family = (id: string, language: "fr" | "de") => {
  const entry = SEGMENTATIONS.find((candidate) => candidate.segmentationId === id)!;
  return { segmentationId: id, title: entry.title[language] };
};

beforeAll(() => {
  // 404s are logged on purpose; keep the output readable.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("decision 183: one URL per page, a wrong slug moves (301) to it", () => {
  test("a lookbook: x--lbp{id} moves to the CMS's slug, the one its links name", async () => {
    const own = editorialPath("fr-fr", "lookbook", page("LOOKBOOK_SS26").slug.fr, "LOOKBOOK_SS26");
    expect(own).toBe("/fr-fr/lookbook-printemps-ete-2026--lbpLOOKBOOK_SS26");
    const answered = await expectOwnUrl(friendlyLoader, own, "/fr-fr/x--lbpLOOKBOOK_SS26");
    expect(answered.data).toMatchObject({ kind: "editorial", page: { id: "LOOKBOOK_SS26" } });
  });

  test("a blog post, a trend page and a landing page, in their own languages", async () => {
    await expectOwnUrl(
      friendlyLoader,
      editorialPath("pl-pl", "blog", page("BLOG_KNITWEAR_CARE").slug.pl, "BLOG_KNITWEAR_CARE"),
      "/pl-pl/x--blogBLOG_KNITWEAR_CARE",
    );
    await expectOwnUrl(
      friendlyLoader,
      editorialPath("de-de", "trend", page("TREND_DENIM").slug.de, "TREND_DENIM"),
      "/de-de/Trend-Denim--tpTREND_DENIM",
    );
    await expectOwnUrl(
      friendlyLoader,
      editorialPath("es-es", "landing", page("BF2026").slug.es, "BF2026"),
      "/es-es/rebajas--lpBF2026/",
    );
  });

  test("the /landingPage, /trendPage, /lookbookPage and /blogPage shapes move to the friendly URL", async () => {
    const cases: [AnyLoader, "landing" | "trend" | "lookbook" | "blog", string, string, string][] = [
      [landingLoader, "landing", "landingPage", "landingPageId", "BF2026"],
      [trendLoader, "trend", "trendPage", "trendPageId", "TREND_DENIM"],
      [lookbookLoader, "lookbook", "lookbookPage", "lookbookPageId", "LOOKBOOK_SS26"],
      [blogLoader, "blog", "blogPage", "blogPageId", "BLOG_LINEN_GUIDE"],
    ];
    for (const [loader, type, segment, param, id] of cases) {
      expect(await load(loader, `/it-it/${segment}/x/${id}?p=2`, { name: "x", [param]: id })).toEqual({
        status: 301,
        location: `${editorialPath("it-it", type, page(id).slug.it, id)}?p=2`,
      });
    }
    const unknown = load(trendLoader, "/it-it/trendPage/x/NOPE", { name: "x", trendPageId: "NOPE" });
    await expect(unknown).rejects.toMatchObject({ init: { status: 404 } });
  });

  test("a catalogue page: other words, and /catalog/{anything}/{familyId}, move to {title}--pl{id}", async () => {
    const own = familyPath("fr-fr", family("WOMEN_DRESSES", "fr"));
    const answered = await expectOwnUrl(friendlyLoader, own, "/fr-fr/whatever--plWOMEN_DRESSES");
    expect(answered.data).toMatchObject({ kind: "catalog", listing: { family: { segmentationId: "WOMEN_DRESSES" } } });
    expect(
      await load(catalogLoader, "/fr-fr/catalog/whatever/WOMEN_DRESSES?sort=price-asc", {
        name: "whatever",
        familyId: "WOMEN_DRESSES",
      }),
    ).toEqual({ status: 301, location: `${own}?sort=price-asc` });
  });

  test("a family's slug with an umlaut is written as the sitemap writes it (ä → ae)", async () => {
    const own = familyPath("de-de", family("HOME_BEDDING", "de"));
    expect(own).toBe("/de-de/bettwaesche--plHOME_BEDDING");
    await expectOwnUrl(friendlyLoader, own, "/de-de/bettw%C3%A4sche--plHOME_BEDDING");
  });

  test("a product: other words move to its name and colour's slug", async () => {
    const product = PRODUCTS[0]!;
    const own = `/en/${productSlug(product.name.en, product.options[0]!.colour.label.en)}--p${product.productId}`;
    const answered = await expectOwnUrl(friendlyLoader, own, `/en/anything--p${product.productId}`);
    expect(answered.data).toMatchObject({ kind: "product", product: { productId: product.productId } });
  });

  test("a store page: an old name or no trailing slash moves to its canonical URL", async () => {
    const own = "/fr-fr/stores/france/lyon/lyon-republique-107/";
    const params = (path: string) => ({ country: "france", city: "lyon", storeSlug: path.split("/")[5] ?? "" });
    await expectOwnUrl(storeLoader, own, "/fr-fr/stores/france/lyon/old-name-107/", params);
    await expectOwnUrl(storeLoader, own, "/fr-fr/stores/france/lyon/lyon-republique-107", params);
  });

  test("a help topic named by its id moves to its slug in the page's language", async () => {
    const delivery = HELP_TOPICS.find((topic) => topic.id === "delivery")!;
    const own = `/fr-fr/${LOCALES["fr-fr"].helpSegment}/${delivery.slug.fr}`;
    expect(own).toBe("/fr-fr/aide/livraison");
    const params = (path: string) => ({ page: path.split("/")[3] ?? "" });
    const answered = await expectOwnUrl(helpLoader, own, "/fr-fr/aide/delivery", params);
    expect(answered.data).toMatchObject({ topic: { uid: "delivery" } });
  });
});
