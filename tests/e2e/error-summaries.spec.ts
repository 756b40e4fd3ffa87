import { expect, test, type Locator, type Page } from "./fixtures";
import { addToCart, fillBilling, type BillingAddress } from "./checkout-flow";
import { text } from "./messages";
import { signedInAt } from "./session";

/**
 * Issue 50 (decision 184): every form's refusal names the fields to fix by the labels the shopper
 * reads beside them, never by the names the form posts them under, and says no sentence twice:
 * the checkout, the account, the newsletter and the cart's promo code, in French and English.
 */

/** A field's posted name said as if it were a label: at the start of a line, before a colon. */
const NAME_AS_LABEL =
  /^(addressId|firstName|lastName|address[123]|zipCode|city|country|phoneCountry|phone|email|birthday|oldPassword|newPassword|confirmPassword|iban|code)\s*:/;
/** Posted names no sentence of ours contains anywhere. */
const NAME_ANYWHERE =
  /\b(addressId|firstName|lastName|address[123]|zipCode|phoneCountry|preferredChannel|fiscalNumber|oldPassword|newPassword|confirmPassword)\b/;

const spaced = (said: string) => said.replace(/\s+/g, " ").trim();

/**
 * The form as the server gets it from a browser that checks nothing: required fields, patterns and
 * lengths taken off, so what the server refuses (and its summary) is what is tested.
 */
async function withoutBrowserChecks(form: Locator): Promise<void> {
  await form.evaluate((element) => {
    for (const field of element.querySelectorAll<HTMLInputElement>("input, select, textarea")) {
      for (const rule of ["required", "pattern", "minlength", "maxlength"]) field.removeAttribute(rule);
      field.setCustomValidity("");
    }
  });
}

/** With SHOTS=<dir>, the page as a shopper sees it, on a phone and a desktop (not committed). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
  await page.screenshot({ path: `${dir}/${name}-desktop.png`, fullPage: true });
}

/**
 * The summary after a refused submit: focused; a line for each of `labelKeys`, starting with that
 * field's label (the page's language) and linked to a field on the page; no line named by a posted
 * name; no sentence twice. Answers the summary's text.
 */
