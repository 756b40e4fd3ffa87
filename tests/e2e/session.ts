import { expect, type Page } from "@playwright/test";
import { whenScriptsLoaded } from "./fixtures";

/** Opens a page that needs a customer while signed out: the mock provider's sign-in as `who`, then back to the page. */
export async function signedInAt(page: Page, path: string, who = "Léa") {
  await page.goto(path);
  await expect(page).toHaveURL(/\/__mock\/auth\/sign-in\?/);
  await page
    .getByRole("button", { name: `Sign in as ${who}` })
    .first()
    .click();
  // Back on the storefront (past the provider and the callback's redirects) before the test goes
  // on: a reload in the middle of that chain finds no page to reload.
  await page.waitForURL((url) => !url.pathname.startsWith("/__mock/auth") && !url.pathname.endsWith("/auth/callback"));
  await whenScriptsLoaded(page);
}

/** The URLs of the POSTs the page sends from now on: a form stopped in the browser sends none. */
export function postsFrom(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}
