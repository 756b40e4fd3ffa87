import { decodeJwt } from "jose";
import { expect, test, whenHydrated, type APIRequestContext, type BrowserContext, type Page } from "./fixtures";
import { PRODUCTS } from "../../mocks/data/catalog";
import { text } from "./messages";

/**
 * The cart against the offline mock: lifecycle, every conflict the backend can answer
 * (406, 409, 404, no cart, Product_out_of_stock), undo, limits, forms without JavaScript,
 * merge on sign-in and token refresh.
 */

const stocked = PRODUCTS.flatMap((product) =>
  product.options.flatMap((option) =>
    option.sizes
      .filter((size) => size.availabilityCode === 2 && size.stock >= 6)
      .map((size) => ({
        sku: size.sku,
        productId: product.productId,
        name: product.name,
        price: option.prices.EUR.amount,
      })),
  ),
).filter((entry, index, all) => all.findIndex((other) => other.productId === entry.productId) === index);
const [first, second, third] = stocked as [
  (typeof stocked)[number],
  (typeof stocked)[number],
  (typeof stocked)[number],
];

/** Adds one unit as the product page's form would without JavaScript (a plain post to the cart's endpoint), in the page's cookie jar. */
async function add(request: APIRequestContext, sku: string, prefix = "fr-fr") {
  const item = stocked.find((entry) => entry.sku === sku)!;
  const returnTo = `/${prefix}/x--p${item.productId}`;
  const response = await request.post(`/${prefix}/cart`, {
    headers: { origin: "http://localhost:8787" },
    form: { intent: "add-to-cart", sku, returnTo },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe(`${returnTo}#form-answer`);
}

const lines = (page: Page) => page.locator(".cart-line:not(.cart-line--removed)");
const lineOf = (page: Page, name: string) => lines(page).filter({ hasText: name });

async function signInAs(page: Page, who: string, ttl?: { access?: number; refresh?: number }) {
  await expect(page).toHaveURL(/\/__mock\/auth\/sign-in\?/);
  if (ttl) {
    const url = new URL(page.url());
    if (ttl.access) url.searchParams.set("access_ttl", String(ttl.access));
    if (ttl.refresh) url.searchParams.set("refresh_ttl", String(ttl.refresh));
    await page.goto(url.href);
  }
  await page.getByRole("button", { name: `Sign in as ${who}` }).click();
}

/**
 * Waits until the access token the browser holds has expired on the mock's clock: its own `exp`
 * (the mock runs on this machine's clock), a moment more. A fixed wait from the landing would also
 * count the seconds the sign-in took, and would come too late or too early on a slower machine.
 */
async function untilAccessTokenExpires(page: Page, context: BrowserContext) {
  const { exp = 0 } = decodeJwt(await accessToken(context));
  await page.waitForTimeout(Math.max(0, exp * 1000 + 300 - Date.now()));
}

/** The access token the browser holds (the local environment's cookie). */
async function accessToken(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((cookie) => cookie.name === "as_access_token_local")!.value;
}

test.describe("R4.07 R6.01 the cart page", () => {
  test("lines show picture, colour, size and prices; quantity changes update line, count and total at once", async ({
    page,
  }) => {
    await add(page.request, first.sku);
    await add(page.request, second.sku);
    await page.goto("/fr-fr/cart");
    await expect(lines(page)).toHaveCount(2);
    const line = lineOf(page, first.name.fr);
    await expect(line.locator("img")).toHaveAttribute("src", /AP\.jpg/);
    await expect(line.locator(".cart-line__meta")).toContainText(text("fr", "cart_line_size", { size: "" }).trim());
    await expect(page.locator(".cart-badge")).toHaveText("2");
    await line.getByRole("button", { name: text("fr", "cart_quantity_increase") }).click();
    await expect(line.locator(".quantity-stepper__value")).toContainText("2");
    await expect(page.locator(".cart-badge")).toHaveText("3");
    const expected = ((first.price * 2 + second.price) / 100).toFixed(2).replace(".", ",");
    await expect(page.getByTestId("cart-total")).toContainText(expected);
  });

  test("R4.08 a removed line can be undone within 4 seconds, with its quantity", async ({ page }) => {
    await add(page.request, first.sku);
    await add(page.request, first.sku);
    await add(page.request, second.sku);
    await page.goto("/fr-fr/cart");
    const line = lineOf(page, first.name.fr);
    await line.getByRole("button", { name: text("fr", "cart_remove") }).click();
    const banner = page.locator(".undo-banner").filter({ hasText: first.name.fr });
    await expect(banner).toBeVisible();
    await expect(lineOf(page, first.name.fr)).toHaveCount(0);
    await banner.getByRole("button", { name: text("fr", "cart_undo") }).click();
    await expect(lineOf(page, first.name.fr).locator(".quantity-stepper__value")).toContainText("2");
    await expect(page.locator(".cart-badge")).toHaveText("3");
  });

  test("R4.08 the last line too: its undo banner shows in the emptied cart and undo brings it back", async ({
    page,
  }) => {
    await add(page.request, first.sku);
    await add(page.request, first.sku);
    await page.goto("/fr-fr/cart");
    const remove = lineOf(page, first.name.fr).getByRole("button", { name: text("fr", "cart_remove") });
    await whenHydrated(remove);
    await remove.click();
    const banner = page.locator(".undo-banner").filter({ hasText: first.name.fr });
    await expect(banner).toBeVisible();
    await expect(page.locator(".cart-empty__text")).toBeVisible();
    await expect(banner.getByRole("button", { name: text("fr", "cart_undo") })).toBeFocused();
    await banner.getByRole("button", { name: text("fr", "cart_undo") }).click();
    await expect(lineOf(page, first.name.fr).locator(".quantity-stepper__value")).toContainText("2");
    await expect(page.locator(".cart-badge")).toHaveText("2");
  });

  test("R4.08 R9.05 after 4 seconds the undo banner is gone and so is the line", async ({ page }) => {
    // The page's own clock, moved on by the test: the 4 seconds pass at once, and no test waits
    // on a loaded machine's timers.
    await page.clock.install();
    await add(page.request, first.sku);
    await add(page.request, second.sku);
    await page.goto("/fr-fr/cart");
    // The 4 seconds are the hydrated page's (before, the removal posts as a plain form and the
    // banner of the page that answers waits for hydration).
    const remove = lineOf(page, second.name.fr).getByRole("button", { name: text("fr", "cart_remove") });
    await whenHydrated(remove);
    await remove.click();
    await expect(page.locator(".undo-banner")).toBeVisible();
    await page.clock.runFor(2000);
    await expect(page.locator(".undo-banner")).toBeVisible();
    await page.clock.runFor(2300);
    await expect(page.locator(".undo-banner")).toHaveCount(0);
    await page.reload();
    await expect(lines(page)).toHaveCount(1);
  });

  test("quantity stays within the available quantity", async ({ page }) => {
    // The browser's anonymous id, which names its mock session (a request sets it as a page would).
    await page.request.get("/fr-fr");
    // The mock's admin call, in this browser's mock session (the local subscription key of wrangler.toml).
    const stock = await page.request.put(`/__mock/__admin/stock/${first.sku}`, {
      data: { stock: 2 },
      headers: { "Ocp-Apim-Subscription-Key": "local-mock-subscription-key", origin: "http://localhost:8787" },
    });
    expect(stock.status()).toBe(200);
    await add(page.request, first.sku);
    await page.goto("/fr-fr/cart");
    const line = lineOf(page, first.name.fr);
    await line.getByRole("button", { name: text("fr", "cart_quantity_increase") }).click();
    await expect(line.locator(".quantity-stepper__value")).toContainText("2");
    await expect(line.getByRole("button", { name: text("fr", "cart_quantity_increase") })).toBeDisabled();
    await expect(line.getByRole("button", { name: text("fr", "cart_quantity_decrease") })).toBeEnabled();
    await expect(line.locator(".cart-line__limit")).toHaveText(text("fr", "cart_quantity_max", { count: 2 }));
  });

  test("R5.06 R8.09 promo codes: applied, refused, and Product_out_of_stock after the update", async ({ page }) => {
    await add(page.request, first.sku, "en");
    await page.goto("/en/cart");
    const field = page.getByRole("textbox", { name: text("en", "cart_promo_label") });
    await field.fill("welcome10");
    await page.getByRole("button", { name: text("en", "cart_promo_apply") }).click();
    await expect(page.locator(".cart-outcome:not(:empty)")).toHaveText(
      text("en", "cart_promo_applied", { code: "WELCOME10" }),
    );
    await expect(page.locator(".cart-summary")).toContainText(
      text("en", "cart_summary_discount", { code: "WELCOME10" }),
    );
    await field.fill("NOPE");
    await page.getByRole("button", { name: text("en", "cart_promo_apply") }).click();
    await expect(page.locator(".cart-outcome:not(:empty)")).toHaveText(
      text("en", "cart_promo_invalid", { code: "NOPE" }),
    );
    await field.fill("GIFTSOCKS");
    await page.getByRole("button", { name: text("en", "cart_promo_apply") }).click();
    await expect(page.locator(".cart-outcome:not(:empty)")).toHaveText(text("en", "cart_product_out_of_stock"));
    await expect(page.locator(".cart-codes__code")).toHaveText(["WELCOME10", "GIFTSOCKS"]);
    await page.locator(".cart-codes li").filter({ hasText: "WELCOME10" }).getByRole("button").click();
    await expect(page.locator(".cart-codes__code")).toHaveText(["GIFTSOCKS"]);
  });

  test("delivery estimate per method, free above the threshold; none called the cheapest when several are free (decision 174)", async ({
    page,
  }) => {
    // Above the 49 € threshold: the store, home, pickup points and lockers all cost nothing.
    expect(first.price).toBeGreaterThan(4900);
    await add(page.request, first.sku);
    await page.goto("/fr-fr/cart");
    const options = page.locator(".delivery-option");
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThan(2);
    await expect(options.filter({ hasText: text("fr", "cart_delivery_free") }).first()).toBeVisible();
    await expect(page.locator(".delivery-option[data-cheapest]")).toHaveCount(0);
  });

  test("gift card purchase within the site's range, removal with its 4-second undo", async ({ page }) => {
    await add(page.request, first.sku);
    await page.goto("/fr-fr/cart");
    await page.locator(".cart-gift summary").click();
    const amount = page.getByRole("spinbutton", { name: text("fr", "cart_gift_amount") });
    await expect(amount).toHaveValue("50");
    await expect(amount).toHaveAttribute("min", "10");
    await expect(amount).toHaveAttribute("max", "500");
    await amount.fill("40");
    await page.getByRole("button", { name: text("fr", "cart_gift_add") }).click();
    const giftLine = page.locator(".cart-codes li").filter({ hasText: "40" });
    await expect(giftLine).toBeVisible();
    await giftLine.getByRole("button", { name: text("fr", "cart_remove") }).click();
    const banner = page.locator(".undo-banner").filter({ hasText: text("fr", "cart_gift_card_removed") });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: text("fr", "cart_undo") }).click();
    await expect(page.locator(".cart-codes li").filter({ hasText: "40" })).toBeVisible();
  });

  test("donations where the site has one", async ({ page }) => {
    await add(page.request, first.sku);
    await page.goto("/fr-fr/cart");
    const section = page.locator(".cart-donation");
    await section.getByRole("button", { name: /2,00/ }).click();
    await expect(section.getByRole("button", { name: /2,00/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".cart-summary")).toContainText(text("fr", "cart_summary_donation"));
    await section.getByRole("button", { name: text("fr", "cart_donation_remove") }).click();
    await expect(page.locator(".cart-summary")).not.toContainText(text("fr", "cart_summary_donation"));
  });

  test("share cart: the link carries skus, and whoever opens it adds them to their own cart", async ({
    page,
    browser,
  }) => {
    await add(page.request, first.sku, "en");
    await add(page.request, second.sku, "en");
    await page.goto("/en/cart");
    await page.locator(".cart-share summary").click();
    const link = await page.getByLabel(text("en", "cart_share_link")).inputValue();
    expect(link).toContain(`share=${first.sku}:1`);
    const friend = await browser.newContext();
    const friendPage = await friend.newPage();
    await friendPage.goto(link.replace(/^https?:\/\/[^/]+/, "http://localhost:8787"));
    await expect(friendPage.getByText(text("en", "cart_share_received", { count: 2 }))).toBeVisible();
    // Issue 49: each line is shown (picture, name, size, price) before she accepts.
    const shared = friendPage.getByRole("list", { name: text("en", "cart_share_lines_label") });
    await expect(shared.locator(".shared-cart__line")).toHaveCount(2);
    await expect(shared.locator(".shared-cart__line").first()).toContainText(first.name.en);
    await expect(shared.locator("img.shared-cart__picture").first()).toBeVisible();
    await expect(friendPage.locator(".shared-cart__total")).toContainText("€");
    await friendPage.getByRole("button", { name: text("en", "cart_share_import") }).click();
    // Accepting lands on the cart without the link's parameter: a reload cannot add them again.
    await expect(friendPage).toHaveURL(/\/en\/cart$/);
    await expect(friendPage.locator(".cart-line")).toHaveCount(2);
    await friendPage.reload();
    await expect(friendPage.locator(".cart-line")).toHaveCount(2);
    await expect(friendPage.locator(".cart-line .quantity-stepper__value")).toHaveText([/\b1$/, /\b1$/]);
    // Opening the link again (the back button, a second tap) adds nothing twice.
    await friendPage.goto(link.replace(/^https?:\/\/[^/]+/, "http://localhost:8787"));
    const again = friendPage.getByRole("button", { name: text("en", "cart_share_import") });
    if (await again.count()) await again.click();
    await expect(friendPage.locator(".cart-line")).toHaveCount(2);
    await friend.close();
  });

  for (const [prefix, language, currency] of [
    ["fr-fr", "fr", "€"],
    ["en", "en", "€"],
    ["es-es", "es", "€"],
    ["de-de", "de", "€"],
    ["it-it", "it", "€"],
    ["pl-pl", "pl", "zł"],
  ] as const) {
    test(`R1.04 the cart in ${language} (${prefix}): its words, its currency, the checkout step`, async ({ page }) => {
      await add(page.request, first.sku, prefix);
      await page.goto(`/${prefix}/cart`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(language, "cart_title"));
      await expect(page.getByTestId("cart-total")).toContainText(currency);
      await expect(page.locator("body")).toHaveAttribute("data-funnel-step", "1");
      await expect(page.getByRole("link", { name: text(language, "cart_checkout") })).toHaveAttribute(
        "href",
        `/${prefix}/order-billing`,
      );
      await expect(lines(page).locator(".cart-line__name")).toHaveText(first.name[language]);
    });
  }

  test("the empty cart offers to continue shopping and to sign in", async ({ page }) => {
    await page.goto("/de-de/cart");
    await expect(page.getByText(text("de", "cart_empty"), { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: text("de", "cart_continue_shopping") })).toBeVisible();
  });
});

test.describe("R1.03 loyalty in the cart", () => {
  test("a customer without a card adds the loyalty card, sees the points it earns, removes it and undoes within 4 s", async ({
    page,
  }) => {
    await page.goto("/fr-fr/account/dashboard");
    await signInAs(page, "Jonas");
    await add(page.request, first.sku);
    await page.goto("/fr-fr/cart");
    const panel = page
      .locator(".cart-panel")
      .filter({ has: page.getByRole("heading", { name: text("fr", "cart_loyalty_title") }) });
    await panel.getByRole("button", { name: text("fr", "cart_loyalty_card_add") }).click();
    await expect(panel.locator(".cart-points")).toBeVisible();
    await expect(page.locator(".cart-summary")).toContainText(text("fr", "cart_summary_loyalty_card"));
    await panel.getByRole("button", { name: text("fr", "cart_loyalty_card_remove") }).click();
    const banner = panel.locator(".undo-banner");
    await expect(banner).toContainText(text("fr", "cart_loyalty_card_removed"));
    await banner.getByRole("button", { name: text("fr", "cart_undo") }).click();
    await expect(panel.getByRole("button", { name: text("fr", "cart_loyalty_card_remove") })).toBeVisible();
  });

  test("R8.09 loyalty-card customers choose their offers; an offer whose gift is out of stock says Product_out_of_stock", async ({
    page,
  }) => {
    await page.goto("/fr-fr/account/dashboard");
    await signInAs(page, "Léa");
    await add(page.request, first.sku);
    await page.goto("/fr-fr/cart");
    await expect(page.locator(".cart-points")).toBeVisible();
    const offers = page.locator(".cart-offers");
    await offers.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: text("fr", "cart_offers_apply") }).click();
    await expect(page.locator(".cart-outcome:not(:empty)")).toHaveText(text("fr", "cart_loyalty_offers_saved"));
    await offers.getByRole("checkbox").last().check();
    await page.getByRole("button", { name: text("fr", "cart_offers_apply") }).click();
    await expect(page.locator(".cart-outcome:not(:empty)")).toHaveText(text("fr", "cart_product_out_of_stock"));
    // No loyalty-card offer to a customer who already has the card.
    await expect(page.getByRole("heading", { name: text("fr", "cart_loyalty_title") })).toHaveCount(0);
  });
});

