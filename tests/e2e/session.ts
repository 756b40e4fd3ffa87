import { expect, type Page } from "@playwright/test";

/** Opens a page that needs a customer while signed out: the mock provider's sign-in as `who`, then back to the page. */
export async function signedInAt(page: Page, path: string, who = "Léa") {
  await page.goto(path);
  await expect(page).toHaveURL(/\/__mock\/auth\/sign-in\?/);
  await page.getByRole("button", { name: `Sign in as ${who}` }).first().click();
}
