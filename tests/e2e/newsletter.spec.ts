import { axeViolations, expectNoViolationsOnceSettled } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { text } from "./messages";

/** The newsletter against the offline mock: sign-up rules of spec 5, toasts of spec 8, unsubscribe. */

const unique = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const toast = (page: Page, message: string) => page.locator(".toast").filter({ hasText: message });

test.describe("R2.2.15 R5.02 R8.16 newsletter sign-up", () => {
  test.use({ locale: "fr-FR" });

  test("empty: submit disabled; invalid: the field in error and the emailInvalid toast; valid: the success toast, then the confirmation", async ({
    page,
  }) => {
    await page.goto("/fr-fr/newsletter/subscription?origin=footer");
    await page.waitForLoadState("networkidle");
    const field = page.getByRole("textbox", { name: text("fr", "newsletter_email_label") });
    const submit = page.getByRole("button", { name: text("fr", "newsletter_submit") });
    await expect(field).toHaveAttribute("autocomplete", "email");
    await expect(field).toHaveAttribute("required", "");
    await expect(submit).toBeDisabled();
    await field.fill("lea@exemple");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await submit.click();
    await expect(toast(page, text("fr", "newsletter_email_invalid"))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await field.fill(unique("lea"));
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    // Submits less than a second apart are one (R5.02): this one comes after the window.
    await page.waitForTimeout(1100);
    await submit.click();
    await expect(toast(page, text("fr", "newsletter_subscribed"))).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/fr-fr\/newsletter\/confirmation\?status=subscribed$/);
    await expect(page.locator("main")).toContainText(text("fr", "newsletter_subscribed"));
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the backend failing: the failure toast, and the address stays in the field", async ({ page, context }) => {
    await context.addCookies([
      {
        name: "mock-fault",
        value: encodeURIComponent(JSON.stringify({ call: "PUT /newsletters", status: 500 })),
        url: "http://localhost:8787",
      },
    ]);
    await page.goto("/fr-fr/newsletter/subscription");
    await page.waitForLoadState("networkidle");
    const field = page.getByRole("textbox", { name: text("fr", "newsletter_email_label") });
    const address = unique("jonas");
    await field.fill(address);
    await page.getByRole("button", { name: text("fr", "newsletter_submit") }).click();
    await expect(toast(page, text("fr", "newsletter_failed"))).toBeVisible();
    await expect(page).toHaveURL(/\/newsletter\/subscription$/);
    await expect(field).toHaveValue(address);
  });
});

test.describe("R2.2.15 the newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "en-GB" });

  test("a valid address lands on the confirmation; an invalid one comes back with the field in error", async ({
    page,
  }) => {
    await page.goto("/en/newsletter/subscription");
    const field = page.getByRole("textbox", { name: text("en", "newsletter_email_label") });
    const address = unique("chloe");
    await field.fill(address);
    await page.getByRole("button", { name: text("en", "newsletter_submit") }).click();
    await expect(page).toHaveURL(/\/en\/newsletter\/confirmation\?status=subscribed$/);
    await expect(page.locator("main")).toContainText(text("en", "newsletter_subscribed"));
    // The same address again: already subscribed, said so.
    await page.goto("/en/newsletter/subscription");
    await field.fill(address);
    await page.getByRole("button", { name: text("en", "newsletter_submit") }).click();
    await expect(page.locator("main")).toContainText(text("en", "newsletter_already"));
    // An address the browser accepts but the shop does not (no dot in the domain).
    await page.goto("/en/newsletter/subscription");
    await field.fill("name@example");
    await page.getByRole("button", { name: text("en", "newsletter_submit") }).click();
    await expect(page).toHaveURL(/\/en\/newsletter\/subscription#form-answer$/);
    await expect(page.locator(".field__error")).toHaveText(text("en", "newsletter_email_invalid"));
  });
});

test.describe("R2.2.16 unsubscribe", () => {
  test("without token and source the page is not found; with them, confirming unsubscribes and lands on the confirmation", async ({
    page,
  }) => {
    expect((await page.request.get("/en/unsubscribe?token=tok-12345678")).status()).toBe(404);
    await page.goto("/en/unsubscribe?token=tok-12345678&source=NEWS");
    await expectNoViolationsOnceSettled(page);
    await page.getByRole("button", { name: text("en", "unsubscribe_confirm") }).click();
    await expect(page).toHaveURL(/\/en\/unsubscribe\/confirmation$/);
    await expect(page.locator("main")).toContainText(text("en", "unsubscribe_done"));
  });

  test("an expired link says so, in the page's language", async ({ page }) => {
    await page.goto("/fr-fr/unsubscribe?token=expired-12345678&source=NEWS");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: text("fr", "unsubscribe_confirm") }).click();
    await expect(page.locator(".newsletter-form__outcome")).toHaveText(text("fr", "unsubscribe_expired"));
  });
});
