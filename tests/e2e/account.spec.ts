import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { text } from "./messages";
import { signedInAt } from "./session";

/** The customer account against the offline mock. */

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id);

test.describe("the account's orders", () => {
  test.use({ locale: "fr-FR" });

  test("Léa's orders, newest first; one opened whole: lines, delivery, billing, payment, totals", async ({ page }) => {
    await signedInAt(page, "/fr-fr/account/orders");
    await expect(page).toHaveURL(/\/fr-fr\/account\/orders$/);
    const entries = page.locator(".order-list > li");
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText("AS26000812");
    await expect(entries.first()).toContainText(text("fr", "orders_status_delivered"));
    expect(await axe(page)).toEqual([]);
    await entries.first().getByRole("link").click();
    await expect(page).toHaveURL(/\?order=AS26000812$/);
    const order = page.locator(".order-details");
    await expect(order.locator(".order-summary__lines li")).toHaveCount(2);
    await expect(order.getByRole("heading", { name: text("fr", "order_delivery_title") })).toBeVisible();
    await expect(order).toContainText("12 RUE DES MARTYRS");
    await expect(order).toContainText("Carte Bancaire");
    expect(await axe(page)).toEqual([]);
    await page.getByRole("link", { name: text("fr", "orders_back_to_list") }).click();
    await expect(page).toHaveURL(/\/fr-fr\/account\/orders$/);
  });

  test("an order number that is not hers: said, with her list under it (404)", async ({ page }) => {
    await signedInAt(page, "/fr-fr/account/orders");
    await expect(page.locator(".order-list > li")).toHaveCount(2);
    // Jonas's order, asked from Léa's account.
    const answer = await page.goto("/fr-fr/account/orders?order=AS26001107");
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText(text("fr", "orders_not_found", { number: "AS26001107" }));
    await expect(page.locator(".order-list > li")).toHaveCount(2);
  });

  test("the orders cannot be read: said, with a way to try again, never a blank page", async ({ page, context }) => {
    await signedInAt(page, "/fr-fr/account/orders");
    await expect(page.locator(".order-list > li")).toHaveCount(2);
    await context.addCookies([{ name: "mock-fault", value: encodeURIComponent(JSON.stringify({ call: "GET /customers-self/orders", status: 500 })), url: "http://localhost:8787" }]);
    const answer = await page.reload();
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole("alert")).toContainText(text("fr", "account_read_failed"));
    await context.clearCookies({ name: "mock-fault" });
    await page.getByRole("link", { name: text("fr", "account_retry") }).click();
    await expect(page.locator(".order-list > li")).toHaveCount(2);
  });
});
