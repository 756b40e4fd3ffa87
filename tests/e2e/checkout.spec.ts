import { axeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { addToCart, fillBilling, onProviderPage, payBy, upToPayment } from "./checkout-flow";
import { text } from "./messages";
import { postsFrom, signedInAt } from "./session";

/** The checkout against the offline mock: billing and delivery steps, with and without JavaScript. */

test.describe("R2.3.01 R3.08 billing and delivery in French", () => {
  test.use({ locale: "fr-FR" });

  test("delivery asked first sends the shopper to the first step missing, billing; the billing form prefilled from the account goes on to delivery; home delivery to a saved address goes on to the overview", async ({
    page,
  }) => {
    await addToCart(page.request, "fr-fr");
    // Skipping a step by URL: the delivery step's address ends on the billing step.
    await signedInAt(page, "/fr-fr/order-delivery");
    await expect(page).toHaveURL(/\/fr-fr\/order-billing$/);
    await expect(page.locator("body")).toHaveAttribute("data-funnel-step", "3");
    await expect(page.getByRole("textbox", { name: text("fr", "checkout_first_name") })).toHaveValue("Léa");
    await expect(page.getByRole("textbox", { name: text("fr", "checkout_zip") })).toHaveAttribute(
      "autocomplete",
      /postal-code/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: text("fr", "checkout_to_delivery") }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-delivery$/);
    await expect(page.locator("body")).toHaveAttribute("data-funnel-step", "4");
    await expect(page.getByRole("radio", { name: /Livraison à domicile/ })).toBeChecked();
    // Above the free-delivery threshold several methods are free: none is called the cheapest (decision 174).
    await expect(page.getByText(text("fr", "checkout_delivery_cheapest"))).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: text("fr", "checkout_to_overview") }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-overview$/);
    await expect(page.getByRole("heading", { level: 2, name: text("fr", "order_billing_title") })).toBeVisible();
    await expect(page.getByRole("link", { name: text("fr", "checkout_change") }).first()).toHaveAttribute(
      "href",
      "/fr-fr/order-billing",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a billing form the server refuses: a focused summary naming the field, the field in error, what was typed kept", async ({
    page,
  }) => {
    await addToCart(page.request, "fr-fr");
    await signedInAt(page, "/fr-fr/order-billing");
    await page.waitForLoadState("networkidle");
    // Five digits fit Monaco's mask, but its postcodes start with 980: only the server knows.
    await page.getByRole("combobox", { name: text("fr", "checkout_country"), exact: true }).selectOption("MC");
    const zip = page.getByRole("textbox", { name: text("fr", "checkout_zip") });
    await zip.fill("12345");
    await page.getByRole("button", { name: text("fr", "checkout_to_delivery") }).click();
    const summary = page.locator(".error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveCount(1);
    await expect(summary).toContainText(text("fr", "checkout_error_zip"));
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(zip).toHaveValue("12345");
    await expect(page).toHaveURL(/\/fr-fr\/order-billing$/);
  });

  test("R5.03 a saved phone country the site does not take: the mask is the one of the country the select shows", async ({
    page,
  }) => {
    await addToCart(page.request, "pl-pl");
    await signedInAt(page, "/pl-pl/order-billing");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("combobox", { name: text("pl", "checkout_phone_country") })).toHaveValue("POL");
    const phone = page.getByRole("textbox", { name: text("pl", "checkout_phone") });
    await phone.fill("612345678");
    await expect(phone).toHaveValue("612 345 678");
    await page.getByRole("textbox", { name: text("pl", "checkout_zip") }).fill("00950");
    await expect(page.getByRole("textbox", { name: text("pl", "checkout_zip") })).toHaveValue("00-950");
  });

  test("R5.03 once scripts run, masks shape the postcode and phone of the country chosen, and native validity stops a wrong form before it is sent, in the page's language", async ({
    page,
  }) => {
    await addToCart(page.request, "fr-fr");
    await signedInAt(page, "/fr-fr/order-billing");
    await page.waitForLoadState("networkidle");
    const posts = postsFrom(page);
    const zip = page.getByRole("textbox", { name: text("fr", "checkout_zip") });
    const city = page.getByRole("textbox", { name: text("fr", "checkout_city") });
    const phone = page.getByRole("textbox", { name: text("fr", "checkout_phone") });
    await city.fill("");
    await zip.fill("75a0");
    await expect(zip).toHaveValue("750");
    await phone.fill("0612345678");
    await expect(phone).toHaveValue("06 12 34 56 78");
    await page.getByRole("button", { name: text("fr", "checkout_to_delivery") }).click();
    await expect(zip).toBeFocused();
    await expect(page.locator(".field", { has: zip }).locator(".field__error")).toHaveText(
      text("fr", "field_error_format", { example: "12345" }),
    );
    await expect(page.locator(".field", { has: city }).locator(".field__error")).toHaveText(
      text("fr", "checkout_error_required"),
    );
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
    // Belgium: four digits; the field follows the country chosen.
    await page.getByRole("combobox", { name: text("fr", "checkout_country"), exact: true }).selectOption("BE");
    await zip.fill("10000");
    await expect(zip).toHaveValue("1000");
    await city.fill("Bruxelles");
    // A number in international form stays as typed.
    await phone.fill("+32 2 123 45 67");
    await expect(phone).toHaveValue("+32 2 123 45 67");
    await page.getByRole("button", { name: text("fr", "checkout_to_delivery") }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-delivery$/);
  });

  test("R3.24 a pickup point from the place finder, around the billing postcode", async ({ page }) => {
    await addToCart(page.request, "fr-fr");
    await signedInAt(page, "/fr-fr/order-billing");
    await page.getByRole("button", { name: text("fr", "checkout_to_delivery") }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-delivery$/);
    await page.waitForLoadState("networkidle");
    await page.getByRole("radio", { name: /Point relais/ }).check();
    await expect(page).toHaveURL(/method=PR/);
    const first = page.locator(".place-list > li").first();
    await expect(first).toContainText(text("fr", "stores_carrier", { carrier: "" }).trim().split(" ")[0]!);
    await first.getByRole("button", { name: text("fr", "checkout_deliver_here") }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-overview$/);
  });

  test("high-street pickup: the receiver named, a store chosen", async ({ page }) => {
    await addToCart(page.request, "fr-fr");
    await signedInAt(page, "/fr-fr/order-billing");
    await page.getByRole("button", { name: text("fr", "checkout_to_delivery") }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-delivery$/);
    await page.waitForLoadState("networkidle");
    await page.getByRole("radio", { name: /Retrait chez un partenaire/ }).check();
    await expect(page).toHaveURL(/method=HSP/);
    await expect(page.getByRole("group", { name: text("fr", "checkout_receiver") })).toBeVisible();
    await expect(page.getByRole("textbox", { name: text("fr", "checkout_first_name") })).toHaveValue("Léa");
    await page
      .locator(".place-list > li")
      .first()
      .getByRole("button", { name: text("fr", "checkout_deliver_here") })
      .click();
    await expect(page).toHaveURL(/\/fr-fr\/order-overview$/);
    await expect(page.locator(".order-summary__totals")).toContainText("Retrait chez un partenaire");
  });
});