test.describe("R4.07 R8.04 R8.05 R8.06 R8.08 conflicts are recovered without losing a line", () => {
  test("R8.05 two tabs: a stale tab's change is retried after 409 and nothing is lost or duplicated", async ({
    context,
  }) => {
    const tabA = await context.newPage();
    await add(tabA.request, first.sku);
    await add(tabA.request, second.sku);
    await tabA.goto("/fr-fr/cart");
    const tabB = await context.newPage();
    await tabB.goto("/fr-fr/cart");
    await lineOf(tabA, first.name.fr)
      .getByRole("button", { name: text("fr", "cart_remove") })
      .click();
    await expect(lineOf(tabA, first.name.fr)).toHaveCount(0);
    // Tab B still shows the old version: its change answers 409, is retried on the fresh cart.
    await lineOf(tabB, second.name.fr)
      .getByRole("button", { name: text("fr", "cart_quantity_increase") })
      .click();
    await expect(lineOf(tabB, second.name.fr).locator(".quantity-stepper__value")).toContainText("2");
    await expect(lineOf(tabB, first.name.fr)).toHaveCount(0);
    // Both tabs press + on the same line: the stale one is re-applied as +1 on the fresh cart.
    await tabA.reload();
    await lineOf(tabA, second.name.fr)
      .getByRole("button", { name: text("fr", "cart_quantity_increase") })
      .click();
    await expect(lineOf(tabA, second.name.fr).locator(".quantity-stepper__value")).toContainText("3");
    await lineOf(tabB, second.name.fr)
      .getByRole("button", { name: text("fr", "cart_quantity_increase") })
      .click();
    await expect(lineOf(tabB, second.name.fr).locator(".quantity-stepper__value")).toContainText("4");
    // Both tabs adding the same sku: one line, quantity 2, never two lines.
    await add(tabA.request, third.sku);
    await add(tabB.request, third.sku);
    await tabA.reload();
    await expect(lineOf(tabA, third.name.fr)).toHaveCount(1);
    await expect(lineOf(tabA, third.name.fr).locator(".quantity-stepper__value")).toContainText("2");
  });

  test("R8.08 a change with no cart says 'No known cart in store' in the shopper's words", async ({
    page,
    context,
  }) => {
    await add(page.request, first.sku);
    // A phone's screen: the line's "+" is further down than the empty cart will reach.
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/fr-fr/cart");
    // The answer in place: the "+" hydrated first (before, it posts as a plain form, a page load later).
    const increase = lineOf(page, first.name.fr).getByRole("button", { name: text("fr", "cart_quantity_increase") });
    await whenHydrated(increase);
    await context.clearCookies({ name: "as_cart_id_fr" });
    await increase.click();
    await expect(page.getByRole("alert")).toHaveText(text("fr", "cart_no_known_cart"));
    // Brought into view: on a phone the form that asked was further down than the empty cart reaches.
    await expect(page.getByRole("alert")).toBeInViewport();
    // The page now shows the cart as it is: empty, ready for a new one.
    await expect(lines(page)).toHaveCount(0);
    await expect(page.getByText(text("fr", "cart_empty"), { exact: true })).toBeVisible();
  });

  test("R8.06 a cart that is gone (404 'No cart found for id') is forgotten and a new one starts", async ({
    page,
    context,
  }) => {
    await page.request.get("/fr-fr");
    await context.addCookies([{ name: "as_cart_id_fr", value: "GONE404", url: "http://localhost:8787" }]);
    await page.goto("/fr-fr/cart");
    await expect(page.getByText(text("fr", "cart_empty"), { exact: true })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === "as_cart_id_fr")).toBe(false);
    await add(page.request, first.sku);
    await page.goto("/fr-fr/cart");
    await expect(lines(page)).toHaveCount(1);
  });

  test("R8.04 a signed-in customer whose cart exists elsewhere gets it back (406), and the add lands in it", async ({
    page,
    context,
  }) => {
    await page.goto("/fr-fr/account/dashboard");
    await signInAs(page, "Léa");
    await add(page.request, first.sku);
    await context.clearCookies({ name: "as_cart_id_fr" });
    await add(page.request, second.sku);
    await page.goto("/fr-fr/cart");
    await expect(lines(page)).toHaveCount(2);
  });
});

