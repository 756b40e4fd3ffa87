import { expectNoViolationsOnceSettled } from "./axe";
import { devices, expect, test, type Page } from "./fixtures";
import { TARIFFS } from "../../mocks/cart-engine";
import { PRODUCTS } from "../../mocks/data/catalog";
import { WEB_DOMAINS } from "../../mocks/data/web-domains";
import { LOCALES, type LocalePrefix } from "../../app/lib/locales";
import {
  addFirstSizeOnProductPage,
  expectAuditedStep,
  fillBilling,
  onProviderPage,
  payBy,
  upToPayment,
  type BillingAddress,
} from "./checkout-flow";
import { text } from "./messages";
import { signedInAt } from "./session";

/**
 * Issue 49's shopper's-eye pass, after issue 27's French and Polish one (shopper-eye.spec.ts):
 * a careful shopper buys on the German, Italian, Spanish and Swiss sites, each on a phone and on
 * a desktop, with JavaScript on one and off on the other, and reads at every step of the funnel
 * what the site owes her: amounts in the site's currency only, the free-delivery threshold of
 * the site's own parameters, the VAT wording, no payment method chosen for her, the legal links
 * and the order button's wording beside it, the provider's page in the same currency. Another
 * journey adds on de-de and pays on fr-ch: the Swiss site's own cart in francs, the German one
 * still there on return (decision 178).
 */

const { defaultBrowserType: _phoneBrowser, ...phone } = devices["Pixel 7"];
const { defaultBrowserType: _desktopBrowser, ...desktop } = devices["Desktop Chrome"];

interface Shopper {
  prefix: LocalePrefix;
  locale: string;
  who: string;
  billing: BillingAddress;
  /** The other journeys' currency signs, never on this site. */
  foreign: RegExp;
  runs: Run[];
}

interface Run {
  device: "phone" | "desktop";
  javaScriptEnabled: boolean;
  /** The method she pays by: a card (Visa) unless said. */
  payment?: "PayPal";
  /**
   * The funnel's pages in her language each checked by axe, and their headings read: once per
   * language the checkout is audited in (the Polish one in shopper-eye.spec.ts, the French and
   * English ones in checkout.spec.ts).
   */
  audited?: true;
}

const SHOPPERS: Shopper[] = [
  {
    prefix: "de-de",
    locale: "de-DE",
    who: "Jonas",
    billing: {
      line: "Friedrichstraße 12",
      zip: "10117",
      city: "Berlin",
      country: "DE",
      phone: "030 1234567",
      phoneCountry: "DEU",
    },
    foreign: /CHF|zł/,
    runs: [
      { device: "phone", javaScriptEnabled: true, payment: "PayPal", audited: true },
      { device: "desktop", javaScriptEnabled: false },
    ],
  },
  {
    prefix: "it-it",
    locale: "it-IT",
    who: "Léa",
    billing: {
      line: "Via del Corso 10",
      zip: "00186",
      city: "Roma",
      country: "IT",
      phone: "06 1234 5678",
      phoneCountry: "ITA",
    },
    foreign: /CHF|zł/,
    runs: [
      { device: "phone", javaScriptEnabled: false },
      { device: "desktop", javaScriptEnabled: true },
    ],
  },
  {
    prefix: "es-es",
    locale: "es-ES",
    who: "Chloé",
    billing: {
      line: "Calle Mayor 5",
      zip: "28013",
      city: "Madrid",
      country: "ES",
      phone: "612 345 678",
      phoneCountry: "ESP",
    },
    foreign: /CHF|zł/,
    runs: [
      { device: "phone", javaScriptEnabled: true, payment: "PayPal", audited: true },
      { device: "desktop", javaScriptEnabled: false },
    ],
  },
  {
    prefix: "fr-ch",
    locale: "fr-CH",
    who: "Léa",
    billing: {
      line: "Rue du Rhône 8",
      zip: "1204",
      city: "Genève",
      country: "CH",
      phone: "022 123 45 67",
      phoneCountry: "CHE",
    },
    foreign: /€|zł/,
    runs: [
      { device: "phone", javaScriptEnabled: false },
      { device: "desktop", javaScriptEnabled: true },
    ],
  },
];

