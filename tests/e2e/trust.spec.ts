import { expect, test, whenHydrated, type APIRequestContext } from "./fixtures";
import { PRODUCTS } from "../../mocks/data/catalog";
import { TARIFFS } from "../../mocks/cart-engine";
import { addToCart, payBy, upToPayment, WARSAW } from "./checkout-flow";
import { signedInAt } from "./session";
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
  const response = await request.post(`/${prefix}/cart`, {
    headers: { origin: "http://localhost:8787" },
    form: { intent: "add-to-cart", sku, returnTo: `/${prefix}/cart` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

const zloty = (cents: number) =>
  new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN" }).format(cents / 100);
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");

test.describe("issue 27: money promises", () => {
  test("pl-pl: the footer's free delivery over 199 zł is the threshold the cart applies, in złoty", async ({
    page,
  }) => {
    const home = TARIFFS.PLN.NO!;
    // One garment under the threshold, then a second one taking the cart over it.
    const cheap = stocked.find((entry) => entry.prices.PLN.amount > 9000 && entry.prices.PLN.amount < 12000)!;
    const more = stocked.find(
      (entry) =>
        entry.productId !== cheap.productId &&
        entry.prices.PLN.amount + cheap.prices.PLN.amount > home.freeAbove! &&
        entry.prices.PLN.amount < 15000,
    )!;
    await add(page.request, "pl-pl", cheap.sku);
    await page.goto("/pl-pl/cart");
    await expect(page.locator("footer")).toContainText("Darmowa dostawa powyżej 199 zł");
    const homeDelivery = page.locator(".delivery-option").filter({ hasText: "Dostawa do domu" });
    await expect(homeDelivery.locator(".delivery-option__price")).toHaveText(zloty(home.price), { useInnerText: true });
    const missing = plain(zloty(home.freeAbove! - cheap.prices.PLN.amount + 1));
    expect(plain(await homeDelivery.locator(".delivery-option__hint").innerText())).toBe(
      plain(text("pl", "cart_delivery_free_from", { amount: missing })),
    );

    await add(page.request, "pl-pl", more.sku);
    await page.reload();
    await expect(homeDelivery.locator(".delivery-option__price")).toContainText(text("pl", "cart_delivery_free"));
    await expect(homeDelivery.locator(".delivery-option__hint")).toHaveCount(0);
  });

  test("fr-fr: the cart's delivery estimate for clothes never offers e-mail delivery, as checkout refuses it", async ({
    page,
  }) => {
    // Below the free-delivery threshold, so the store is the one free method (decision 174).
    const garment = stocked.find((entry) => entry.prices.EUR.amount < 4900)!;
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
    await upToPayment(page, "pl-pl", "pl", WARSAW, "Jonas");
    const boxes = page.locator(".payment-subscriptions input[type=checkbox]");
    await expect(boxes.first()).toBeVisible();
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  });

  // fr-fr, Léa: what she already takes is ticked at payment, and nothing else; checked on the way to
  // her order in "an order placed in one browser is found from another" below.
});

test.describe("issue 27: the summary says where and how much", () => {
  test("fr-fr: a promo code and a pickup point: every step's summary and the overview name the point, the delivery price, the discount line, then the total", async ({
    page,
  }) => {
    await addToCart(page.request, "fr-fr");
    const promo = await page.request.post("/fr-fr/cart", {
      headers: { origin: "http://localhost:8787" },
      form: { intent: "promo-add", code: "WELCOME10", returnTo: "/fr-fr/cart" },
      maxRedirects: 0,
    });
    expect(promo.status()).toBe(303);
    await signedInAt(page, "/fr-fr/order-billing");
    const summary = page.locator(".order-summary");
    // From the first step: the subtotal, the promo code's own line, the total.
    await expect(summary).toContainText(text("fr", "checkout_summary_subtotal"));
    await expect(
      summary.locator(".order-summary__adjustment", {
        hasText: text("fr", "checkout_summary_promo", { code: "WELCOME10" }),
      }),
    ).toContainText("−");
    await page.waitForLoadState("networkidle");
    await page.locator("button.checkout__next").click();
    await expect(page).toHaveURL(/\/fr-fr\/order-delivery$/);
    await page.waitForLoadState("networkidle");
    await page.getByRole("radio", { name: /Point relais/ }).check();
    await expect(page).toHaveURL(/method=PR/);
    await page.waitForLoadState("networkidle");
    const point = page.locator(".place-list > li").first();
    const pointName = (await point.locator(".place-card__name").innerText()).trim();
    await point.getByRole("button", { name: text("fr", "checkout_deliver_here") }).click();
    await expect(page).toHaveURL(/\/fr-fr\/order-overview$/);

    // The overview's delivery block: the method, its price, the point's name and address.
    const deliveryBlock = page
      .locator(".overview-block")
      .filter({ has: page.getByRole("heading", { name: text("fr", "order_delivery_title") }) });
    await expect(deliveryBlock).toContainText("Point relais");
    await expect(deliveryBlock.locator("address")).toContainText(pointName.toUpperCase());
    // The summary: the point too, then the amounts adding up.
    await expect(summary.locator(".order-summary__destination")).toContainText(pointName.toUpperCase());
    const amount = async (locator: ReturnType<typeof page.locator>) =>
      // A discount is written with the minus sign (U+2212), as the cart writes it.
      Number(
        (await locator.innerText())
          .replace("\u2212", "-")
          .replace(/[^\d,-]/g, "")
          .replace(",", "."),
      );
    const subtotal = await amount(summary.locator(".order-summary__totals > div").first().locator("dd"));
    const discount = await amount(summary.locator(".order-summary__adjustment dd").first());
    const shippingText = await summary.locator(".order-summary__shipping dd").first().innerText();
    const shipping =
      shippingText === text("fr", "checkout_delivery_free")
        ? 0
        : await amount(summary.locator(".order-summary__shipping dd").first());
    const total = await amount(summary.locator(".order-summary__total dd"));
    expect(discount).toBeLessThan(0);
    expect(Math.round((subtotal + discount + shipping) * 100)).toBe(Math.round(total * 100));
  });
});

test.describe("issue 27: sizes chosen on purpose", () => {
  test.use({ locale: "fr-FR" });

  test("fr-fr with JavaScript: no size is chosen for the shopper; Add without one says so and focuses the sizes, posting nothing", async ({
    page,
  }) => {
    await page.goto("/fr-fr/x--p1000004");
    const sizes = page.locator("#product-sizes input[name=sku]");
    await expect(sizes.first()).toBeVisible();
    for (const size of await sizes.all()) await expect(size).not.toBeChecked();
    const posts: string[] = [];
    page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
    await page.locator(".product__add").click();
    await expect(page.locator(".product__form .product__outcome")).toHaveText(text("fr", "product_choose_size"));
    await expect(page.locator("#product-sizes input[name=sku]:focus")).toHaveCount(1);
    expect(posts).toEqual([]);
    // Chosen on purpose, it is added, and the chosen size stays chosen.
    await page.locator('#product-sizes input[value="10000040102"]').check({ force: true });
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.locator(".product__add").click(),
    ]);
    await expect(page.locator(".product__form .product__outcome")).toHaveText(text("fr", "product_added"));
    await expect(page.locator('#product-sizes input[value="10000040102"]')).toBeChecked();
  });

  test("pl-pl without JavaScript: Add without a size comes back to the sizes with 'choose your size'; after adding, the size added stays chosen", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: "pl-PL",
      storageState: "tests/e2e/consent-decided.json",
    });
    const page = await context.newPage();
    await page.goto("/pl-pl/x--p1000004");
    await page.locator(".product__add").click();
    await expect(page).toHaveURL(/#product-sizes$/);
    await expect(page.locator(".product__form .product__outcome")).toHaveText(text("pl", "product_choose_size"));
    await expect(page.locator("#product-sizes")).toHaveAttribute("data-invalid", "true");
    await page.locator('#product-sizes input[value="10000040105"]').check({ force: true });
    await page.locator(".product__add").click();
    await expect(page.locator(".product__form .product__outcome")).toHaveText(text("pl", "product_added"));
    await expect(page.locator('#product-sizes input[value="10000040105"]')).toBeChecked();
    for (const other of await page.locator('#product-sizes input[name=sku]:not([value="10000040105"])').all())
      await expect(other).not.toBeChecked();
    await context.close();
  });

  test("fr-fr: an in-store-only size cannot be added, is not struck through and leads to its stock in stores; sold-out sizes have one alert form", async ({
    page,
  }) => {
    await page.goto("/fr-fr/x--p1000019?option=100001902");
    const inStoreOnly = page.locator(".size-cell").filter({ has: page.locator('input[value="10000190207"]') });
    await expect(inStoreOnly.locator("input")).toBeDisabled();
    await expect(inStoreOnly).toContainText(text("fr", "availability_in_store_only"));
    await expect(inStoreOnly.locator(".size")).toHaveAttribute("data-stock", "in-store");
    await expect(inStoreOnly.locator(".size__label")).not.toHaveCSS("text-decoration-line", "line-through");
    await inStoreOnly.getByRole("link", { name: new RegExp(text("fr", "product_size_in_store_link")) }).click();
    await expect(page).toHaveURL(/storeSku=10000190207#product-stores$/);
    await expect(page.locator("#product-stores select[name=storeSku]")).toHaveValue("10000190207");

    // Issue 49: one way to ask for an alert, the form under the sizes; no link per size beside it.
    const soldOut = page.locator(".size-cell").filter({ has: page.locator('input[value="10000190205"]') });
    await expect(soldOut.locator("input")).toBeDisabled();
    await expect(soldOut.locator(".size__label")).toHaveCSS("text-decoration-line", "line-through");
    await expect(soldOut.getByRole("link")).toHaveCount(0);
    await expect(page.locator("#product-alert")).toHaveCount(1);
    const alertSizes = page.locator("#product-alert select[name=sku] option:not([disabled])");
    await expect(alertSizes).toHaveText(["40", "42"]);
    await expect(page.locator("#product-alert select[name=sku]")).toHaveValue("");
  });
});