test.describe("R4.03 R4.09 R8.01 session", () => {
  test("R4.09 an anonymous cart merges into the customer's at sign-in, with the cartMerged toast", async ({ page }) => {
    await page.goto("/fr-fr/account/dashboard");
    await signInAs(page, "Léa");
    await add(page.request, first.sku);
    await page.goto("/fr-fr/auth/logout");
    await page.getByRole("main").getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/fr-fr$/);
    await add(page.request, second.sku);
    await page.goto("/fr-fr/cart");
    await expect(lines(page)).toHaveCount(1);
    await page.goto("/fr-fr/account/dashboard");
    await signInAs(page, "Léa");
    await expect(page).toHaveURL(/\/fr-fr\/account\/dashboard$/);
    await expect(page.locator(".toast")).toContainText(text("fr", "toast_cart_merged"));
    await page.goto("/fr-fr/cart");
    await expect(lines(page)).toHaveCount(2);
  });

  test("R2.2.14 a callback this browser did not start (login CSRF) stores no tokens", async ({ page, context }) => {
    // Tokens of a real sign-in, replayed with another browser's state tag.
    await page.goto("/fr-fr/account/dashboard");
    await expect(page).toHaveURL(/\/__mock\/auth\/sign-in\?/);
    await context.clearCookies();
    const response = await page.goto(
      "/fr-fr/auth/callback?access_token=a.b.c&refresh_token=a.b.c&state=AAAAAAAAAAAAAAAA~/fr-fr",
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByText(text("fr", "auth_callback_failed"))).toBeVisible();
    expect((await context.cookies()).some((cookie) => /^as_(access|refresh)_token/.test(cookie.name))).toBe(false);
  });

  test("R8.01 an expired access token is refreshed once (401 'Invalid JWT.') and the page loads signed in", async ({
    page,
    context,
  }) => {
    await page.goto("/en/account/dashboard");
    await signInAs(page, "Jonas", { access: 5 });
    await expect(page).toHaveURL(/\/en\/account\/dashboard$/);
    const before = await accessToken(context);
    await untilAccessTokenExpires(page, context);
    await page.goto("/en/account/settings");
    await expect(page).toHaveURL(/\/en\/account\/settings$/);
    const after = await accessToken(context);
    expect(after).not.toBe(before);
  });

  test("R8.01 when the refresh fails the tokens are cleared and the shopper signs in again, coming back", async ({
    page,
    context,
  }) => {
    await page.goto("/en/account/dashboard");
    await signInAs(page, "Jonas", { access: 5 });
    await expect(page).toHaveURL(/\/en\/account\/dashboard$/);
    await untilAccessTokenExpires(page, context);
    await context.addCookies([
      {
        name: "mock-fault",
        value: encodeURIComponent(
          JSON.stringify({ call: "POST /api/cookie-refresh-tokens", status: 401, message: "Invalid refresh token" }),
        ),
        url: "http://localhost:8787",
      },
    ]);
    await page.goto("/en/account/settings");
    await expect(page).toHaveURL(/\/__mock\/auth\/sign-in\?/);
    expect(new URL(page.url()).searchParams.get("state")?.split("~")[1]).toBe("/en/account/settings");
    expect((await context.cookies()).some((cookie) => cookie.name === "as_access_token_local")).toBe(false);
  });

  test("on a public page a failed refresh signs the shopper out with a notice, the page still renders", async ({
    page,
    context,
  }) => {
    await page.goto("/en/account/dashboard");
    await signInAs(page, "Jonas", { access: 5 });
    await expect(page).toHaveURL(/\/en\/account\/dashboard$/);
    await untilAccessTokenExpires(page, context);
    await context.addCookies([
      {
        name: "mock-fault",
        value: encodeURIComponent(JSON.stringify({ call: "POST /api/cookie-refresh-tokens", status: 401 })),
        url: "http://localhost:8787",
      },
    ]);
    await page.goto("/en");
    await expect(page.locator(".toast")).toContainText(text("en", "toast_session_expired"));
    expect((await context.cookies()).some((cookie) => cookie.name === "as_refresh_token_local")).toBe(false);
  });
});