test.describe("R2.3.01 the checkout in English, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "en-GB" });

  test("billing and a store for click & collect, each a plain form post answered with a redirect", async ({ page }) => {
    await addToCart(page.request, "en");
    await signedInAt(page, "/en/order-billing", "Jonas");
    const field = (key: string) => page.getByRole("textbox", { name: text("en", key), exact: true });
    await field("checkout_address1").fill("40 Long Acre");
    await field("checkout_zip").fill("WC2E 9LG");
    await field("checkout_city").fill("London");
    await page.getByRole("combobox", { name: text("en", "checkout_country"), exact: true }).selectOption("GB");
    await page.getByRole("button", { name: text("en", "checkout_to_delivery") }).click();
    await expect(page).toHaveURL(/\/en\/order-delivery$/);
    await page.getByRole("radio", { name: /Click & collect/ }).check();
    await page.getByRole("button", { name: text("en", "checkout_delivery_show") }).click();
    await expect(page).toHaveURL(/method=LM/);
    await page
      .locator(".place-list > li")
      .first()
      .getByRole("button", { name: text("en", "checkout_deliver_here") })
      .click();
    await expect(page).toHaveURL(/\/en\/order-overview$/);
    await page.getByRole("link", { name: text("en", "checkout_to_payment") }).click();
    await expect(page).toHaveURL(/\/en\/order-payment$/);
    // A card without JavaScript: the provider's page by a redirect, and back.
    await page.getByRole("radio", { name: "Visa" }).check();
    await page.locator("button.checkout__next").click();
    await expect(page).toHaveURL(/\/__mock\/payment-provider\/adyen\/pay\?/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/order-confirmation\?order=AS26\w+$/);
    await expect(page.locator(".checkout__order-number")).toContainText("AS26");
  });

  test("PayPal without JavaScript: its provider page, then the confirmation reached by a redirect", async ({
    page,
  }) => {
    await addToCart(page.request, "en");
    await signedInAt(page, "/en/order-billing", "Jonas");
    const field = (key: string) => page.getByRole("textbox", { name: text("en", key), exact: true });
    await field("checkout_address1").fill("21 King Street");
    await field("checkout_zip").fill("M2 6AN");
    await field("checkout_city").fill("Manchester");
    await page.locator("#billing-phone").fill("0161 832 5071");
    await page.getByRole("combobox", { name: text("en", "checkout_country"), exact: true }).selectOption("GB");
    await page.getByRole("combobox", { name: text("en", "checkout_phone_country"), exact: true }).selectOption("GBR");
    await page.getByRole("button", { name: text("en", "checkout_to_delivery") }).click();
    await expect(page).toHaveURL(/\/en\/order-delivery$/);
    await page.getByRole("button", { name: text("en", "checkout_to_overview") }).click();
    await expect(page).toHaveURL(/\/en\/order-overview$/);
    await page.getByRole("link", { name: text("en", "checkout_to_payment") }).click();
    await payBy(page, "PayPal");
    await expect(page).toHaveURL(/\/en\/order-confirmation\?order=AS26\w+$/);
  });
});

