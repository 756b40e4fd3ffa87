import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { OrderSummaryAside } from "../../../app/features/cart-model/order-summary";
import type { Cart } from "../../../app/features/cart-model/schemas";
import type { CartPageData } from "../../../app/features/cart/cart-page.server";
import { Summary } from "../../../app/features/cart/components/summary";
import { helpPagePath, MARKET_RULES, type LegalPage } from "../../../app/features/site/market-rules";
import { ProductPriceNote } from "../../../app/features/site/price-notes";
import { LOCALES, LOCALE_PREFIXES, SITES, type LocalePrefix } from "../../../app/lib/locales";
import { m } from "../../../app/paraglide/messages.js";
import { HELP_TOPICS } from "../../../mocks/data/cms";
import { SEED_LANGUAGES } from "../../../mocks/data/types";

/** `element` as the server sends it at `prefix`, read as the shopper reads it. */
async function html(prefix: LocalePrefix, element: () => React.ReactNode): Promise<string> {
  const Stub = createRoutesStub([{ path: `/${prefix}/page`, Component: element }]);
  const stream = await renderToReadableStream(<Stub initialEntries={[`/${prefix}/page`]} />);
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "").replace(/ data-discover="true"/g, "");
}

const SITE_PREFIXES: LocalePrefix[] = ["fr-fr", "fr-ch", "en", "es-es", "de-de", "it-it", "pl-pl"];

describe("issue 49: each market's rules, in one table", () => {
  test("every site has its row: VAT beside every price and total, delivery extra on the German site, the order button committing to pay", () => {
    expect(Object.keys(MARKET_RULES).sort()).toEqual([...SITES].sort());
    for (const site of SITES) {
      expect(MARKET_RULES[site].productPriceNote, site).toBe(site === "DE" ? "vat-and-delivery" : "vat");
      expect(MARKET_RULES[site].totalNote, site).toBe("vat");
      expect(MARKET_RULES[site].orderButton, site).toBe("obligation-to-pay");
    }
  });

  test("the statutory withdrawal is linked where the law gives it (EU, UK); Switzerland, which has none, links its returns policy", () => {
    for (const site of SITES)
      expect(MARKET_RULES[site].cancellationPage, site).toBe(site === "CH" ? "returns" : "withdrawal");
  });

  test("every page the rules link to is a help topic of the CMS, in every language", () => {
    const linked = new Set<LegalPage>(["terms", "privacy", "delivery"]);
    for (const site of SITES) linked.add(MARKET_RULES[site].cancellationPage);
    for (const page of linked) {
      const topic = HELP_TOPICS.find((entry) => entry.id === page);
      expect(topic, page).toBeDefined();
      for (const language of SEED_LANGUAGES)
        for (const text of [topic!.title, topic!.slug, ...topic!.body].map((field) => field[language]))
          expect(text?.trim(), `${page} ${language}`).toBeTruthy();
    }
  });

  test("the German terms quote the German order button; each language's terms quote its own", () => {
    const terms = HELP_TOPICS.find((entry) => entry.id === "terms")!;
    for (const language of SEED_LANGUAGES) {
      const text = terms.body.map((paragraph) => paragraph[language]).join(" ");
      expect(text, language).toContain(m.checkout_order_button({}, { locale: language }));
    }
  });

  test("a help page's path: its topic page under the locale, or its entry in the index on a short prefix", () => {
    expect(helpPagePath(LOCALES["de-de"], "terms")).toBe("/de-de/hilfe/terms");
    expect(helpPagePath(LOCALES["fr-ch"], "returns")).toBe("/fr-ch/aide/returns");
    expect(helpPagePath(LOCALES.en, "withdrawal")).toBe("/en/help/withdrawal");
    expect(helpPagePath(LOCALES.de, "privacy")).toBe("/de/hilfe#privacy");
    for (const prefix of LOCALE_PREFIXES)
      expect(helpPagePath(LOCALES[prefix], "terms")).toMatch(
        new RegExp(`^/${prefix}/${LOCALES[prefix].helpSegment}[/#]terms$`),
      );
  });
});

describe("issue 49: VAT beside prices and totals, in each site's words", () => {
  test("de-de: „inkl. MwSt., zzgl. Versandkosten“ beside a product's price, Versandkosten linking the delivery page", async () => {
    expect(await html("de-de", ProductPriceNote)).toBe(
      '<p class="price-note">inkl. MwSt., zzgl. <a href="/de-de/hilfe/delivery">Versandkosten</a></p>',
    );
    expect(await html("de", ProductPriceNote)).toContain('<a href="/de/hilfe#delivery">Versandkosten</a>');
  });

  for (const prefix of SITE_PREFIXES.filter((entry) => LOCALES[entry].site !== "DE")) {
    const options = { locale: LOCALES[prefix].language };
    test(`${prefix}: VAT included beside a product's price, and beside the totals of the cart and of the checkout`, async () => {
      expect(await html(prefix, ProductPriceNote)).toBe(
        `<p class="price-note">${m.product_price_vat({}, options)}</p>`,
      );
      const vat = `<span class="total-note">${m.summary_total_vat({}, options)}</span>`;
      const aside = await html(prefix, () => (
        <OrderSummaryAside
          summary={{
            lines: [],
            subtotal: "10",
            shipping: null,
            adjustments: [],
            total: "15",
            giftCardPayments: [],
            remaining: null,
          }}
        />
      ));
      expect(aside).toContain(`<dt>${m.checkout_summary_total({}, options)} ${vat}</dt><dd>15</dd>`);
      const cart = {
        lineItems: [],
        discounts: [],
        loyaltyCard: null,
        giftCards: [],
        donations: [],
        shippingInfo: null,
        totalPrice: { centAmount: 0, currencyCode: LOCALES[prefix].currency },
      } as unknown as Cart;
      const summary = await html(prefix, () => (
        <Summary data={{ currency: LOCALES[prefix].currency, loyaltyCustomer: false } as CartPageData} cart={cart} />
      ));
      expect(summary).toContain(`${m.cart_summary_total_before_delivery({}, options)} ${vat}</dt>`);
    });
  }

  test("de-de: „inkl. MwSt.“ beside the checkout's and the cart's totals", async () => {
    const aside = await html("de-de", () => (
      <OrderSummaryAside
        summary={{
          lines: [],
          subtotal: "54,99 €",
          shipping: null,
          adjustments: [],
          total: "59,94 €",
          giftCardPayments: [],
          remaining: null,
        }}
      />
    ));
    expect(aside).toContain('<dt>Gesamt <span class="total-note">inkl. MwSt.</span></dt><dd>59,94 €</dd>');
  });
});