test.describe("issue 27: WCAG 2.4.11 focus not obscured by the privacy banner", () => {
  // A first visit: the privacy banner is open.
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const [device, viewport] of [
    ["phone", { width: 412, height: 780 }],
    ["desktop", { width: 1280, height: 720 }],
  ] as const) {
    test(`${device}: tabbing through the cart, every focused control stays at least partly above the banner`, async ({
      page,
    }) => {
      // A hundred-odd Tabs on desktop: room for a loaded CI machine.
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await addToCart(page.request, "en");
      await page.goto("/en/cart");
      const banner = page.locator(".consent-banner");
      await expect(banner).toBeVisible();
      await page.waitForLoadState("networkidle");
      const checkout = page
        .getByRole("link", { name: text("en", "cart_checkout") })
        .or(page.getByRole("button", { name: text("en", "cart_checkout") }))
        .first();
      // One round trip per Tab: the desktop header alone holds about 90 links, and
      // three calls a step ran past the timeout on a loaded CI machine.
      const target = await checkout.elementHandle();
      let reached = false;
      for (let step = 0; step < 160 && !reached; step++) {
        await page.keyboard.press("Tab");
        const state = await page.evaluate((checkoutControl) => {
          const focused = document.activeElement as HTMLElement | null;
          const sheet = document.querySelector(".consent-banner");
          const reached = focused === checkoutControl;
          if (!focused || !sheet || sheet.contains(focused) || focused === document.body)
            return { reached, obscured: null };
          const box = focused.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return { reached, obscured: null };
          const top = sheet.getBoundingClientRect().top;
          const obscured =
            box.top >= top
              ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)} at ${Math.round(box.top)} under the banner at ${Math.round(top)}`
              : null;
          return { reached, obscured };
        }, target);
        expect(state.obscured).toBeNull();
        reached = state.reached;
      }
      expect(reached).toBe(true);
    });
  }
});

test.describe("issue 27: account rough edges and wording", () => {
  test("en: the account menu follows the site's flags (no loyalty card, no downloads); the footer says Legal notice; My details masks the IBAN and leads to deleting the account", async ({
    page,
  }) => {
    await signedInAt(page, "/en/account/settings");
    const menu = page.locator(".account-nav");
    await expect(menu).toContainText(text("en", "account_orders_title"));
    await expect(menu).not.toContainText(text("en", "account_loyalty_title"));
    await expect(menu).not.toContainText(text("en", "account_downloads_title"));
    await expect(page.locator("footer")).toContainText("Legal notice");
    await expect(page.locator("footer")).not.toContainText("Legal mentions");
    await page.getByRole("link", { name: text("en", "account_delete_title") }).click();
    await expect(page).toHaveURL(/\/en\/account\/delete$/);
    // Submitted without the tick: the box says why, and no empty summary box shows (the hydrated
    // form's message; before hydration the browser's own bubble says it).
    const submit = page.getByRole("button", { name: text("en", "account_delete_title") });
    await whenHydrated(submit);
    await submit.click();
    await expect(page.locator("#delete-confirm-error")).toBeVisible();
    await expect(page.getByText(/Some fields need your attention/)).toHaveCount(0);
  });

  test("fr-fr: a saved IBAN shows only its last four characters", async ({ page }) => {
    await signedInAt(page, "/fr-fr/account/settings/bank-details", "Jonas");
    await page.locator("#bank-iban").fill("DE89 3704 0044 0532 0130 00");
    await page.getByRole("button", { name: text("fr", "account_save") }).click();
    // Saved, the form goes on to My details (leaving earlier would cancel the save).
    await expect(page).toHaveURL(/\/fr-fr\/account\/settings$/);
    await expect(page.locator(".account-iban")).toHaveText("•••• •••• •••• •••• •••• 3000");
    await expect(page.locator("body")).not.toContainText("DE89 3704");
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`en ${javaScriptEnabled ? "with" : "without"} JavaScript: deleting an address shows it line by line, then the list saying it is deleted`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: "en-GB", javaScriptEnabled });
      const page = await context.newPage();
      await signedInAt(page, "/en/account/settings/delivery-addresses");
      const cards = page.locator(".account-addresses > li");
      const before = await cards.count();
      await cards
        .first()
        .getByRole("link", { name: /Delete/ })
        .click();
      await expect(page).toHaveURL(/\/en\/account\/settings\/delivery-addresses\/[\w-]+\/delete$/);
      // The URL changes with the navigation; the question page is measured once it is the one shown.
      const confirm = page.getByRole("button", { name: text("en", "account_delete_address_confirm") });
      await expect(confirm).toBeVisible();
      // One line each: the name, the street, the town, never run together.
      const lines = page.locator("main address > span");
      expect(await lines.count()).toBeGreaterThanOrEqual(3);
      await expect
        .poll(async () => {
          const tops = await lines.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().top));
          return new Set(tops).size === tops.length;
        })
        .toBe(true);
      await confirm.click();
      await expect(page).toHaveURL(/\/en\/account\/settings\/delivery-addresses$/);
      await expect(page.getByText(text("en", "account_address_deleted")).first()).toBeVisible();
      await expect(page.getByText(text("en", "account_gone"))).toHaveCount(0);
      await expect(cards).toHaveCount(before - 1);
      await context.close();
    });
  }

  test("fr-fr: each street line says its limit as it is typed, and a pasted line is never cut without the shopper seeing it", async ({
    page,
  }) => {
    await signedInAt(page, "/fr-fr/account/settings/delivery-addresses/create");
    await page.waitForLoadState("networkidle");
    const hint = page.locator("#shipping-address1-hint");
    await expect(hint).toHaveText(text("fr", "field_character_count", { count: "0", max: "50" }));
    await expect(page.locator("#shipping-address1")).toHaveAttribute("aria-describedby", /shipping-address1-hint/);
    await page.locator("#shipping-address1").fill("8 rue du Bac, escalier C, 4e étage, porte gauche");
    await expect(hint).toHaveText(text("fr", "field_character_count", { count: "48", max: "50" }));
    await page.locator("#shipping-address1").fill("8 rue du Bac, escalier C, 4e étage, porte gauche, au fond");
    await expect(hint).toHaveText(text("fr", "field_character_count", { count: "50", max: "50" }));
  });

  test("en: a saved billing address in a country the site does not bill to is not put beside another country; the page says why", async ({
    page,
  }) => {
    await addToCart(page.request, "en");
    await signedInAt(page, "/en/order-billing");
    await expect(page.locator(".notice")).toContainText("(France)");
    await expect(page.locator(".notice")).toContainText("United Kingdom");
    await expect(page.locator("#billing-address1")).toHaveValue("");
    await expect(page.locator("#billing-zipCode")).toHaveValue("");
    await expect(page.locator("#billing-country")).toHaveValue("GB");
  });

  test("fr-fr: at payment only what the customer already takes is ticked (Léa's newsletter and e-ticket), never loyalty news by default; her order placed in one browser is found from another; each browser keeps its own cart", async ({
    page,
    browser,
  }) => {
    await upToPayment(page, "fr-fr", "fr");
    await expect(page.locator("input[name=subscription-newsletter]")).toBeChecked();
    await expect(page.locator("input[name=subscription-eTicket]")).toBeChecked();
    await expect(page.locator("input[name=subscription-loyaltyNews]")).not.toBeChecked();
    await payBy(page, "PayPal");
    await expect(page).toHaveURL(/\/fr-fr\/order-confirmation\?order=AS26\w+$/);
    const orderNumber = new URL(page.url()).searchParams.get("order")!;
    const other = await browser.newContext({ locale: "fr-FR" });
    const elsewhere = await other.newPage();
    await signedInAt(elsewhere, "/fr-fr/account/orders");
    await expect(elsewhere.locator(".order-list")).toContainText(orderNumber);
    await elsewhere.locator(".order-list a", { hasText: orderNumber }).click();
    await expect(elsewhere.locator(".order-details")).toContainText(orderNumber);
    await other.close();
  });
});
