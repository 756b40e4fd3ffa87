import { z } from "zod";
import { describe, expect, test } from "vitest";
import { segmentationsSchema } from "../../../app/features/catalog-model/schemas";
import {
  cmsEntriesSchema,
  commercialOffersSchema,
  helpTopicSchema,
  legalNoticesSchema,
  newsletterAnswerSchema,
} from "../../../app/features/content/schemas";
import { EDITORIAL_PAGES } from "../../../mocks/data/catalog";
import { mockApi } from "../../helpers/mock-api";

const api = mockApi();

describe("R7.37 R3.13 segmentations", () => {
  test("the tree in the request's language, with parents", async () => {
    const french = await api
      .client({ language: "fr-FR" })
      .call("ecommerce/v3/catalog/segmentations/", { schema: segmentationsSchema });
    const german = await api
      .client({ language: "de-DE" })
      .call("ecommerce/v3/catalog/segmentations/", { schema: segmentationsSchema });
    expect(
      french
        .filter((entry) => entry.parent === null)
        .map((entry) => entry.segmentationId)
        .sort(),
    ).toEqual(["BABY", "HOME", "KIDS", "MEN", "WOMEN"]);
    expect(french.find((entry) => entry.segmentationId === "WOMEN")?.title).not.toBe(
      german.find((entry) => entry.segmentationId === "WOMEN")?.title,
    );
  });
});

describe("R7.38 R3.17 R3.18 R3.19 CMS entries and assets", () => {
  test.each(["fr", "en", "es", "de", "it", "pl"])("header, footer and site selector in %s", async (locale) => {
    for (const type of ["header_layout", "footer_layout", "site_selector_component"]) {
      const answer = await api.client().call(`cms/v3/content_types/${type}/entries`, {
        query: { locale, environment: "production" },
        schema: cmsEntriesSchema,
      });
      expect(answer.entries).toHaveLength(1);
    }
  });

  test.each(["fr", "de", "pl"] as const)(
    "decision 183: the header's and footer's page and help references carry the slug in %s",
    async (language) => {
      for (const type of ["header_layout", "footer_layout"]) {
        const answer = await api.raw("GET", `/cms/v3/content_types/${type}/entries?locale=${language}`);
        const references = [...JSON.stringify(answer.body).matchAll(/"((?:page|help):[^"]+)"/g)].map(
          (match) => match[1],
        );
        expect(references.length, type).toBeGreaterThan(0);
        for (const reference of references) expect(reference, type).toMatch(/^(page:\w+:\w+|help:[\w-]+):[a-z0-9-]+$/);
      }
      const header = JSON.stringify(
        (await api.raw("GET", `/cms/v3/content_types/header_layout/entries?locale=${language}`)).body,
      );
      const denim = EDITORIAL_PAGES.find((page) => page.id === "TREND_DENIM")!;
      expect(header).toContain(`"page:trend:TREND_DENIM:${denim.slug[language]}"`);
    },
  );

  test("help topics, one by slug", async () => {
    const all = await api.client().call("cms/v3/content_types/help_topic/entries", {
      query: { locale: "de" },
      schema: z.object({ entries: z.array(helpTopicSchema) }),
    });
    expect(all.entries.length).toBeGreaterThanOrEqual(8);
    const one = await api.client().call("cms/v3/content_types/help_topic/entries", {
      query: { locale: "de", query: JSON.stringify({ slug: all.entries[0]!.slug }) },
      schema: z.object({ entries: z.array(helpTopicSchema) }),
    });
    expect(one.entries.map((entry) => entry.uid)).toEqual([all.entries[0]!.uid]);
  });

  test("an unknown content type is a 404 (the storefront reads null); assets list pictures", async () => {
    expect((await api.raw("GET", "/cms/v3/content_types/nope/entries")).status).toBe(404);
    const assets = await api.raw("GET", "/cms/v3/assets?folder=navigation&query=nav");
    expect(assets.body.assets.length).toBeGreaterThan(0);
    const flags = await api.raw("GET", "/cms/v3/assets?folder=flags");
    expect(flags.body.assets.map((asset: { title: string }) => asset.title).sort()).toEqual([
      "AT",
      "CH",
      "DE",
      "ES",
      "FR",
      "GB",
      "IT",
      "PL",
    ]);
    expect((await api.raw("GET", "/cms/v3/assets?folder=flags&query=ch")).body.assets).toHaveLength(1);
    const only = await api.raw(
      "GET",
      "/cms/v3/content_types/footer_layout/entries?locale=fr&only[BASE][]=legals&include[]=links_modular",
    );
    expect(Object.keys(only.body.entries[0]).sort()).toEqual(expect.arrayContaining(["legals"]));
    expect(only.body.entries[0].links_modular).toBeUndefined();
  });
});

describe("R7.39 R3.16 newsletters", () => {
  test("subscribe, again (already subscribed), invalid e-mail", async () => {
    const caller = { session: api.newSession() };
    const body = { email: "nouvelle@example.com", additionalInformation: "/fr-fr", store: "fr" };
    expect((await api.raw("PUT", "/newsletters", caller, body, newsletterAnswerSchema)).parsed?.status).toBe(
      "SUBSCRIBED",
    );
    expect((await api.raw("PUT", "/newsletters", caller, body, newsletterAnswerSchema)).parsed?.status).toBe(
      "ALREADY_SUBSCRIBED",
    );
    expect((await api.raw("PUT", "/newsletters", caller, { ...body, email: "nope" })).status).toBe(400);
  });

  test("unsubscribe with a token; an expired token is 410", async () => {
    const body = { token: "tok_abcdefgh", store: "fr", additionalInformation: "mail", type: "NEWS" };
    expect((await api.raw("POST", "/newsletters/unsubscribe", {}, body)).status).toBe(200);
    expect((await api.raw("POST", "/newsletters/unsubscribe", {}, { ...body, token: "expired-123456" })).status).toBe(
      410,
    );
    expect((await api.raw("POST", "/newsletters/unsubscribe", {}, { ...body, token: "x" })).status).toBe(400);
  });

  test("R3.21 unsubscribe takes the four message types and refuses any other", async () => {
    const body = { token: "tok_abcdefgh", store: "fr", additionalInformation: "mail" };
    for (const type of ["NEWS", "TIC", "INVIT", "SURV"])
      expect((await api.raw("POST", "/newsletters/unsubscribe", {}, { ...body, type })).status).toBe(200);
    expect((await api.raw("POST", "/newsletters/unsubscribe", {}, { ...body, type: "SPAM" })).status).toBe(400);
  });
});

describe("R7.40 R7.41 R3.19 legal notices and commercial offers", () => {
  test("legal notices per country and language", async () => {
    const notices = await api.client().call("commercial-animations/offers/legal-notices", {
      query: { country: "FR", language: "fra" },
      schema: legalNoticesSchema,
    });
    expect(notices.length).toBeGreaterThanOrEqual(3);
    expect(notices.every((notice) => notice.footerText.length > 0)).toBe(true);
  });

  test("offers: personal and collective lists for the signed-in customer", async () => {
    const { accessToken } = await api.signIn("C100001");
    const offers = await api
      .client({ token: accessToken, session: api.newSession() })
      .call("commercial-animations-self/offers", {
        query: { context: "SITE", country: "FR", language: "fra", allOffers: false },
        schema: commercialOffersSchema,
      });
    expect(offers.personalOffers.length).toBeGreaterThan(0);
    expect(offers.collectiveOffers.length).toBeGreaterThan(0);
    expect((await api.raw("GET", "/commercial-animations-self/offers?context=SITE&country=FR")).status).toBe(401);
  });
});