test.describe("every cart form works without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("R4.08 removing the last line shows its undo banner in the emptied cart, and undo restores it", async ({
    page,
  }) => {
    await add(page.request, first.sku);
    await page.goto("/fr-fr/cart");
    await lineOf(page, first.name.fr)
      .getByRole("button", { name: text("fr", "cart_remove") })
      .click();
    await expect(page.locator(".undo-banner")).toContainText(first.name.fr);
    await expect(page.locator(".cart-empty__text")).toBeVisible();
    await page
      .locator(".undo-banner")
      .getByRole("button", { name: text("fr", "cart_undo") })
      .click();
    await expect(lines(page)).toHaveCount(1);
  });

  test("quantity, remove with its undo banner, undo, promo code, donation", async ({ page }) => {
    await add(page.request, first.sku);
    await add(page.request, second.sku);
    await page.goto("/fr-fr/cart");
    const line = lineOf(page, first.name.fr);
    await line.getByRole("button", { name: text("fr", "cart_quantity_increase") }).click();
    await expect(lineOf(page, first.name.fr).locator(".quantity-stepper__value")).toContainText("2");
    await lineOf(page, first.name.fr)
      .getByRole("button", { name: text("fr", "cart_remove") })
      .click();
    await expect(page.locator(".undo-banner")).toContainText(first.name.fr);
    await expect(lineOf(page, first.name.fr)).toHaveCount(0);
    await page
      .locator(".undo-banner")
      .getByRole("button", { name: text("fr", "cart_undo") })
      .click();
    await expect(lineOf(page, first.name.fr).locator(".quantity-stepper__value")).toContainText("2");
    await page.getByRole("textbox", { name: text("fr", "cart_promo_label") }).fill("WELCOME10");
    await page.getByRole("button", { name: text("fr", "cart_promo_apply") }).click();
    await expect(page.locator(".cart-codes__code")).toHaveText(["WELCOME10"]);
    await page.locator(".cart-donation").getByRole("button", { name: /1,00/ }).click();
    await expect(page.locator(".cart-summary")).toContainText(text("fr", "cart_summary_donation"));
  });
});