async function expectLabelledSummary(page: Page, language: string, labelKeys: string[]): Promise<string> {
  const summary = page.locator(".error-summary");
  await expect(summary).toBeFocused();
  const lines = (await summary.locator("li").allInnerTexts()).map(spaced);
  for (const key of labelKeys) {
    const named = spaced(text(language, "field_error_line", { label: text(language, key), error: "" }));
    expect(
      lines.some((line) => line.startsWith(named)),
      `"${named}" begins a line of: ${lines.join(" | ")}`,
    ).toBe(true);
  }
  const titles = (await summary.locator(".error-summary__title").allInnerTexts()).map(spaced);
  const said = [...titles, ...lines];
  for (const sentence of said) expect(sentence).not.toMatch(NAME_AS_LABEL);
  expect(new Set(said).size, said.join(" | ")).toBe(said.length);
  const whole = spaced(await summary.innerText());
  expect(whole).not.toMatch(NAME_ANYWHERE);
  for (const href of await summary.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
    await expect(page.locator(href!)).toHaveCount(1);
  return whole;
}

/** The customer's saved addresses in the delivery country: one, without a phone number (the mock's answer changed for this browser). */
async function savedAddressWithoutPhone(page: Page, country: string): Promise<void> {
  const address = {
    id: "A-NO-PHONE",
    firstName: "SAM",
    lastName: "TAYLOR",
    line1: "1 RUE DU BAC",
    line2: null,
    line3: null,
    line4: null,
    phoneNumber: null,
    phoneNumberCountry: null,
    phoneNumberQuality: null,
    city: "PARIS",
    zipCode: "75007",
    country,
    quality: "VALID",
    favorite: true,
  };
  const rule = { call: "GET /customers-self/addresses", merge: { deliveryAddresses: [address] } };
  await page
    .context()
    .addCookies([
      { name: "mock-fault", value: encodeURIComponent(JSON.stringify(rule)), url: "http://localhost:8787" },
    ]);
}

const LANGUAGES: {
  prefix: string;
  language: string;
  locale: string;
  who: string;
  billing: BillingAddress;
}[] = [
  {
    prefix: "fr-fr",
    language: "fr",
    locale: "fr-FR",
    who: "Léa",
    billing: { line: "12 rue des Martyrs", zip: "75009", city: "Paris", country: "FR" },
  },
  {
    prefix: "en",
    language: "en",
    locale: "en-GB",
    who: "Jonas",
    // Jonas's own phone number, in international form, stays as the account gave it.
    billing: { line: "21 King Street", zip: "M2 6AN", city: "Manchester", country: "GB" },
  },
];

for (const { prefix, language, locale, who, billing } of LANGUAGES) {
  test.describe(`error summaries in ${language}`, () => {
    test.use({ locale });

    test(`${prefix} checkout: billing and delivery refusals name fields by their labels; a saved address without a phone is named by its legend, once`, async ({
      page,
    }) => {
      test.slow(); // two steps, three refusals
      await addToCart(page.request, prefix);
      await signedInAt(page, `/${prefix}/order-billing`, who);
      await page.waitForLoadState("networkidle");
      await withoutBrowserChecks(page.locator("form.checkout__form"));
      for (const field of ["address1", "zipCode", "city"]) await page.locator(`#billing-${field}`).fill("");
      await page.getByRole("button", { name: text(language, "checkout_to_delivery") }).click();
      await expectLabelledSummary(page, language, ["checkout_address1", "checkout_zip", "checkout_city"]);

      await savedAddressWithoutPhone(page, billing.country);
      await fillBilling(page, billing);
      await page.getByRole("button", { name: text(language, "checkout_to_delivery") }).click();
      await expect(page).toHaveURL(new RegExp(`/${prefix}/order-delivery$`));
      await page.waitForLoadState("networkidle");
      const send = page.locator("form.delivery-destination button.checkout__next");
      await send.click();
      const said = await expectLabelledSummary(page, language, ["checkout_delivery_address"]);
      expect(said.split(spaced(text(language, "checkout_phone_needed")))).toHaveLength(2);
      await shot(page, `${prefix}-delivery-phone-needed`);

      await page.getByRole("radio", { name: text(language, "checkout_new_address") }).check();
      await withoutBrowserChecks(page.locator("form.delivery-destination"));
      for (const field of ["firstName", "address1", "zipCode", "city", "phone"])
        await page.locator(`#shipping-${field}`).fill("");
      await send.click();
      await expectLabelledSummary(page, language, [
        "checkout_first_name",
        "checkout_address1",
        "checkout_zip",
        "checkout_city",
        "checkout_phone",
      ]);
      await shot(page, `${prefix}-delivery-new-address`);
    });

    test(`${prefix} account: personal data, a new address and the password, each refusal named by the fields' labels`, async ({
      page,
    }) => {
      test.slow(); // three forms
      await signedInAt(page, `/${prefix}/account/settings/edit`, who);
      await page.waitForLoadState("networkidle");
      await withoutBrowserChecks(page.locator("form.account-form"));
      await page.locator("#profile-firstName").fill("");
      await page.locator("#profile-lastName").fill("");
      await page.locator("#profile-birthday").fill("2030-01-01");
      await page.getByRole("button", { name: text(language, "account_save") }).click();
      await expectLabelledSummary(page, language, ["checkout_first_name", "checkout_last_name", "account_birthday"]);
      await shot(page, `${prefix}-account-profile`);

      await page.goto(`/${prefix}/account/settings/delivery-addresses/create`);
      await page.waitForLoadState("networkidle");
      await withoutBrowserChecks(page.locator("form.account-form"));
      await page.getByRole("button", { name: text(language, "account_save") }).click();
      await expectLabelledSummary(page, language, ["checkout_address1", "checkout_zip", "checkout_city"]);

      await page.goto(`/${prefix}/account/change-password`);
      await page.waitForLoadState("networkidle");
      await page.getByLabel(text(language, "account_password_current")).fill("not-the-one");
      await page.getByLabel(text(language, "account_password_new"), { exact: true }).fill("a-brand-new-one");
      await page.getByLabel(text(language, "account_password_confirm")).fill("a-brand-new-one");
      await page.getByRole("button", { name: text(language, "account_save") }).click();
      await expectLabelledSummary(page, language, ["account_password_current"]);
    });

    test(`${prefix} newsletter and promo code: a refusal says its sentence alone, never a field's name`, async ({
      page,
    }) => {
      await page.goto(`/${prefix}/newsletter/subscription`);
      await page.waitForLoadState("networkidle");
      const email = page.getByRole("textbox", { name: text(language, "newsletter_email_label") });
      await email.fill("lea@exemple");
      await page.getByRole("button", { name: text(language, "newsletter_submit") }).click();
      const invalid = text(language, "newsletter_email_invalid");
      const toast = page.locator(".toast__body").filter({ hasText: invalid });
      await expect(toast).toBeVisible();
      // The sentence first, nothing before it (the toast's close label is after it, for screen readers).
      expect(spaced(await toast.innerText()).startsWith(spaced(invalid))).toBe(true);
      await expect(page.locator(".newsletter-form .field__error")).toHaveText(invalid);

      await addToCart(page.request, prefix);
      await page.goto(`/${prefix}/cart`);
      await page.waitForLoadState("networkidle");
      await page.getByRole("textbox", { name: text(language, "cart_promo_label") }).fill("NOPE");
      await page.getByRole("button", { name: text(language, "cart_promo_apply") }).click();
      const refused = page.locator(".cart-outcome:not(:empty)");
      await expect(refused).toHaveText(text(language, "cart_promo_invalid", { code: "NOPE" }));
      expect(spaced(await refused.innerText())).not.toMatch(NAME_AS_LABEL);
    });
  });
}
