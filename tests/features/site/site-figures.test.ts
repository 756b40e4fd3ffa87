import { afterEach, describe, expect, test } from "vitest";
import { deliveryTime } from "../../../app/features/cart-model/delivery-promise";
import { BRAND_NAMES } from "../../../app/features/cart-model/payment-label";
import { loadHelpTopics } from "../../../app/features/content/help.server";
import { footerEntriesSchema } from "../../../app/features/content/schemas";
import { footerForSite } from "../../../app/features/shell/site-reassurance.server";
import { withSiteFigures, type SiteFigures } from "../../../app/features/cart-model/site-figures";
import { loadSiteFigures } from "../../../app/features/cart-model/site-figures.server";
import { clearEdgeMemory } from "../../../app/lib/edge-cache.server";
import { LOCALES, type LocalePrefix } from "../../../app/lib/locales";
import { formatMoney } from "../../../app/lib/money";
import { SHIPPING_METHODS, TARIFFS, shippingKeysFor } from "../../../mocks/cart-engine";
import { FOOTER_LAYOUT } from "../../../mocks/data/cms";
import { WEB_DOMAINS } from "../../../mocks/data/web-domains";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";

/**
 * Issue 49 (points 5 and 11): every amount, delay and payment method a site's footer and help
 * centre name is the site's own, in its currency and words, read through the storefront from the
 * mock backend's parameters (GET /web-domains/) and tariffs (GET /deliveries/shipping-methods).
 */
const SITE_PREFIXES: LocalePrefix[] = ["fr-fr", "fr-ch", "en", "es-es", "de-de", "it-it", "pl-pl"];
const NOT_IN_EUROS: LocalePrefix[] = ["fr-ch", "pl-pl"];
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
/** An amount in another currency than the site's: the euro sign, or a euro amount in words. */
const EURO = /€|\bEUR\b/;

const backend = mockApi();

function contextFor(prefix: LocalePrefix) {
  const locale = LOCALES[prefix];
  const api = backend.client({ store: locale.shopDomain, language: locale.hrefLang, session: backend.newSession() });
  return testContext(`/${prefix}`, { api });
}

async function siteOf(prefix: LocalePrefix) {
  const locale = LOCALES[prefix];
  const context = contextFor(prefix);
  const figures = await loadSiteFigures(context, `http://localhost/${prefix}`);
  const footer = footerEntriesSchema.parse({ entries: [FOOTER_LAYOUT[locale.language]] }).entries[0]!;
  const reassurance = footerForSite(footer, figures, locale)!.reinsurances.map((item) =>
    plain(`${item.title} ${item.description}`),
  );
  const topics = await loadHelpTopics(context);
  const help = topics.map((topic) => plain([topic.title, topic.summary, ...topic.body].join("\n")));
  return { locale, figures: figures!, reassurance, help, topics };
}

afterEach(() => clearEdgeMemory());