test.describe("the checkout in Swiss francs", () => {
  test.use({ locale: "fr-CH" });

  test("prices in CHF from billing to the order", async ({ page }) => {
    await upToPayment(page, "fr-ch", "fr", { line: "Rue du Marché 42", zip: "1204", city: "Genève", country: "CH" });
    await expect(page.locator(".order-summary__total dd")).toContainText("CHF");
    await payBy(page, "TWINT");
    await expect(page).toHaveURL(/\/fr-ch\/order-confirmation\?order=AS26\w+$/);
    await expect(page.locator(".order-summary__totals")).toContainText("CHF");
  });
});

test.describe("the checkout with the keyboard only", () => {
  test.use({ locale: "fr-FR" });

  test("from billing to the payment step: every control reached and used by the keyboard", async ({ page }) => {
    await addToCart(page.request, "fr-fr");
    await signedInAt(page, "/fr-fr/order-billing");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: text("fr", "checkout_to_delivery") }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr-fr\/order-delivery$/);
    await page.waitForLoadState("networkidle");
    await page.getByRole("radio", { name: /Livraison à domicile/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/method=PR/);
    await page.waitForLoadState("networkidle");
    const choose = page
      .locator(".place-list > li")
      .first()
      .getByRole("button", { name: text("fr", "checkout_deliver_here") });
    await choose.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr-fr\/order-overview$/);
    await page.getByRole("link", { name: text("fr", "checkout_to_payment") }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr-fr\/order-payment$/);
  });
});

