import { z } from "zod";
import { describe, expect, test } from "vitest";
import { cartAction } from "../../../app/features/cart/actions.server";
import type { CartAnswer } from "../../../app/features/cart/intents";
import { m } from "../../../app/paraglide/messages.js";
import { PRODUCTS } from "../../../mocks/data/catalog";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { cartService } from "../../../app/features/cart/service.server";

/**
 * Every intent of the cart's one write endpoint, against the offline backend through the
 * storefront's own API client: what the shopper is told, the status, and what the cart became.
 */
const backend = mockApi();
const fr = { locale: "fr" as const };
const sizes = PRODUCTS.flatMap((product) =>
  product.options.flatMap((option) => option.sizes.map((size) => ({ product, option, size }))),
);
const stocked = sizes.filter((entry) => entry.size.stock >= 6 && entry.size.availabilityCode === 2);
const skuA = stocked[0]!.size.sku;
const skuB = stocked.find((entry) => entry.product.productId !== stocked[0]!.product.productId)!.size.sku;
const soldOut = sizes.find((entry) => entry.size.stock === 0)!.size.sku;

async function shopper(options: { customerId?: string } = {}) {
  const session = backend.newSession();
  const token = options.customerId ? (await backend.signIn(options.customerId)).accessToken : undefined;
  const tokens = token
    ? {
        accessToken: token,
        refreshToken: (await backend.signIn(options.customerId!, { accessSeconds: 900, refreshSeconds: 3600 }))
          .refreshToken,
      }
    : {};
  let cookies: Record<string, string> = {};
  /** One request of this shopper: a fresh context carrying the cookies the last answer set. */
  const request = () => {
    const context = testContext("/fr-fr/cart", {
      api: backend.client({ session, store: "fr", language: "fr-FR", token }),
      tokens,
      cookies,
    });
    return context;
  };
  async function post(fields: Record<string, string | string[]>): Promise<{ answer: CartAnswer; status: number }> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
    const context = request();
    const answered = await cartAction.answer(form, context);
    for (const header of context.cookies.setCookieHeaders()) {
      const [pair] = header.split(";");
      const [name, value] = pair!.split("=");
      if (header.includes("Max-Age=0")) {
        const { [name!]: _gone, ...rest } = cookies;
        cookies = rest;
      } else cookies = { ...cookies, [name!]: decodeURIComponent(value!) };
    }
    return answered;
  }
  const cart = async () => (await cartService(request()).read())!;
  return { post, cart, cookies: () => cookies, api: () => request().api };
}

