import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { PRODUCTS } from "../../mocks/data/catalog";
import { expectNoViolationsOnceSettled } from "./axe";
import { text } from "./messages";
import { signedInAt } from "./session";

/** The way to the payment step, shared by the checkout and consent suites. */

export const stocked = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes)).find(
  (size) => size.stock >= 6 && size.availabilityCode === 2,
)!;

export async function addToCart(request: APIRequestContext, prefix: string) {
  const response = await request.post(`/${prefix}/cart`, {
    headers: { origin: "http://localhost:8787" },
    form: { intent: "add-to-cart", sku: stocked.sku, returnTo: `/${prefix}` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

export interface BillingAddress {
  line: string;
  zip: string;
  city: string;
  country: string;
  phone?: string;
  phoneCountry?: string;
}

/** A billing address in Warsaw, for the Polish site's funnels. */
export const WARSAW: BillingAddress = {
  line: "ul. Nowy Świat 15",
  zip: "00-029",
  city: "Warszawa",
  country: "PL",
  phone: "22 123 45 67",
  phoneCountry: "POL",
};

/** The billing form filled with an address of the site's country (the account's may be elsewhere). */
export async function fillBilling(page: Page, address: BillingAddress) {
  await page.locator("#billing-address1").fill(address.line);
  await page.locator("#billing-zipCode").fill(address.zip);
  await page.locator("#billing-city").fill(address.city);
  await page.locator("#billing-country").selectOption(address.country);
  if (address.phone) await page.locator("#billing-phone").fill(address.phone);
  if (address.phoneCountry) await page.locator("#billing-phoneCountry").selectOption(address.phoneCountry);
}

/**
 * On a product page, as a shopper adds: no size is chosen for her, she picks the first one she
 * can and adds it, and reads that it is in her cart (a plain post without JavaScript).
 */
export async function addFirstSizeOnProductPage(page: Page, language: string) {
  for (const size of await page.locator("#product-sizes input[name=sku]").all()) await expect(size).not.toBeChecked();
  await page.locator("#product-sizes input[name=sku]:not([disabled])").first().check({ force: true });
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.locator(".product__add").click(),
  ]);
  await expect(page.locator(".product__form .product__outcome")).toHaveText(text(language, "product_added"));
}

/** Billing (as prefilled, or with `address`) and home delivery, then the payment step. */
export async function upToPayment(page: Page, prefix: string, language: string, address?: BillingAddress, who = "Léa") {
  await addToCart(page.request, prefix);
  await signedInAt(page, `/${prefix}/order-billing`, who);
  await page.waitForLoadState("networkidle");
  if (address) await fillBilling(page, address);
  await page.getByRole("button", { name: text(language, "checkout_to_delivery") }).click();
  await expect(page).toHaveURL(new RegExp(`/${prefix}/order-delivery$`));
  await page.waitForLoadState("networkidle");
  await page.locator("button.checkout__next").click();
  await expect(page).toHaveURL(new RegExp(`/${prefix}/order-overview$`));
  await page.locator("a.checkout__next").click();
  await expect(page).toHaveURL(new RegExp(`/${prefix}/order-payment$`));
  await expect(page.locator("body")).toHaveAttribute("data-funnel-step", "5");
  await page.waitForLoadState("networkidle");
}

/**
 * The payment provider's page of the offline kit, as a shopper sees it: it names the method
 * (`brand`) and comes back to the storefront once `outcome` is pressed (Pay by default).
 */
export async function onProviderPage(page: Page, brand: string | RegExp, outcome = "Pay") {
  await expect(page).toHaveURL(/\/__mock\/payment-provider\/(adyen|worldline)\/pay\?/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(brand);
  await page.getByRole("button", { name: outcome, exact: true }).click();
  await expect(page).not.toHaveURL(/\/__mock\/payment-provider\//);
}

/** `method` chosen on the payment step and paid on its provider's page: cards and redirect methods alike. */
export async function payBy(page: Page, method: string, outcome = "Pay", force = false) {
  await page.getByRole("radio", { name: method }).check({ force });
  await page.locator("button.checkout__next").click();
  await onProviderPage(page, method, outcome);
}

/**
 * A titled step of a checkout that is audited in the shopper's language (billing, confirmation):
 * its heading reads in her language, and axe finds nothing on the whole page once its islands have
 * loaded.
 */
export async function expectAuditedStep(
  page: Page,
  language: string,
  heading: "order_billing_title" | "order_confirmation_title",
) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(language, heading));
  await expectNoViolationsOnceSettled(page);
}