test.describe("add to cart without JavaScript", () => {
  // A French browser on the French site: no country popin over the form.
  test.use({ javaScriptEnabled: false, locale: "fr-FR" });

  test("add to cart from the product page comes back to it with its answer (303); reloading adds nothing more", async ({
    page,
  }) => {
    const item = stocked.find((entry) => entry.sku === first.sku)!;
    await page.goto(`/fr-fr/x--p${item.productId}`);
    await page.locator(`.size input[value="${first.sku}"]`).check({ force: true });
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: text("fr", "product_add_to_cart") }).click();
    expect((await posted).status()).toBe(303);
    await expect(page).toHaveURL(new RegExp(`/fr-fr/[\\w-]+--p${item.productId}`));
    await expect(page.locator(".product__form .product__outcome")).toHaveText(text("fr", "product_added"));
    await expect(page.locator(".cart-badge")).toHaveText("1");
    // Post/Redirect/Get: a reload asks for the page again, it does not post the form again.
    await page.reload();
    await expect(page.locator(".cart-badge")).toHaveText("1");
    await expect(page.locator(".product__form .product__outcome")).toHaveText("");
    await page.goto("/fr-fr/cart");
    await expect(lineOf(page, first.name.fr).locator(".quantity-stepper__value")).toContainText("1");
  });
});

