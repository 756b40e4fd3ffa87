import { describe, expect, test } from "vitest";
import { cmsRobots, withCmsSeo } from "../../../app/features/content/cms-meta";
import { cmsMetaSchema } from "../../../app/features/catalog-model/schemas";
import { pageMeta } from "../../../app/lib/meta";
import { seoTags } from "../../../app/lib/seo";

const origin = "https://www.atelier-sept.example";
const meta = (fields: Record<string, unknown>) => cmsMetaSchema.parse(fields);
const landing = (search = "") => seoTags(origin, "/fr-fr/black-friday--lpBF2026", search, "landing");

describe("R3.20 meta info from the content service, within spec 9's rules", () => {
  test("meta_robots applies where the rules leave the page indexable; a page the rules make noindex stays so", () => {
    expect(
      withCmsSeo(landing(), meta({ meta_robots: "noindex, follow" }), origin, "/fr-fr/black-friday--lpBF2026").robots,
    ).toBe("noindex, follow");
    const searched = seoTags(origin, "/fr-fr/trend/x", "?colour=red", "page");
    expect(withCmsSeo(searched, meta({ meta_robots: "index, follow" }), origin, "/fr-fr/trend/x").robots).toBe(
      "noindex, follow",
    );
    expect(cmsRobots(meta({ meta_robots: "index, <script>" }))).toBeUndefined();
    expect(cmsRobots(meta({ meta_robots: " NOINDEX ,nofollow" }))).toBe("noindex, nofollow");
  });

  test("a canonical on the page's own site wins and keeps the page number; any other is ignored", () => {
    const path = "/fr-fr/black-friday--lpBF2026";
    expect(
      withCmsSeo(landing("?p=2&colour=red"), meta({ canonical: "/fr-fr/promotions--lpBF2026" }), origin, path)
        .canonical,
    ).toBe(`${origin}/fr-fr/promotions--lpBF2026?p=2`);
    expect(withCmsSeo(landing(), meta({ canonical: `${origin}/fr-fr/promotions` }), origin, path).canonical).toBe(
      `${origin}/fr-fr/promotions`,
    );
    for (const canonical of [
      "https://evil.example/fr-fr/x",
      "/de-de/black-friday",
      "javascript:alert(1)",
      "//evil.example/fr-fr",
    ]) {
      expect(withCmsSeo(landing(), meta({ canonical }), origin, path).canonical).toBe(`${origin}${path}`);
    }
  });

  test("no meta info, or empty fields, change nothing", () => {
    expect(withCmsSeo(landing(), null, origin, "/fr-fr/black-friday--lpBF2026")).toEqual(landing());
    expect(withCmsSeo(landing(), meta({}), origin, "/fr-fr/black-friday--lpBF2026")).toEqual(landing());
  });

  test("an editor's title naming the brand is the whole title", () => {
    expect(pageMeta("/en", () => "Atelier Sept: women's fashion")[0]).toEqual({
      title: "Atelier Sept: women's fashion",
    });
    expect(pageMeta("/en", () => "Coats")[0]).toEqual({ title: "Coats | Atelier Sept" });
  });
});
