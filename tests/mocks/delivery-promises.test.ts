import { describe, expect, test } from "vitest";
import { TARIFFS } from "../../mocks/cart-engine";
import { FOOTER_LAYOUT, HELP_TOPICS } from "../../mocks/data/cms";
import { LOCALES, type LocalePrefix } from "../../app/lib/locales";
import { formatMoney } from "../../app/lib/money";

/**
 * The offline kit's money promises agree with its prices: each site's footer and help centre
 * name the free-delivery threshold and the home-delivery price its delivery answers follow,
 * in the site's own currency (issue 27: pl-pl promised 199 zł and applied 49 € converted).
 */
const SITE_LOCALES: LocalePrefix[] = ["fr-fr", "fr-ch", "en", "es-es", "de-de", "it-it", "pl-pl"];
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("free-delivery promises of the mock's CMS follow its tariffs", () => {
  for (const prefix of SITE_LOCALES) {
    const locale = LOCALES[prefix];
    const home = TARIFFS[locale.currency].NO!;
    const threshold = plain(formatMoney(home.freeAbove!, locale.currency, locale.hrefLang, { dropZeroDecimals: true }));
    const price = plain(formatMoney(home.price, locale.currency, locale.hrefLang));

    test(`${prefix}: the footer's reassurance says free delivery over ${threshold}`, () => {
      const delivery = FOOTER_LAYOUT[locale.language].reinsurances[0]!;
      expect(plain(`${delivery.title} ${delivery.description}`)).toContain(threshold);
    });

    test(`${prefix}: the help centre's delivery page says ${price}, free over ${threshold}`, () => {
      const topic = HELP_TOPICS.find((entry) => entry.id === "delivery")!;
      const body = plain(topic.body.map((paragraph) => paragraph[locale.language]).join(" "));
      expect(body).toContain(price);
      expect(body).toContain(threshold);
    });
  }

  test("every site currency has a tariff for every method, thresholds in round local units", () => {
    for (const tariffs of Object.values(TARIFFS)) {
      for (const key of ["LM", "NO", "PR", "EX", "LO", "HSP", "VI"]) {
        const tariff = tariffs[key]!;
        expect(tariff.price).toBeGreaterThanOrEqual(0);
        if (tariff.freeAbove !== null) expect(tariff.freeAbove % 100).toBe(0);
      }
    }
  });
});