/** A dress over every site's free-delivery threshold, in stock in several sizes. */
const dress = PRODUCTS.find((product) =>
  product.options.some(
    (option) =>
      option.prices.EUR.amount > TARIFFS.EUR.NO!.freeAbove! &&
      option.prices.CHF.amount > TARIFFS.CHF.NO!.freeAbove! &&
      option.sizes.filter((size) => size.stock >= 6 && size.availabilityCode === 2).length >= 2,
  ),
)!;

const hasOverview = (prefix: LocalePrefix) =>
  WEB_DOMAINS.find((domain) => domain.domain === LOCALES[prefix].shopDomain)!.params.funnel.overview;

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");
/** An amount as the site writes it: whole amounts without decimals (spec 5, "49 €", "69 CHF"). */
const money = (locale: string, currency: string, cents: number) =>
  plain(
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100),
  );

/**
 * The words of the whole page (header, main, footer), scripts left out: `textContent`, since the
 * footer's content-visibility keeps it out of `innerText` until it is scrolled to. Once the
 * document has loaded: a step's URL is there as soon as its document commits, while its body may
 * still be streaming.
 */
const pageWords = async (page: Page) => {
  await page.waitForLoadState("load");
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    // The legal notice states the French company's share capital: a fact about it, not a price.
    for (const node of copy.querySelectorAll("script, style, template, noscript, .site-footer__legal")) node.remove();
    return (copy.textContent ?? "").replace(/[\u00a0\u202f]/g, " ");
  });
};

/** What a shopper reads on the whole page never names another site's money. */
async function onlyOwnMoney(page: Page, shopper: Shopper) {
  expect(await pageWords(page), `${page.url()} shows an amount in another currency`).not.toMatch(shopper.foreign);
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true });
}

