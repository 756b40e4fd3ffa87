import { expect, type Page } from "@playwright/test";
import { whenScriptsLoaded } from "./fixtures";
import { decoded } from "./served-html";

/**
 * Opens a page that needs a customer while signed out, signed in as `who` through the mock
 * provider: the same redirects, state and callback as a shopper's, sent by the browser context's
 * own request client (its cookies: the world, the anonymous id the state is tied to), then the
 * page opened once. The provider's page itself is what the sign-in tests drive (`signInByHand`);
 * here it would cost every signed-in test a render of a page it does not look at.
 * `{ open: false }` signs in without opening the page: for a test whose next step opens another.
 */
export async function signedInAt(page: Page, path: string, who = "Léa", { open = true } = {}) {
  const provider = await page.request.get(path);
  const form = [...(await provider.text()).matchAll(/<form class="customer"[^>]*>([\s\S]*?)<\/form>/g)]
    .map((match) => match[1] ?? "")
    .find((inside) => inside.includes(`Sign in as ${who}<`));
  if (!provider.url().includes("/__mock/auth/sign-in?") || !form) return signInByHand(page, path, who);
  const fields = Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name = "", value = ""]) => [
      name,
      decoded(value),
    ]),
  );
  const back = await page.request.post(provider.url(), { form: fields });
  expect(back.ok(), `signing in as ${who} ended on ${back.url()}`).toBe(true);
  if (open) await page.goto(back.url());
}

/** The same sign-in as a shopper does it: the provider's page, its button, the way back. */
export async function signInByHand(page: Page, path: string, who = "Léa") {
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