test.describe("R7.21 emptying the cart, after a confirmation", () => {
  test("with JavaScript (en): asked first, then every line goes, the badge at once, a toast says so", async ({
    page,
  }) => {
    await add(page.request, first.sku, "en");
    await add(page.request, second.sku, "en");
    await page.goto("/en/cart");
    await expect(lines(page)).toHaveCount(2);
    await page.getByText(text("en", "cart_empty_action"), { exact: true }).click();
    await expect(page.getByText(text("en", "cart_empty_confirm"))).toBeVisible();
    await page.getByRole("button", { name: text("en", "cart_empty_yes") }).click();
    await expect(page.locator(".toast").filter({ hasText: text("en", "cart_emptied") })).toBeVisible();
    await expect(lines(page)).toHaveCount(0);
    await expect(page.locator(".cart-badge")).toHaveCount(0);
  });

  test("without JavaScript (fr): the confirmation is a disclosure, the post answers 303 back to an empty cart", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "fr-FR", javaScriptEnabled: false });
    const page = await context.newPage();
    await add(page.request, first.sku);
    await page.goto("/fr-fr/cart");
    await page.getByText(text("fr", "cart_empty_action"), { exact: true }).click();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: text("fr", "cart_empty_yes") }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await expect(page).toHaveURL(/\/fr-fr\/cart#form-answer$/);
    await expect(lines(page)).toHaveCount(0);
    await context.close();
  });
});