for (const shopper of SHOPPERS) {
  const { language, currency, site } = LOCALES[shopper.prefix];
  for (const run of shopper.runs) {
    const where = `${shopper.prefix} on a ${run.device}, ${run.javaScriptEnabled ? "with" : "without"} JavaScript`;
    test.describe(where, () => {
      test.use({
        ...(run.device === "phone" ? phone : desktop),
        locale: shopper.locale,
        javaScriptEnabled: run.javaScriptEnabled,
      });

      test(`issue 49: buys ${run.payment ? `by ${run.payment} ` : ""}reading the site's currency, threshold, VAT, legal lines and order button${run.audited ? ", each step labelled in her language, no axe violation" : ""} (${site})`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        const name = `${shopper.prefix}-${run.device}-${run.javaScriptEnabled ? "js" : "nojs"}`;
        const threshold = money(shopper.locale, currency, TARIFFS[currency].NO!.freeAbove!);

        // The product: its price, the VAT note, the footer's threshold in the site's money.
        await page.goto(`/${shopper.prefix}/x--p${dress.productId}`);
        await expect(page.locator(".price-note").first()).toContainText(
          text(language, "product_price_vat").split("{")[0]!.trim(),
        );
        await expect(page.getByRole("contentinfo")).toContainText(threshold);
        await onlyOwnMoney(page, shopper);
        await addFirstSizeOnProductPage(page, language);
        await shot(page, `${name}-1-product`);

        // The cart: the site's money, home delivery free over the site's own threshold, VAT included.
        await page.goto(`/${shopper.prefix}/cart`);
        await expect(page.locator(".cart-line")).toHaveCount(1);
        await expect(page.locator(".cart-summary__total")).toContainText(text(language, "summary_total_vat"));
        await expect(
          page
            .locator(".delivery-option")
            .filter({ hasText: text(language, "cart_delivery_free") })
            .first(),
        ).toBeVisible();
        await onlyOwnMoney(page, shopper);
        await shot(page, `${name}-2-cart`);

        // Checkout: sign in, billing in the site's country, home delivery.
        await page.goto(`/${shopper.prefix}/order-billing`);
        await page
          .getByRole("button", { name: `Sign in as ${shopper.who}` })
          .first()
          .click();
        await page.waitForURL((url) => url.pathname.endsWith("/order-billing"));
        if (run.audited) await expectAuditedStep(page, language, "order_billing_title");
        await fillBilling(page, shopper.billing);
        await onlyOwnMoney(page, shopper);
        await page.getByRole("button", { name: text(language, "checkout_to_delivery") }).click();
        await expect(page).toHaveURL(new RegExp(`/${shopper.prefix}/order-delivery$`));
        await onlyOwnMoney(page, shopper);
        if (run.audited) await expectNoViolationsOnceSettled(page);
        await shot(page, `${name}-3-delivery`);
        await page.locator("button.checkout__next").click();
        // The Italian site goes from delivery straight to payment (its funnel has no overview).
        if (hasOverview(shopper.prefix)) {
          await expect(page).toHaveURL(new RegExp(`/${shopper.prefix}/order-overview$`));
          await expect(page.locator(".order-summary__total")).toContainText(text(language, "summary_total_vat"));
          await onlyOwnMoney(page, shopper);
          await shot(page, `${name}-3-overview`);
          await page.locator("a.checkout__next").click();
        }

        // Payment: nothing chosen for her; terms, withdrawal (returns in Switzerland) and privacy
        // beside an order button that says it commits to pay.
        await expect(page).toHaveURL(new RegExp(`/${shopper.prefix}/order-payment$`));
        await expect(page.locator("input[name=method]:checked")).toHaveCount(0);
        const legal = page.locator("#order-legal");
        await expect(legal.getByRole("link", { name: text(language, "checkout_legal_terms") })).toBeVisible();
        await expect(
          legal.getByRole("link", {
            name: text(language, site === "CH" ? "checkout_legal_returns" : "checkout_legal_withdrawal"),
          }),
        ).toBeVisible();
        await expect(legal.getByRole("link", { name: text(language, "checkout_legal_privacy") })).toBeVisible();
        const order = page.getByRole("button", { name: text(language, "checkout_order_button") });
        await expect(order).toBeVisible();
        await onlyOwnMoney(page, shopper);
        if (run.audited) await expectNoViolationsOnceSettled(page);
        await shot(page, `${name}-4-payment`);
        // Pressed with no method chosen: said in her language, nothing sent to a provider.
        await order.click();
        await expect(page.locator("#payment-method-error")).toHaveText(text(language, "checkout_choose_method"));
        await expect(page).toHaveURL(new RegExp(`/${shopper.prefix}/order-payment`));

        const total = plain(await page.locator(".order-summary__total dd").first().innerText());
        const payment = run.payment ?? "Visa";
        await page.getByRole("radio", { name: payment }).check({ force: !run.javaScriptEnabled });
        await order.click();
        await expect(page).toHaveURL(/\/__mock\/payment-provider\/(adyen|worldline)\/pay\?/);
        // The provider's page asks for the amount the storefront showed, in the site's currency.
        const asked = plain(await page.getByText(/Amount: /).innerText());
        expect(asked).toContain(currency === "CHF" ? "CHF" : "€");
        expect(asked.replace(/\D/g, "")).toBe(total.replace(/\D/g, ""));
        await onProviderPage(page, payment);
        await expect(page).toHaveURL(new RegExp(`/${shopper.prefix}/order-confirmation\\?order=AS26\\w+$`));
        await expect(page.locator(".order-summary__totals")).toContainText(currency === "CHF" ? "CHF" : "€");
        await onlyOwnMoney(page, shopper);
        if (run.audited) await expectAuditedStep(page, language, "order_confirmation_title");
        await shot(page, `${name}-5-confirmation`);
      });
    });
  }
}

