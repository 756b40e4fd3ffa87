import { describe, expect, test } from "vitest";
import {
  configuredAnalyticsId,
  isAnalyticsId,
  tagManagerFor,
  thirdPartyScripts,
} from "../../../app/features/analytics/third-party.server";
import { ACCEPT_ALL, privacyLevel, REFUSE_ALL, type Consent } from "../../../app/features/consent/consent";
import type { AppEnv } from "../../../app/lib/env.server";
import type { ShopDomainParams } from "../../../app/api/site-params";
import { WEB_DOMAINS } from "../../../mocks/data/web-domains";

const env = {
  ANALYTICS_IDS: "*=GTM-A7SEPT,pl=GTM-A7 SEPT,it=G-ABC123",
  TAG_MANAGER_URL: "/__mock/tag-manager/",
  AB_TESTING_SCRIPT_URL: "/__mock/ab-testing/tag.js",
  OLAPIC_SCRIPT_URL: "/__mock/olapic/widget.js",
  RICH_RELEVANCE_SCRIPT_URL: "/__mock/richrelevance/p13n.js",
} as AppEnv;
const site = (domain: string) => WEB_DOMAINS.find((entry) => entry.domain === domain) as unknown as ShopDomainParams;
const state = (choice: Consent | null) => ({
  decided: choice !== null,
  choice: choice ?? REFUSE_ALL,
  level: privacyLevel(choice),
});

describe("R5.11 the analytics id", () => {
  test("GTM- or G- followed by letters and digits, nothing else", () => {
    for (const id of ["GTM-A7SEPT", "GTM-5X2KLM9", "G-ABC123", "G-1"]) expect(isAnalyticsId(id)).toBe(true);
    for (const id of [
      "",
      "GTM-",
      "G-",
      "UA-12345-1",
      "gtm-abc",
      "GTM-A7 SEPT",
      "GTM-ABC;alert(1)",
      "GTM-ABC/../x",
      "AW-123",
      " G-ABC",
    ])
      expect(isAnalyticsId(id)).toBe(false);
  });

  test("R5.11 a malformed id switches that site's analytics off; the others keep theirs", () => {
    expect(tagManagerFor(env, "pl", "http://localhost/pl")).toBeNull();
    expect(tagManagerFor(env, "fr", "http://localhost/fr-fr")).toEqual({
      id: "GTM-A7SEPT",
      src: "/__mock/tag-manager/gtm.js?id=GTM-A7SEPT",
    });
    expect(tagManagerFor(env, "it", "http://localhost/it")).toEqual({
      id: "G-ABC123",
      src: "/__mock/tag-manager/gtag/js?id=G-ABC123",
    });
  });

  test("ids come per site, with a default; none configured means no analytics", () => {
    expect(configuredAnalyticsId("*=GTM-A, de=GTM-B", "de")).toBe("GTM-B");
    expect(configuredAnalyticsId("*=GTM-A, de=GTM-B", "es")).toBe("GTM-A");
    expect(configuredAnalyticsId("de=GTM-B", "es")).toBeNull();
    expect(configuredAnalyticsId("", "fr")).toBeNull();
    expect(configuredAnalyticsId("*=GTM-A,fr=", "fr")).toBeNull();
  });
});

describe("which third-party scripts a page names", () => {
  test("nothing before a choice, nothing after refusing all", () => {
    for (const choice of [null, REFUSE_ALL])
      expect(thirdPartyScripts(env, site("fr"), "fr", state(choice), "http://localhost/fr-fr")).toEqual({
        tagManager: null,
        abTesting: null,
        olapic: null,
        richRelevance: null,
      });
  });

  test("R7.43 the tag manager once analytics are accepted; A/B testing only at privacy level 2 and where the site's abtasty flag is on", () => {
    const measured = thirdPartyScripts(
      env,
      site("fr"),
      "fr",
      state({ analytics: true, personalisation: false }),
      "http://localhost/fr-fr",
    );
    expect(measured).toEqual({
      tagManager: { id: "GTM-A7SEPT", src: "/__mock/tag-manager/gtm.js?id=GTM-A7SEPT" },
      abTesting: null,
      olapic: null,
      richRelevance: null,
    });
    expect(thirdPartyScripts(env, site("fr"), "fr", state(ACCEPT_ALL), "http://localhost/fr-fr").abTesting).toBe(
      "/__mock/ab-testing/tag.js",
    );
    expect(site("es").params.flags.abtasty).toBe(false);
    expect(thirdPartyScripts(env, site("es"), "es", state(ACCEPT_ALL), "http://localhost/es-es").abTesting).toBeNull();
    expect(
      thirdPartyScripts(
        { ...env, AB_TESTING_SCRIPT_URL: "" },
        site("fr"),
        "fr",
        state(ACCEPT_ALL),
        "http://localhost/fr-fr",
      ).abTesting,
    ).toBeNull();
  });

  test("R3.01 the providers' widgets (olapic, richRelevance) need personalisation consent and the site's flag", () => {
    const withFlags = (on: boolean) => {
      const base = site("fr");
      return { ...base, params: { ...base.params, flags: { ...base.params.flags, olapic: on, richRelevance: on } } };
    };
    const personalised = thirdPartyScripts(
      env,
      withFlags(true),
      "fr",
      state({ analytics: false, personalisation: true }),
      "http://localhost/fr-fr",
    );
    expect(personalised).toMatchObject({
      olapic: "/__mock/olapic/widget.js",
      richRelevance: "/__mock/richrelevance/p13n.js",
    });
    expect(
      thirdPartyScripts(
        env,
        withFlags(true),
        "fr",
        state({ analytics: true, personalisation: false }),
        "http://localhost/fr-fr",
      ),
    ).toMatchObject({ olapic: null, richRelevance: null });
    expect(thirdPartyScripts(env, withFlags(false), "fr", state(ACCEPT_ALL), "http://localhost/fr-fr")).toMatchObject({
      olapic: null,
      richRelevance: null,
    });
  });
});