describe("the cart endpoint: every intent", () => {
  test("R4.07 add-to-cart creates the cart on the first add and keeps its id", async () => {
    const { post, cart, cookies } = await shopper();
    expect(await post({ intent: "add-to-cart", sku: skuA })).toMatchObject({
      answer: { intent: "add-to-cart", ok: true, message: m.product_added({}, fr) },
      status: 200,
    });
    expect(cookies().as_cart_id_fr).toMatch(/\w/);
    expect((await cart()).lineItems).toMatchObject([{ sku: skuA, quantity: 1 }]);
  });

  test("a sold-out size is refused in the shopper's words, and nothing is added; so is a size the shop does not know", async () => {
    const { post } = await shopper();
    // The answer names the size, so the page keeps it chosen (issue 27).
    expect(await post({ intent: "add-to-cart", sku: soldOut })).toEqual({
      answer: { intent: "add-to-cart", ok: false, message: m.cart_stock_limit({}, fr), sku: soldOut },
      status: 400,
    });
    expect(await post({ intent: "add-to-cart", sku: "NOSUCHSKU" })).toEqual({
      answer: { intent: "add-to-cart", ok: false, message: m.product_add_failed({}, fr), sku: "NOSUCHSKU" },
      status: 400,
    });
  });

  test("an unknown intent, a malformed field or a body that is not a form is a 400 with a localised message", async () => {
    const { post } = await shopper();
    const invalid = { answer: { intent: "invalid", ok: false, message: m.cart_form_invalid({}, fr) }, status: 400 };
    expect(await post({ intent: "empty-the-shop" })).toEqual(invalid);
    // A known form with a wrong value answers as that form, so the page shows it beside it.
    expect(await post({ intent: "quantity", lineId: "L1", quantity: "1000" })).toEqual({
      ...invalid,
      answer: { ...invalid.answer, intent: "quantity" },
    });
    // Without a size: "choose your size", on the sizes themselves (issue 27).
    expect(await post({ intent: "add-to-cart" })).toEqual({
      answer: {
        intent: "add-to-cart",
        ok: false,
        message: m.product_choose_size({}, fr),
        fieldErrors: { sku: m.product_choose_size({}, fr) },
      },
      status: 400,
    });
    expect(await cartAction.answer(null, testContext("/fr-fr/cart"))).toEqual(invalid);
  });

  test("R7.21 empty: DELETE /carts/{id}?version, then no cart and no cookie; a stale version still empties, as confirmed", async () => {
    const { post, cart, cookies, api } = await shopper();
    await post({ intent: "add-to-cart", sku: skuA });
    await post({ intent: "add-to-cart", sku: skuB });
    const { version: seen, id } = await cart();
    await post({ intent: "add-to-cart", sku: skuA });
    expect(await post({ intent: "empty", version: String(seen) })).toEqual({
      answer: { intent: "empty", ok: true, message: m.cart_emptied({}, fr) },
      status: 200,
    });
    expect(cookies().as_cart_id_fr).toBeUndefined();
    // The backend deleted it: the old id is a 404 now.
    await expect(api().call(`carts/${id}`, { schema: z.unknown() })).rejects.toMatchObject({ status: 404 });
    // Nothing to empty any more: still an empty cart, not an error.
    expect(await post({ intent: "empty" })).toMatchObject({ answer: { ok: true }, status: 200 });
    // The next add makes a new cart.
    await post({ intent: "add-to-cart", sku: skuB });
    expect((await cart()).lineItems).toMatchObject([{ sku: skuB, quantity: 1 }]);
  });

  test("R8.08 a change without a cart: 'No known cart in store', said as a lost cart (409)", async () => {
    const { post } = await shopper();
    expect(await post({ intent: "promo-add", code: "WELCOME10" })).toEqual({
      answer: { intent: "promo-add", ok: false, message: m.cart_no_known_cart({}, fr), cartLost: true },
      status: 409,
    });
  });

  test("quantity changes the line, answers for that line only, and stays within stock", async () => {
    const { post, cart } = await shopper();
    await post({ intent: "add-to-cart", sku: skuA });
    const line = (await cart()).lineItems[0]!;
    expect(await post({ intent: "quantity", lineId: line.lineId, quantity: "3", seenQuantity: "1" })).toMatchObject({
      answer: { ok: true, lineId: line.lineId },
      status: 200,
    });
    expect((await cart()).lineItems[0]!.quantity).toBe(3);
    const beyond = await post({ intent: "quantity", lineId: line.lineId, quantity: "99", seenQuantity: "3" });
    expect(beyond).toMatchObject({ answer: { ok: false, lineId: line.lineId }, status: 400 });
  });

  test("the answers of adds, quantity changes and removals carry the data layer's cart event; a refusal carries none", async () => {
    const { post, cart } = await shopper();
    expect((await post({ intent: "add-to-cart", sku: skuA })).answer.tracked).toMatchObject({
      event: "add_to_cart",
      currency: "EUR",
      items: [{ sku: skuA, quantity: 1 }],
    });
    const line = (await cart()).lineItems[0]!;
    expect((await post({ intent: "quantity", lineId: line.lineId, quantity: "3" })).answer.tracked).toMatchObject({
      event: "add_to_cart",
      items: [{ sku: skuA, quantity: 2 }],
    });
    expect((await post({ intent: "remove", lineId: line.lineId })).answer.tracked).toMatchObject({
      event: "remove_from_cart",
      items: [{ sku: skuA, quantity: 3 }],
    });
    const refused = await post({ intent: "add-to-cart", sku: "99999999999" });
    expect(refused.answer.ok).toBe(false);
    expect(refused.answer.tracked).toBeUndefined();
  });

  test("R4.08 remove answers the removed line for its undo banner; undo-remove restores it with its quantity", async () => {
    const { post, cart } = await shopper();
    await post({ intent: "add-to-cart", sku: skuA });
    await post({ intent: "add-to-cart", sku: skuA });
    const line = (await cart()).lineItems[0]!;
    const removed = await post({ intent: "remove", lineId: line.lineId });
    expect(removed.answer).toMatchObject({
      intent: "remove",
      ok: true,
      removed: { lineId: line.lineId, sku: skuA, quantity: 2, name: line.name },
    });
    expect((await cart()).lineItems).toEqual([]);
    // Removing it again (another tab): nothing to undo, the page shows the cart as it is.
    expect((await post({ intent: "remove", lineId: line.lineId })).answer).toEqual({
      intent: "remove",
      ok: true,
      message: m.cart_line_removed_elsewhere({}, fr),
    });
    expect((await post({ intent: "undo-remove", sku: skuA, quantity: "2" })).answer).toMatchObject({
      ok: true,
      message: m.cart_line_restored({}, fr),
    });
    expect((await cart()).lineItems).toMatchObject([{ sku: skuA, quantity: 2 }]);
  });

  test("R5.06 R8.09 promo codes: applied, already applied, below their minimum, unknown, Product_out_of_stock once the cart is updated, removed", async () => {
    const { post, cart } = await shopper();
    await post({ intent: "add-to-cart", sku: skuA });
    expect((await post({ intent: "promo-add", code: "welcome10" })).answer).toMatchObject({
      ok: true,
      message: m.cart_promo_applied({ code: "WELCOME10" }, fr),
    });
    expect((await post({ intent: "promo-add", code: "WELCOME10" })).answer).toMatchObject({
      ok: false,
      message: m.cart_promo_already({ code: "WELCOME10" }, fr),
    });
    const price = (await cart()).lineItems[0]!.catalogPrice.price.centAmount;
    if (price < 3000)
      expect((await post({ intent: "promo-add", code: "NOEL5" })).answer).toMatchObject({
        ok: false,
        message: m.cart_promo_minimum({ code: "NOEL5" }, fr),
      });
    expect((await post({ intent: "promo-add", code: "NOPE42" })).answer).toMatchObject({
      ok: false,
      message: m.cart_promo_invalid({ code: "NOPE42" }, fr),
    });
    expect((await post({ intent: "promo-add", code: "GIFTSOCKS" })).answer).toMatchObject({
      ok: true,
      message: m.cart_product_out_of_stock({}, fr),
    });
    expect((await cart()).discountCode.map((code) => code.code)).toEqual(["WELCOME10", "GIFTSOCKS"]);
    expect((await post({ intent: "promo-remove", code: "WELCOME10" })).answer).toMatchObject({
      ok: true,
      message: m.cart_promo_removed({ code: "WELCOME10" }, fr),
    });
    expect((await cart()).discountCode.map((code) => code.code)).toEqual(["GIFTSOCKS"]);
  });

  test("issue 49: a promo code pasted with spaces around it is trimmed and upper-cased before it is checked", async () => {
    const { post, cart } = await shopper();
    await post({ intent: "add-to-cart", sku: skuA });
    expect((await post({ intent: "promo-add", code: " welcome10 \t" })).answer).toMatchObject({
      ok: true,
      message: m.cart_promo_applied({ code: "WELCOME10" }, fr),
    });
    expect((await cart()).discountCode.map((code) => code.code)).toEqual(["WELCOME10"]);
  });

  test("R1.03 loyalty card: added, removed with its undo answer", async () => {
    const { post, cart } = await shopper({ customerId: "C100002" });
    await post({ intent: "add-to-cart", sku: skuA });
    expect((await post({ intent: "loyalty-card-add" })).answer).toMatchObject({
      ok: true,
      message: m.cart_loyalty_card_added({}, fr),
    });
    expect((await cart()).loyaltyCard).not.toBeNull();
    expect((await post({ intent: "loyalty-card-remove" })).answer).toMatchObject({
      ok: true,
      removedLoyaltyCard: true,
    });
    expect((await cart()).loyaltyCard).toBeNull();
  });

  test("loyalty offers for a loyalty-card customer; an offer refused by the backend is said, not thrown", async () => {
    const { post, cart } = await shopper({ customerId: "C100001" });
    await post({ intent: "add-to-cart", sku: skuA });
    expect((await post({ intent: "loyalty-offers", offerIds: [] })).answer).toMatchObject({
      ok: true,
      message: m.cart_loyalty_offers_saved({}, fr),
    });
    expect((await cart()).loyaltyOffers.offers).toEqual([]);
    expect(await post({ intent: "loyalty-offers", offerIds: ["NOPE"] })).toMatchObject({
      answer: { ok: false, message: m.cart_change_refused({}, fr) },
      status: 400,
    });
  });

  test("gift cards: within the site's range only, removal answers its amount, restore puts it back", async () => {
    const { post, cart } = await shopper();
    expect((await post({ intent: "gift-card-add", amount: "5" })).answer).toMatchObject({
      ok: false,
      message: m.cart_gift_card_range({}, fr),
    });
    expect(
      (
        await post({
          intent: "gift-card-add",
          amount: "50",
          recipientEmail: "ami@example.com",
          message: "Joyeux anniversaire",
        })
      ).answer,
    ).toMatchObject({ ok: true });
    const card = (await cart()).giftCards[0]!;
    expect(card.price.centAmount).toBe(5000);
    expect((await post({ intent: "gift-card-remove", giftCardId: card.id })).answer).toMatchObject({
      ok: true,
      removedGiftCard: { amount: 5000 },
    });
    expect((await post({ intent: "gift-card-restore", amount: "999999" })).answer).toMatchObject({
      ok: false,
      message: m.cart_gift_card_range({}, fr),
    });
    expect((await post({ intent: "gift-card-restore", amount: "5000" })).answer).toMatchObject({
      ok: true,
      message: m.cart_gift_card_restored({}, fr),
    });
    expect((await cart()).giftCards.map((entry) => entry.price.centAmount)).toEqual([5000]);
  });

  test("donations: only the amounts the site offers, and 0 removes it", async () => {
    const { post, cart } = await shopper();
    await post({ intent: "add-to-cart", sku: skuA });
    expect((await post({ intent: "donation", donationId: "ASSO_ENFANCE", amount: "333" })).answer).toMatchObject({
      ok: false,
      message: m.cart_form_invalid({}, fr),
    });
    expect((await post({ intent: "donation", donationId: "ASSO_ENFANCE", amount: "200" })).answer).toMatchObject({
      ok: true,
      message: m.cart_donation_added({}, fr),
    });
    expect((await cart()).donations.map((entry) => entry.price.centAmount)).toEqual([200]);
    expect((await post({ intent: "donation", donationId: "ASSO_ENFANCE", amount: "0" })).answer).toMatchObject({
      ok: true,
      message: m.cart_donation_removed({}, fr),
    });
  });

  test("share-import copies a shared cart into the shopper's own (creating it), and says what could not be added", async () => {
    const { post, cart } = await shopper();
    expect((await post({ intent: "share-import", share: "<script>" })).answer).toMatchObject({
      ok: false,
      message: m.cart_share_invalid({}, fr),
    });
    expect((await post({ intent: "share-import", share: `${skuA}:2,${skuB}:1` })).answer).toMatchObject({
      ok: true,
      message: m.cart_share_added({}, fr),
    });
    expect((await cart()).lineItems.map((line) => [line.sku, line.quantity])).toEqual([
      [skuA, 2],
      [skuB, 1],
    ]);
    // A sold-out size is never added (decision 176; tests/features/cart/shared-cart.test.tsx has the rest).
    expect((await post({ intent: "share-import", share: `${skuA}:2,${soldOut}:1` })).answer).toMatchObject({
      ok: true,
      message: m.cart_share_partly_added({ count: 1 }, fr),
    });
    expect((await cart()).lineItems.map((line) => [line.sku, line.quantity])).toEqual([
      [skuA, 2],
      [skuB, 1],
    ]);
  });
});