test.describe("issue 49: one cart per site (decision 178)", () => {
  test.use({ ...phone, locale: "de-DE" });

  test("added on de-de, then on fr-ch: the Swiss cart is its own, in francs to the provider's page; the German cart waits", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const option = dress.options.find((entry) => entry.sizes.some((size) => size.stock >= 6))!;
    const sku = option.sizes.find((size) => size.stock >= 6 && size.availabilityCode === 2)!.sku;
    const add = (prefix: string) =>
      page.request.post(`/${prefix}/cart`, {
        headers: { origin: "http://localhost:8787" },
        form: { intent: "add-to-cart", sku, returnTo: `/${prefix}/cart` },
        maxRedirects: 0,
      });
    expect((await add("de-de")).status()).toBe(303);
    await page.goto("/de-de/cart");
    await expect(page.locator(".cart-summary__total")).toContainText("€");

    // The Swiss site: its own cart, empty until she adds there, then in francs only.
    await page.goto("/fr-ch/cart");
    await expect(page.getByText(text("fr", "cart_empty"), { exact: true })).toBeVisible();
    await expect(page.getByRole("banner")).not.toContainText("€");
    expect((await add("fr-ch")).status()).toBe(303);
    await page.goto("/fr-ch/cart");
    await expect(page.locator(".cart-line")).toHaveCount(1);
    await expect(page.locator(".cart-summary__total")).toContainText("CHF");
    expect(await pageWords(page)).not.toContain("€");

    // Checkout in francs up to the provider's page.
    await page.goto("/fr-ch/order-billing");
    await page.getByRole("button", { name: "Sign in as Léa" }).first().click();
    await page.waitForURL((url) => url.pathname.endsWith("/order-billing"));
    await fillBilling(page, SHOPPERS.find((shopper) => shopper.prefix === "fr-ch")!.billing);
    await page.getByRole("button", { name: text("fr", "checkout_to_delivery") }).click();
    await expect(page).toHaveURL(/\/fr-ch\/order-delivery$/);
    expect(await pageWords(page)).not.toContain("€");
    await page.locator("button.checkout__next").click();
    await expect(page).toHaveURL(/\/fr-ch\/order-overview$/);
    expect(await pageWords(page)).not.toContain("€");
    await page.locator("a.checkout__next").click();
    await expect(page).toHaveURL(/\/fr-ch\/order-payment$/);
    expect(await pageWords(page)).not.toContain("€");
    await page.getByRole("radio", { name: "Visa" }).check();
    await page.getByRole("button", { name: text("fr", "checkout_order_button") }).click();
    await expect(page).toHaveURL(/\/__mock\/payment-provider\/(adyen|worldline)\/pay\?/);
    await expect(page.getByText(/Amount: .*CHF/)).toBeVisible();

    // Back on the German site: its cart is still there, in euros.
    await page.goto("/de-de/cart");
    await expect(page.locator(".cart-line")).toHaveCount(1);
    await expect(page.locator(".cart-summary__total")).toContainText("€");
  });
});

test.describe("issue 49: the shopper's choice of payment stays", () => {
  test("de-de: Visa refused, then PayPal cancelled: each comes back chosen, never another method", async ({ page }) => {
    test.setTimeout(90_000);
    const jonas = SHOPPERS.find((shopper) => shopper.prefix === "de-de")!;
    await upToPayment(page, "de-de", "de", jonas.billing, "Jonas");
    await payBy(page, "Visa", "Refuse");
    await expect(page).toHaveURL(/\/de-de\/order-payment/);
    await expect(page.getByRole("radio", { name: "Visa" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Klarna" })).not.toBeChecked();
    await payBy(page, "PayPal", "Cancel");
    await expect(page).toHaveURL(/\/de-de\/order-payment/);
    await expect(page.getByRole("radio", { name: "PayPal" })).toBeChecked();
    await page.reload();
    await expect(page.getByRole("radio", { name: "PayPal" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Visa" })).not.toBeChecked();
  });
});

test.describe("issue 49: loyalty offers in the site's language, their rules enforced", () => {
  test("it-it: Léa's offers are in Italian, and the 10 € voucher is refused under 50 € with the rule said", async ({
    page,
  }) => {
    const cheap = PRODUCTS.flatMap((product) =>
      product.options.flatMap((option) =>
        option.sizes
          .filter((size) => size.stock >= 6 && size.availabilityCode === 2 && option.prices.EUR.amount < 4000)
          .map((size) => size.sku),
      ),
    )[0]!;
    const added = await page.request.post("/it-it/cart", {
      headers: { origin: "http://localhost:8787" },
      form: { intent: "add-to-cart", sku: cheap, returnTo: "/it-it/cart" },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    await signedInAt(page, "/it-it/account/dashboard", "Léa", { open: false });
    await page.goto("/it-it/cart");
    const offers = page.locator(".cart-offers");
    await expect(offers).toContainText("Buono d'acquisto da 10 €");
    await expect(offers).not.toContainText(/Bon d'achat|offerts dès|sur la maille|Tote bag offert/);
    await offers.locator('input[value="LO10"]').check();
    await page.getByRole("button", { name: text("it", "cart_offers_apply") }).click();
    await expect(page.getByText(/«Buono d'acquisto da 10\s€» si applica a partire da 50\s€ di spesa/)).toBeVisible();
    await expect(page.locator(".cart-summary")).not.toContainText("Buono d'acquisto");
  });
});