test.describe("R3.26 R3.27 R4.10 payment and the order", () => {
  test.use({ locale: "fr-FR" });

  test("R4.14 the recaptcha script loads on the payment step, not on the pages before it (the store does not enable it)", async ({
    page,
  }) => {
    await upToPayment(page, "fr-fr", "fr");
    await expect(page.locator('script[src*="recaptcha"]')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => typeof (window as unknown as { grecaptcha?: unknown }).grecaptcha))
      .toBe("object");
    await page.goto("/fr-fr/order-billing");
    await expect(page.locator('script[src*="recaptcha"]')).toHaveCount(0);
    await page.goto("/fr-fr/cart");
    await expect(page.locator('script[src*="recaptcha"]')).toHaveCount(0);
  });

  test("PayPal on its own page (a redirect method, like a card); the confirmation shows the order once, and the cart is gone", async ({
    page,
  }) => {
    await upToPayment(page, "fr-fr", "fr");
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.locator("label", { hasText: "PayPal" })).toContainText(
      text("fr", "checkout_redirect_note", { method: "PayPal" }),
    );
    await page.getByRole("radio", { name: "PayPal" }).check();
    await page.getByRole("button", { name: text("fr", "checkout_order_button") }).click();
    await expect(page).toHaveURL(/\/__mock\/payment-provider\/adyen\/pay\?/);
    await expect(page.getByText(/Amount: €\d+\.\d\d/)).toBeVisible();
    await onProviderPage(page, "PayPal");
    await expect(page).toHaveURL(/\/fr-fr\/order-confirmation\?order=AS26\w+$/);
    await expect(page.locator("body")).toHaveAttribute("data-funnel-step", "6");
    await expect(page.locator(".checkout__order-number")).toContainText("AS26");
    expect(await axeViolations(page)).toEqual([]);
    // The transaction event with consent: tests/e2e/consent.spec.ts.
    await page.goto("/fr-fr/order-payment");
    await expect(page).toHaveURL(/\/fr-fr\/cart$/);
  });

  test("a card on the provider's page: refused, then retried and authorised; the cart intact in between", async ({
    page,
  }) => {
    await upToPayment(page, "fr-fr", "fr");
    await page.getByRole("radio", { name: "Visa" }).check();
    await page.locator("button.checkout__next").click();
    await expect(page).toHaveURL(/\/__mock\/payment-provider\/adyen\/pay\?/);
    await page.getByRole("button", { name: "Refuse", exact: true }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-payment$/);
    await expect(page.getByRole("alert")).toHaveText(text("fr", "checkout_payment_refused"));
    await expect(page.locator(".order-summary__lines li")).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    await page.getByRole("radio", { name: "Visa" }).check();
    await page.locator("button.checkout__next").click();
    await expect(page).toHaveURL(/\/__mock\/payment-provider\/adyen\/pay\?/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-confirmation\?order=AS26\w+$/);
  });

  test("R4.10 a gift card pays part, the rest by another method; another covers it all and the order is placed at once", async ({
    page,
    browser,
  }) => {
    test.slow(); // two whole checkouts, one after the other: more than 30 s on a loaded 2-core CI machine
    await upToPayment(page, "fr-fr", "fr");
    const giftCard = page.getByRole("textbox", { name: text("fr", "checkout_gift_card_code") });
    await giftCard.fill("NOPE-0000");
    await page.getByRole("button", { name: text("fr", "checkout_gift_card_apply") }).click();
    await expect(page.locator("#payment-giftCard-error")).toHaveText(text("fr", "checkout_gift_card_unknown"));
    await giftCard.fill("GC250");
    await page.getByRole("button", { name: text("fr", "checkout_gift_card_apply") }).click();
    await expect(page.locator(".gift-card-payment__remaining")).toContainText(
      text("fr", "checkout_remaining", { amount: "" }).trim(),
    );
    await expect(page.locator(".gift-card-payment__used li")).toHaveCount(1);
    await payBy(page, "PayPal");
    await expect(page).toHaveURL(/\/fr-fr\/order-confirmation\?order=AS26\w+$/);

    const other = await browser.newPage({ locale: "fr-FR" });
    await upToPayment(other, "fr-fr", "fr");
    await other.getByRole("textbox", { name: text("fr", "checkout_gift_card_code") }).fill("GC100");
    await other.getByRole("button", { name: text("fr", "checkout_gift_card_apply") }).click();
    await expect(other).toHaveURL(/\/fr-fr\/order-confirmation\?order=AS26\w+$/);
    await other.close();
  });

  test("the provider's other answers: a challenge sends the shopper back to it, an error is said, pending places the order", async ({
    page,
  }) => {
    await upToPayment(page, "fr-fr", "fr");
    await page.getByRole("radio", { name: "Visa" }).check();
    await page.locator("button.checkout__next").click();
    await expect(page).toHaveURL(/\/__mock\/payment-provider\/adyen\/pay\?/);
    await page.getByRole("button", { name: "Challenge", exact: true }).click();
    // ChallengeShopper: the provider needs the shopper again, on a new payment page.
    await expect(page).toHaveURL(/\/__mock\/payment-provider\/adyen\/pay\?/);
    await page.getByRole("button", { name: "Error", exact: true }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-payment$/);
    await expect(page.getByRole("alert")).toHaveText(text("fr", "checkout_payment_failed"));
    await page.waitForLoadState("networkidle");
    await page.getByRole("radio", { name: "Visa" }).check();
    await page.locator("button.checkout__next").click();
    await expect(page).toHaveURL(/\/__mock\/payment-provider\/adyen\/pay\?/);
    await page.getByRole("button", { name: "Pending", exact: true }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-confirmation\?order=AS26\w+$/);
  });

  test("cancelled on the provider's page: back to the payment step, saying so", async ({ page }) => {
    await upToPayment(page, "fr-fr", "fr");
    await page.getByRole("radio", { name: "Mastercard" }).check();
    await page.locator("button.checkout__next").click();
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(text("fr", "checkout_payment_cancelled"));
  });

  test("a validation refused for stock (412): the page says so and nothing is ordered", async ({ page, context }) => {
    await upToPayment(page, "fr-fr", "fr");
    await context.addCookies([
      {
        name: "mock-fault",
        value: encodeURIComponent(
          JSON.stringify({ call: "POST /carts-self/*/validate", status: 412, message: "Stock changed" }),
        ),
        url: "http://localhost:8787",
      },
    ]);
    await payBy(page, "PayPal");
    await expect(page.getByRole("alert")).toContainText(
      text("fr", "checkout_stock_changed", { lines: "" }).split("(")[0]!.trim(),
    );
    await expect(page).toHaveURL(/\/fr-fr\/order-payment$/);
  });
});

