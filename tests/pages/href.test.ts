import { describe, expect, test } from "vitest";
import { matchRoutes } from "react-router";
import { LOCALE_PREFIXES } from "../../app/lib/locales";
import { href, resourceHref, siteResourceHref } from "../../app/pages/href";
import { LOCALE_RESOURCE_PATHS, type LocaleResourceName } from "../../app/pages/resources";
import { routeObjects } from "../helpers/route-resolver";
import { funnelStepOf, seoKindOfPage } from "../../app/pages/kinds";
import { isSharedPageName } from "../../app/pages/shared-pages.server";
import { PAGE_KINDS } from "../../app/pages/kinds.generated";
import { PAGE_PATHS } from "../../app/pages/paths.generated";
import { PAGES } from "../../app/pages/table";

describe("the page table, its links and its browser projection", () => {
  test("href builds a page's path under its prefix, params encoded, an optional one left out", () => {
    expect(href("fr-fr", "index")).toBe("/fr-fr");
    expect(href("en", "account-edit")).toBe("/en/account/settings/edit");
    expect(href("fr-fr", "catalog", { name: "robes & jupes", familyId: "WOMEN_DRESSES" })).toBe(
      "/fr-fr/catalog/robes%20%26%20jupes/WOMEN_DRESSES",
    );
    expect(href("de-de", "account-delivery-address-delete", { id: "a/1" })).toBe(
      "/de-de/account/settings/delivery-addresses/a%2F1/delete",
    );
    // The help centre lives under each locale's own segment; a topic is optional.
    expect(href("fr-fr", "help")).toBe("/fr-fr/aide");
    expect(href("fr-fr", "help", { page: "livraison" })).toBe("/fr-fr/aide/livraison");
  });

  test("a resource route's link: a locale's under its prefix, the site's from the root, a list joined by +", () => {
    expect(resourceHref("fr-fr", "wishlist")).toBe("/fr-fr/resources/wishlist");
    expect(resourceHref("en", "llms")).toBe("/en/llms.txt");
    expect(siteResourceHref("suggestions")).toBe("/resources/suggestions");
    expect(siteResourceHref("sitemap", { file: "fr-fr.xml" })).toBe("/sitemaps/fr-fr.xml");
    // Each route id is encoded on its own: the "+" between them stays a separator.
    expect(
      siteResourceHref("page-messages", { build: "b1", language: "fr", routes: ["root", "fr-fr:cart", "~product"] }),
    ).toBe("/page-messages/b1/fr/root+fr-fr%3Acart+~product");
  });

  test("every resource link reaches its own route of app/routes.ts, never the 404 page", () => {
    const leafOf = (path: string) => matchRoutes(routeObjects, path)?.at(-1)?.route.id;
    for (const prefix of LOCALE_PREFIXES) {
      for (const name of Object.keys(LOCALE_RESOURCE_PATHS) as LocaleResourceName[]) {
        expect(leafOf(resourceHref(prefix, name))).toBe(`${prefix}:resource-${name}`);
      }
    }
    const sitePaths = [
      siteResourceHref("country-popin-dismiss"),
      siteResourceHref("suggestions"),
      siteResourceHref("store-map"),
      siteResourceHref("robots"),
      siteResourceHref("llms"),
      siteResourceHref("sitemap", { file: "fr-fr.xml" }),
      siteResourceHref("page-messages", { build: "b1", language: "fr", routes: ["root"] }),
    ];
    expect(sitePaths.map(leafOf)).toEqual([
      "country-popin-dismiss",
      "resource-suggestions",
      "resource-store-map",
      "robots",
      "llms",
      "sitemap",
      "page-messages",
    ]);
  });

  test("the browser's projection is the table's paths and facts, nothing else", () => {
    expect(PAGE_PATHS).toEqual(Object.fromEntries(Object.entries(PAGES).map(([name, page]) => [name, page.path])));
    for (const [name, page] of Object.entries(PAGES)) {
      const facts = PAGE_KINDS[name] ?? {};
      // Which pages the edge may keep is the server's to know (pages/shared-pages.server.ts).
      expect(Object.keys(facts).every((key) => ["funnel", "seo", "flow"].includes(key))).toBe(true);
      expect(funnelStepOf(name)).toBe("funnel" in page ? page.funnel : "-");
      expect(seoKindOfPage(name)).toBe("seo" in page ? page.seo : "page");
      expect(isSharedPageName(name)).toBe("shared" in page);
    }
  });
});
