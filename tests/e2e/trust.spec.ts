import { expect, test, type APIRequestContext } from "@playwright/test";
import { PRODUCTS } from "../../mocks/data/catalog";
import { TARIFFS } from "../../mocks/cart-engine";
import { upToPayment } from "./checkout-flow";
import { text } from "./messages";

/**
 * What a careful shopper trusts (issue 27): money promises kept in the site's own currency, and
 * a cart that never offers what checkout will refuse.
 */

const stocked = PRODUCTS.flatMap((product) =>
  product.options.flatMap((option) =>
    option.sizes
      .filter((size) => size.availabilityCode === 2 && size.stock >= 6)
      .map((size) => ({ sku: size.sku, productId: product.productId, prices: option.prices })),
  ),
);

async function add(request: APIRequestContext, prefix: string, sku: string) {
  const response = await request.post(`/${prefix}/cart`, { headers: { origin: "http://localhost:8787" }, form: { intent: "add-to-cart", sku, returnTo: `/${prefix}/cart` }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

const zloty = (cents: number) => new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN" }).format(cents / 100);
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");

test.describe("issue 27: money promises", () => {
  test("pl-pl: the footer's free delivery over 199 zł is the threshold the cart applies, in złoty", async ({ page }) => {
    const home = TARIFFS.PLN.NO!;
    // One garment under the threshold, then a second one taking the cart over it.
    const cheap = stocked.find((entry) => entry.prices.PLN.amount > 9000 && entry.prices.PLN.amount < 12000)!;
    const more = stocked.find((entry) => entry.productId !== cheap.productId && entry.prices.PLN.amount + cheap.prices.PLN.amount > home.freeAbove! && entry.prices.PLN.amount < 15000)!;
    await add(page.request, "pl-pl", cheap.sku);
    await page.goto("/pl-pl/cart");
    await expect(page.locator("footer")).toContainText("Darmowa dostawa powyżej 199 zł");
    const homeDelivery = page.locator(".delivery-option").filter({ hasText: "Dostawa do domu" });
    await expect(homeDelivery.locator(".delivery-option__price")).toHaveText(zloty(home.price), { useInnerText: true });
    const missing = plain(zloty(home.freeAbove! - cheap.prices.PLN.amount + 1));
    expect(plain(await homeDelivery.locator(".delivery-option__hint").innerText())).toBe(plain(text("pl", "cart_delivery_free_from", { amount: missing })));

    await add(page.request, "pl-pl", more.sku);
    await page.reload();
    await expect(homeDelivery.locator(".delivery-option__price")).toContainText(text("pl", "cart_delivery_free"));
    await expect(homeDelivery.locator(".delivery-option__hint")).toHaveCount(0);
  });

  test("fr-fr: the cart's delivery estimate for clothes never offers e-mail delivery, as checkout refuses it", async ({ page }) => {
    const garment = stocked[0]!;
    await add(page.request, "fr-fr", garment.sku);
    await page.goto("/fr-fr/cart");
    await expect(page.locator(".delivery-option").first()).toBeVisible();
    await expect(page.locator(".delivery-option").filter({ hasText: "Envoi par e-mail" })).toHaveCount(0);
    // The cheapest is a real way to get a parcel (the store, free), not the e-mail.
    await expect(page.locator(".delivery-option[data-cheapest]")).toContainText("Retrait en magasin");
  });
});

test.describe("issue 27: consent at payment", () => {
  test("pl-pl: a customer who takes no newsletter finds every marketing box unticked", async ({ page }) => {
    await upToPayment(page, "pl-pl", "pl", { line: "ul. Nowy Świat 15", zip: "00-029", city: "Warszawa", country: "PL", phone: "22 123 45 67", phoneCountry: "POL" }, "Jonas");
    const boxes = page.locator(".payment-subscriptions input[type=checkbox]");
    await expect(boxes.first()).toBeVisible();
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  });

  test("fr-fr: only what the customer already takes is ticked (Léa's newsletter and e-ticket), never loyalty news by default", async ({ page }) => {
    await upToPayment(page, "fr-fr", "fr");
    await expect(page.locator("input[name=subscription-newsletter]")).toBeChecked();
    await expect(page.locator("input[name=subscription-eTicket]")).toBeChecked();
    await expect(page.locator("input[name=subscription-loyaltyNews]")).not.toBeChecked();
  });
});