test.describe("R4.10 R4.06 what the payment step offers", () => {
  test.use({ locale: "fr-FR" });

  test("a free cart is validated without a payment method", async ({ page }) => {
    await addToCart(page.request, "fr-fr");
    await page.request.post("/fr-fr/cart", {
      headers: { origin: "http://localhost:8787" },
      form: { intent: "promo-add", code: "STAFF100" },
      maxRedirects: 0,
    });
    await signedInAt(page, "/fr-fr/order-billing");
    await page.waitForLoadState("networkidle");
    await page.locator("button.checkout__next").click();
    await expect(page).toHaveURL(/\/fr-fr\/order-delivery$/);
    await page.waitForLoadState("networkidle");
    // Collected in store: nothing to pay at all.
    await page.getByRole("radio", { name: /Retrait en magasin/ }).check();
    await expect(page).toHaveURL(/method=LM/);
    await page
      .locator(".place-list > li")
      .first()
      .getByRole("button", { name: text("fr", "checkout_deliver_here") })
      .click();
    await expect(page).toHaveURL(/\/fr-fr\/order-overview$/);
    await page.locator("a.checkout__next").click();
    await expect(page.getByText(text("fr", "checkout_free_order"))).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(0);
    await page.getByRole("button", { name: text("fr", "checkout_place_order") }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-confirmation\?order=AS26\w+$/);
  });

  test("Alma in 3 instalments from 50 €, in 4 from 100 €: offered only within its limits", async ({ page }) => {
    await upToPayment(page, "fr-fr", "fr");
    const alma = (count: number) => page.getByRole("radio", { name: text("fr", "checkout_pay_alma", { count }) });
    const total = async () =>
      Number((await page.locator(".order-summary__total dd").textContent())!.replace(/[^\d,]/g, "").replace(",", "."));
    // Each extra unit raises the total: the offer follows it across both thresholds.
    for (let units = 1; units <= 5; units++) {
      const amount = await total();
      await expect(alma(3)).toHaveCount(amount >= 50 && amount <= 3000 ? 1 : 0);
      await expect(alma(4)).toHaveCount(amount >= 100 ? 1 : 0);
      if (amount >= 100) return;
      await addToCart(page.request, "fr-fr");
      await page.goto("/fr-fr/order-payment");
    }
    throw new Error("the total never reached 100 €");
  });
});