describe("answers: a fetcher gets data, a plain post a 303 back where it came from (Post/Redirect/Get)", () => {
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    new Request(`http://localhost:8787${path}`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });

  test("a plain post answers 303 to its returnTo, onto the answer (issue 49), and flashes the answer for that page", async () => {
    const context = testContext("/fr-fr/cart", { api: backend.client({ session: backend.newSession() }) });
    const response = await cartAction(
      post("/fr-fr/cart", `intent=add-to-cart&sku=${skuA}&returnTo=${encodeURIComponent("/fr-fr/robe--p1?option=2")}`),
      context,
    );
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("Location")).toBe("/fr-fr/robe--p1?option=2#form-answer");
    const flash = context.cookies.setCookieHeaders().find((cookie) => cookie.startsWith("as_flash="))!;
    expect(flash).toContain("HttpOnly");
    expect(JSON.parse(decodeURIComponent(flash.split(";")[0]!.slice("as_flash=".length)))).toMatchObject({
      answers: { cart: { intent: "add-to-cart", ok: true } },
    });
  });

  test("a fetcher post (React Router's .data request) gets the answer itself, with its status", async () => {
    const context = testContext("/fr-fr/cart", { api: backend.client({ session: backend.newSession() }) });
    const answer = await cartAction(post("/fr-fr/cart.data", "intent=nope"), context);
    expect(answer).toMatchObject({ data: { intent: "invalid", ok: false }, init: { status: 400 } });
    expect(context.cookies.setCookieHeaders().some((cookie) => cookie.startsWith("as_flash="))).toBe(false);
  });

  test("returnTo is same-site only: another host, //host, a backslash or a NUL fall back to the Referer, then the cart", async () => {
    for (const returnTo of ["https://evil.example/", "//evil.example", "/\\evil.example", "/\u0000x"]) {
      const context = testContext("/fr-fr/cart");
      const body = new URLSearchParams({ intent: "nope", returnTo }).toString();
      const withReferer = await cartAction(
        post("/fr-fr/cart", body, { Referer: "http://localhost:8787/fr-fr/search?q=robe" }),
        context,
      );
      expect((withReferer as Response).headers.get("Location")).toBe("/fr-fr/search?q=robe#form-answer");
      const without = await cartAction(
        post("/fr-fr/cart", body, { Referer: "https://evil.example/" }),
        testContext("/fr-fr/cart"),
      );
      expect((without as Response).headers.get("Location")).toBe("/fr-fr/cart#form-answer");
    }
  });

  test("bodies that are not forms (JSON, text, none, broken multipart) are a 400 answer, never a 500", async () => {
    const cases: [BodyInit | null, Record<string, string>][] = [
      ["{}", { "Content-Type": "application/json" }],
      ["intent=add-to-cart", { "Content-Type": "text/plain" }],
      [null, { "Content-Type": "" }],
      ["--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=x" }],
    ];
    for (const [body, headers] of cases) {
      const request = new Request("http://localhost:8787/fr-fr/cart.data", { method: "POST", body, headers });
      expect(await cartAction(request, testContext("/fr-fr/cart"))).toMatchObject({
        data: { intent: "invalid" },
        init: { status: 400 },
      });
    }
  });
});
