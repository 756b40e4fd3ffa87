import { expectNoViolationsOnceSettled } from "./axe";
import { devices, expect, test, type Page } from "./fixtures";
import { TARIFFS } from "../../mocks/cart-engine";
import { addFirstSizeOnProductPage, expectAuditedStep, fillBilling, onProviderPage, WARSAW } from "./checkout-flow";
import { text } from "./messages";

/**
 * Issue 27's shopper's-eye pass: a new shopper buys on a phone, in French and in Polish, with and
 * without JavaScript, with a promo code and a pickup point (a parcel locker in Poland), and reads
 * at each step what a careful shopper checks: prices in the site's currency, the free-delivery
 * threshold the footer promises, where the parcel goes, the discount line, consent boxes left
 * unticked, and the payment provider's page.
 */

const { defaultBrowserType: _browser, ...phone } = devices["Pixel 7"];

const SHOPPERS = [
  {
    prefix: "fr-fr",
    language: "fr",
    locale: "fr-FR",
    currency: "EUR",
    symbol: "€",
    footer: "Livraison offerte au-delà de 49 €",
    method: "PR",
    methodName: "Point relais",
    payment: "Visa",
    provider: "adyen",
    providerCurrency: "€",
    who: "Chloé",
    billing: {
      line: "12 rue des Martyrs",
      zip: "75009",
      city: "Paris",
      country: "FR",
      phone: "06 12 34 56 78",
      phoneCountry: "FRA",
    },
  },
  {
    prefix: "pl-pl",
    language: "pl",
    locale: "pl-PL",
    currency: "PLN",
    symbol: "zł",
    footer: "Darmowa dostawa powyżej 199 zł",
    method: "LO",
    methodName: "Paczkomat",
    payment: "Przelewy24",
    provider: "worldline",
    providerCurrency: "PLN",
    who: "Jonas",
    billing: WARSAW,
  },
] as const;

/**
 * The Polish funnel with JavaScript is the one checkout in Polish that axe audits (the French ones
 * are in checkout.spec.ts, the German and Spanish ones in countries.spec.ts): each step's whole
 * page once its islands have loaded, and the headings read in Polish.
 */
const audited = (prefix: string, javaScriptEnabled: boolean) => prefix === "pl-pl" && javaScriptEnabled;

async function checkSummary(page: Page, symbol: string, language: string) {
  const summary = page.locator(".order-summary");
  await expect(summary.locator(".order-summary__total dd")).toContainText(symbol);
  await expect(
    summary.locator(".order-summary__adjustment", {
      hasText: text(language, "checkout_summary_promo", { code: "WELCOME10" }),
    }),
  ).toContainText("−");
}

for (const shopper of SHOPPERS) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${shopper.prefix} on a phone, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ ...phone, locale: shopper.locale, javaScriptEnabled });

      const audits = audited(shopper.prefix, javaScriptEnabled);
      test(`issue 27: buys with a promo code and a ${shopper.methodName}, reading prices, threshold, destination, discount and consents${audits ? ", each step labelled in Polish, no axe violation" : ""}`, async ({
        page,
      }) => {
        test.setTimeout(60_000);
        // The product: no size chosen for her; she picks one and adds it.
        await page.goto(`/${shopper.prefix}/x--p1000001`);
        await expect(page.locator("footer")).toContainText(shopper.footer);
        await addFirstSizeOnProductPage(page, shopper.language);

        // The cart: prices in the site's currency, the threshold the footer promised, a promo code.
        await page.goto(`/${shopper.prefix}/cart`);
        const home = page
          .locator(".delivery-option")
          .filter({ hasText: shopper.language === "fr" ? "Livraison à domicile" : "Dostawa do domu" });
        // The dress (69,99 € or 300,99 zł) is over the threshold: home delivery is free, as promised.
        expect(TARIFFS[shopper.currency].NO!.freeAbove).toBeLessThan(shopper.currency === "EUR" ? 6999 : 30099);
        await expect(home.locator(".delivery-option__price")).toContainText(
          text(shopper.language, "cart_delivery_free"),
        );
        await expect(page.locator(".delivery-option").filter({ hasText: /E-mail|e-mail/ })).toHaveCount(0);
        const promo = page
          .locator("form")
          .filter({ has: page.locator('input[name="code"]') })
          .first();
        await promo.locator('input[name="code"]').fill("WELCOME10");
        await promo.locator('button[type="submit"]').click();
        await expect(page.locator("body")).toContainText("WELCOME10");

        // Checkout: sign in, billing, then the pickup point or locker.
        await page.goto(`/${shopper.prefix}/order-billing`);
        await page
          .getByRole("button", { name: `Sign in as ${shopper.who}` })
          .first()
          .click();
        await page.waitForURL((url) => url.pathname.endsWith("/order-billing"));
        if (audits) await expectAuditedStep(page, shopper.language, "order_billing_title");
        if (shopper.billing) await fillBilling(page, shopper.billing);
        await checkSummary(page, shopper.symbol, shopper.language);
        await page.getByRole("button", { name: text(shopper.language, "checkout_to_delivery") }).click();
        await expect(page).toHaveURL(new RegExp(`/${shopper.prefix}/order-delivery$`));
        if (audits) await expectNoViolationsOnceSettled(page);
        if (javaScriptEnabled) await page.locator(`input[name="method"][value="${shopper.method}"]`).check();
        else {
          await page.locator(`input[name="method"][value="${shopper.method}"]`).check({ force: true });
          await page.getByRole("button", { name: text(shopper.language, "checkout_delivery_show") }).click();
        }
        await expect(page).toHaveURL(new RegExp(`method=${shopper.method}`));
        const point = page.locator(".place-list > li").first();
        const pointName = (await point.locator(".place-card__name").innerText()).trim().toUpperCase();
        await point.getByRole("button", { name: text(shopper.language, "checkout_deliver_here") }).click();

        // The overview: where the parcel goes, its price, the discount line, the total.
        await expect(page).toHaveURL(new RegExp(`/${shopper.prefix}/order-overview$`));
        await expect(page.locator(".overview-block address").nth(1)).toContainText(pointName);
        await expect(page.locator(".order-summary__destination")).toContainText(pointName);
        await checkSummary(page, shopper.symbol, shopper.language);
        await page.locator("a.checkout__next").click();

        // Payment: no marketing box ticked for her (she takes none), and the provider's page.
        await expect(page).toHaveURL(new RegExp(`/${shopper.prefix}/order-payment$`));
        for (const box of await page.locator(".payment-subscriptions input[type=checkbox]").all())
          await expect(box).not.toBeChecked();
        await checkSummary(page, shopper.symbol, shopper.language);
        if (audits) await expectNoViolationsOnceSettled(page);
        // Card or Przelewy24 alike: the provider's page names the method and the amount in the site's currency.
        await page.getByRole("radio", { name: shopper.payment }).check({ force: !javaScriptEnabled });
        await page.locator("button.checkout__next").click();
        await expect(page).toHaveURL(new RegExp(`/__mock/payment-provider/${shopper.provider}/pay\\?`));
        await expect(page.getByText(new RegExp(`Amount: .*${shopper.providerCurrency}`))).toBeVisible();
        await onProviderPage(page, shopper.payment);
        await expect(page).toHaveURL(new RegExp(`/${shopper.prefix}/order-confirmation\\?order=AS26\\w+$`));
        await expect(page.locator(".order-summary__totals")).toContainText(shopper.symbol);
        if (audits) await expectAuditedStep(page, shopper.language, "order_confirmation_title");
      });
    });
  }
}