/** PayPal on the payment step and its page, then the confirmation: the order's number. */
async function payByPayPal(page: Page) {
  await payBy(page, "PayPal");
  await expect(page).toHaveURL(/\/fr-fr\/order-confirmation\?order=AS26\w+$/);
  return new URL(page.url()).searchParams.get("order")!;
}

/** The order, found again in the account's list and opened there: it names `method`. */
async function inAccountOrders(page: Page, orderNumber: string, method: string | RegExp) {
  await page.getByRole("link", { name: text("fr", "checkout_see_orders") }).click();
  await expect(page).toHaveURL(/\/fr-fr\/account\/orders$/);
  await page.locator(".order-list a", { hasText: orderNumber }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: text("fr", "orders_order_title", { number: orderNumber }) }),
  ).toBeVisible();
  await expect(page.locator(".order-details")).toContainText(method);
  await expect(page.locator(".order-details__facts")).toContainText(text("fr", "orders_status_confirmed"));
}

test.describe("R3.32 an order in every delivery mode, found again in the account's orders", () => {
  test.use({ locale: "fr-FR" });

  for (const { key, method, place } of [
    { key: "EX", method: "Livraison express", place: false },
    { key: "PR", method: "Point relais", place: true },
    { key: "LO", method: "Consigne automatique", place: true },
    { key: "HSP", method: "Retrait chez un partenaire", place: true },
  ]) {
    test(`${key}: ${method}, paid, confirmed, then listed with its destination`, async ({ page }) => {
      await addToCart(page.request, "fr-fr");
      await signedInAt(page, "/fr-fr/order-billing");
      await page.waitForLoadState("networkidle");
      await page.locator("button.checkout__next").click();
      await expect(page).toHaveURL(/\/fr-fr\/order-delivery$/);
      await page.waitForLoadState("networkidle");
      await page.getByRole("radio", { name: new RegExp(method) }).check();
      await expect(page).toHaveURL(new RegExp(`method=${key}`));
      await page.waitForLoadState("networkidle");
      if (place)
        await page
          .locator(".place-list > li")
          .first()
          .getByRole("button", { name: text("fr", "checkout_deliver_here") })
          .click();
      else await page.locator("button.checkout__next").click();
      await expect(page).toHaveURL(/\/fr-fr\/order-overview$/);
      await page.locator("a.checkout__next").click();
      await page.waitForLoadState("networkidle");
      const orderNumber = await payByPayPal(page);
      await expect(page.locator(".order-details")).toContainText(method);
      await inAccountOrders(page, orderNumber, method);
    });
  }

  test("by e-mail (VI, decision 81): offered to a gift card alone, never to a cart with clothes in it", async ({
    page,
  }) => {
    await addToCart(page.request, "fr-fr");
    await signedInAt(page, "/fr-fr/order-billing");
    await page.waitForLoadState("networkidle");
    await page.locator("button.checkout__next").click();
    await expect(page).toHaveURL(/\/fr-fr\/order-delivery$/);
    await expect(page.getByRole("radio", { name: /Livraison à domicile/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Envoi par e-mail/ })).toHaveCount(0);

    // A gift card alone: nothing to ship, so e-mail is the way.
    await page.goto("/fr-fr/cart");
    await page.waitForLoadState("networkidle");
    const version = await page.locator('input[name="version"]').first().inputValue();
    const lineId = await page.locator('input[name="lineId"]').first().inputValue();
    await page.request.post("/fr-fr/cart", {
      headers: { origin: "http://localhost:8787" },
      form: { intent: "remove", lineId, version },
      maxRedirects: 0,
    });
    const added = await page.request.post("/fr-fr/cart", {
      headers: { origin: "http://localhost:8787" },
      form: { intent: "gift-card-add", amount: "50", recipientEmail: "ami@example.com" },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    await page.goto("/fr-fr/order-delivery");
    await expect(page.getByRole("radio", { name: /Envoi par e-mail/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Livraison à domicile/ })).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    await page.locator("button.checkout__next").click();
    await expect(page).toHaveURL(/\/fr-fr\/order-overview$/);
    await page.locator("a.checkout__next").click();
    await page.waitForLoadState("networkidle");
    const orderNumber = await payByPayPal(page);
    await inAccountOrders(page, orderNumber, "Envoi par e-mail");
    await expect(page.locator(".order-details")).toContainText(text("fr", "orders_gift_card_bought"));
  });

  test("a double submit of the payment, the provider's return loaded twice, and the same post again later place one order", async ({
    page,
  }) => {
    await upToPayment(page, "fr-fr", "fr");
    await page.getByRole("radio", { name: "PayPal" }).check();
    const form = page.locator("form", { has: page.locator("button.checkout__next") });
    // The post a double click would send twice (what the browser would send, without JavaScript).
    const body = await form.evaluate((element) =>
      [...new FormData(element as HTMLFormElement)]
        .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
        .join("&"),
    );
    const post = () =>
      page.request.post("/fr-fr/order-payment", {
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:8787" },
        data: body,
        maxRedirects: 0,
      });
    const answers = await Promise.all([post(), post()]);
    expect(answers.every((answer) => answer.status() === 303)).toBe(true);
    const providerPages = answers.map((answer) => answer.headers().location ?? "");
    for (const location of providerPages) expect(location).toMatch(/\/__mock\/payment-provider\/adyen\/pay\?/);
    // Each post opened a payment; the provider keeps the latest, and the shopper pays there.
    const returns: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/order-adyen-check")) returns.push(request.url());
    });
    for (const location of providerPages) {
      await page.goto(location);
      if ((await page.getByRole("button", { name: "Pay", exact: true }).count()) === 0) continue;
      await onProviderPage(page, "PayPal");
      break;
    }
    await expect(page).toHaveURL(/\/fr-fr\/order-confirmation\?order=AS26\w+$/);
    const confirmation = page.url();
    // The provider's return loaded again (back, or a reload): the same order, never a second.
    expect(returns.length).toBeGreaterThanOrEqual(1);
    await page.goto(returns[0]!);
    await expect(page).toHaveURL(confirmation);
    // Later, the same post again (a reload that resends it): sent back to the cart, nothing ordered twice.
    const later = await post();
    expect([302, 303]).toContain(later.status());
    expect(later.headers().location).toMatch(/\/fr-fr\/cart$/);
    await page.goto("/fr-fr/account/orders");
    // Léa's two past orders, and this one.
    await expect(page.locator(".order-list > li")).toHaveCount(3);
  });
});

test.describe("a site whose funnel has no overview (funnel.overview off)", () => {
  test.use({ locale: "it-IT" });

  test("delivery goes straight to the payment step; the overview's URL sends there too", async ({ page }) => {
    await addToCart(page.request, "it-it");
    await signedInAt(page, "/it-it/order-billing");
    await page.waitForLoadState("networkidle");
    await fillBilling(page, {
      line: "Via Montenapoleone 8",
      zip: "20121",
      city: "Milano",
      country: "IT",
      phone: "02 7600 1234",
      phoneCountry: "ITA",
    });
    await page.locator("button.checkout__next").click();
    await expect(page).toHaveURL(/\/it-it\/order-delivery$/);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: text("it", "checkout_to_payment") })).toBeVisible();
    await page.getByRole("button", { name: text("it", "checkout_to_payment") }).click();
    await expect(page).toHaveURL(/\/it-it\/order-payment$/);
    await page.goto("/it-it/order-overview");
    await expect(page).toHaveURL(/\/it-it\/order-payment$/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