describe("issue 49: the site's own figures in its footer and help centre", () => {
  for (const prefix of SITE_PREFIXES) {
    const locale = LOCALES[prefix];
    const tariffs = TARIFFS[locale.currency === "GBP" ? "GBP" : locale.currency];
    const money = (cents: number, whole = false) =>
      plain(formatMoney(cents, locale.currency, locale.hrefLang, { dropZeroDecimals: whole }));
    const domain = WEB_DOMAINS.find((entry) => entry.domain === locale.shopDomain)!;

    test(`${prefix}: the footer promises free delivery over the site's own threshold, ${money(tariffs.NO!.freeAbove!, true)}`, async () => {
      const { reassurance } = await siteOf(prefix);
      expect(reassurance.join("\n")).not.toContain("{{");
      expect(reassurance[0]).toContain(money(tariffs.NO!.freeAbove!, true));
      if (NOT_IN_EUROS.includes(prefix)) expect(reassurance.join("\n")).not.toMatch(EURO);
    });

    test(`${prefix}: the site's delivery methods carry its own tariffs and days, in ${locale.currency}`, async () => {
      const { figures } = await siteOf(prefix);
      expect(figures.currency).toBe(locale.currency);
      for (const key of shippingKeysFor(domain.countryCodeISO2)) {
        expect(figures.delivery[key], key).toEqual({
          price: tariffs[key]!.price,
          freeAbove: tariffs[key]!.freeAbove,
          days: SHIPPING_METHODS[key]!.days,
        });
      }
    });

    test(`${prefix}: the footer's payment methods are the site's paymentProducts, no other`, async () => {
      const { reassurance } = await siteOf(prefix);
      const payment = reassurance.find((item) => /PayPal/.test(item))!;
      const offered = new Set(
        domain.params.paymentProducts.map((product) =>
          product.name.startsWith("ALMA_") ? "Alma" : BRAND_NAMES[product.name]!,
        ),
      );
      for (const brand of [...Object.values(BRAND_NAMES), "Alma"]) {
        if (offered.has(brand)) expect(payment, brand).toContain(brand);
        // "Visa" is in no other brand's name; "Carte Bancaire" is said only where CB is offered.
        else expect(payment, brand).not.toContain(brand);
      }
    });

    test(`${prefix}: help pages state the site's delivery prices and gift-card range, never in another currency`, async () => {
      const { help, topics } = await siteOf(prefix);
      const all = help.join("\n");
      expect(all).not.toContain("{{");
      const delivery = help[topics.findIndex((topic) => topic.uid === "delivery")]!;
      expect(delivery).toContain(money(tariffs.NO!.price));
      expect(delivery).toContain(money(tariffs.NO!.freeAbove!, true));
      expect(delivery).toContain(money(tariffs.EX!.price));
      const giftCards = help[topics.findIndex((topic) => topic.uid === "gift-cards")]!;
      expect(giftCards).toContain(money(domain.params.giftCard.minAmount, true));
      expect(giftCards).toContain(money(domain.params.giftCard.maxAmount, true));
      if (NOT_IN_EUROS.includes(prefix)) expect(all).not.toMatch(EURO);
    });

    test(`${prefix}: every delivery promise of the footer and the help centre is a shipping method's, in the cart's words`, async () => {
      const { reassurance, help, topics } = await siteOf(prefix);
      const promises = shippingKeysFor(domain.countryCodeISO2).map(
        (key) => deliveryTime(SHIPPING_METHODS[key]!.days, locale.language)!,
      );
      // The pages that say when a parcel arrives (a refund's days, on the returns page, are no delivery promise).
      const deliveryPages = topics.flatMap((topic, index) =>
        ["delivery", "stores", "orders"].includes(topic.uid) ? [help[index]!] : [],
      );
      const said = [...reassurance, ...deliveryPages].join("\n");
      expect(reassurance.join("\n")).toContain(deliveryTime(SHIPPING_METHODS.NO!.days, locale.language)!);
      // A number of days said in any other words is a second source: none is left.
      const otherDays = said
        .replaceAll(/\{\{[^}]*\}\}/g, "")
        .split("\n")
        .flatMap((text) => promises.reduce((rest, promise) => rest.replaceAll(promise, ""), text))
        .join("\n")
        .match(
          /\d+\s*(?:à|to|a|bis|-|–)\s*\d+\s*(?:jours ouvrés|working days|días laborables|Werktag|giorni lavorativi|dni roboczych)/g,
        );
      expect(otherDays).toBeNull();
    });
  }

  test("the Swiss site offers neither Apple Pay nor Alma, and its footer and help centre never promise them", async () => {
    const { reassurance, help } = await siteOf("fr-ch");
    const said = [...reassurance, ...help].join("\n");
    expect(said).not.toContain("Apple Pay");
    expect(said).not.toContain("Alma");
    expect(said).toContain("TWINT");
    const { reassurance: french } = await siteOf("fr-fr");
    expect(french.join("\n")).toContain("Alma");
    expect(french.join("\n")).not.toContain("TWINT");
  });

  test("the footer filled for a site is one object per footer and figures, so its HTML-only parts render once (decision 166)", async () => {
    const footer = footerEntriesSchema.parse({ entries: [FOOTER_LAYOUT.fr] }).entries[0]!;
    const { figures } = await siteOf("fr-ch");
    const swiss = footerForSite(footer, figures, LOCALES["fr-ch"]);
    expect(footerForSite(footer, { ...figures }, LOCALES["fr-ch"])).toBe(swiss);
    expect(footerForSite(footer, figures, LOCALES["fr-fr"])).not.toBe(swiss);
    // Without the site's figures, the items that name them are left out, never shown with a token.
    expect(footerForSite(footer, null, LOCALES["fr-ch"])!.reinsurances.map((item) => item.link)).toEqual([
      "help:returns",
    ]);
  });

  test("a paragraph naming what the site lacks is left out, a topic whose summary does is not the site's", () => {
    const figures: SiteFigures = {
      currency: "CHF",
      delivery: { NO: { price: 790, freeAbove: 6900, days: [2, 4] } },
      paymentProducts: [{ name: "VISA" }, { name: "TWINT" }],
      giftCard: { minAmount: 1000, maxAmount: 50000 },
      loyaltyCardPrice: null,
    };
    const swiss = LOCALES["fr-ch"];
    expect(plain(withSiteFigures("Dès {{free_delivery_above:NO}}, {{delivery_time:NO}}", figures, swiss)!)).toBe(
      "Dès 69 CHF, en 2 à 4 jours ouvrés",
    );
    expect(withSiteFigures("{{payment_methods}}", figures, swiss)).toBe("Visa et TWINT");
    expect(withSiteFigures("Point relais : {{delivery_price:PR}}", figures, swiss)).toBeNull();
    expect(withSiteFigures("{{only:loyalty}}Chèque de 10 €", figures, swiss)).toBeNull();
    expect(withSiteFigures("{{unknown_token}}", figures, swiss)).toBeNull();
    expect(withSiteFigures("Sans chiffre", null, swiss)).toBe("Sans chiffre");
    expect(withSiteFigures("{{payment_methods}}", null, swiss)).toBeNull();
  });
});
