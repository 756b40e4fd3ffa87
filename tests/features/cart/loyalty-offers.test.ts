import { describe, expect, test } from "vitest";
import { backendErrorCode, refusedLoyaltyOfferId } from "../../../app/api/errors";
import { cartAction } from "../../../app/features/cart/actions.server";
import type { CartAnswer } from "../../../app/features/cart/intents";
import { loyaltyOfferRefusalMessage } from "../../../app/features/cart/loyalty-offer-refusal.server";
import { discountLabel } from "../../../app/features/cart-model/discount-label";
import { orderSummary } from "../../../app/features/cart-model/summary.server";
import { orderDetailSchema } from "../../../app/features/orders/schemas";
import { orderView } from "../../../app/features/orders/order-view.server";
import { loyaltyOffersSchema } from "../../../app/features/loyalty/schemas";
import { LOCALES } from "../../../app/lib/locales";
import { formatMoney } from "../../../app/lib/money";
import { m } from "../../../app/paraglide/messages.js";
import { newCart } from "../../../mocks/cart-engine";
import { PRODUCTS } from "../../../mocks/data/catalog";
import { orderDetail, orderRecord } from "../../../mocks/orders";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { cartService } from "../../../app/features/cart/service.server";

/**
 * Issue 49, the storefront's side: a loyalty offer refused for one of its rules is said in the
 * site's language and currency, naming the offer and the rule; a taken offer has one name in the
 * offers list, the cart, the checkout summary and the order.
 */
const backend = mockApi();
const it = { locale: "it" as const };
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");
const euros = (cents: number) => formatMoney(cents, "EUR", "it-IT", { dropZeroDecimals: true });

const KNITWEAR = ["WOMEN_KNITWEAR", "MEN_KNITWEAR"];
const sizes = PRODUCTS.flatMap((product) =>
  product.options.flatMap((option) => option.sizes.map((size) => ({ product, option, size }))),
);
const stocked = sizes.filter((entry) => entry.size.stock >= 5 && entry.size.availabilityCode === 2);
/** A dress or shirt under 50 €, as Léa's 37,99 € cart. */
const cheap = stocked.find(
  (entry) =>
    !KNITWEAR.includes(entry.product.familyId) &&
    entry.option.prices.EUR.amount >= 2500 &&
    entry.option.prices.EUR.amount < 4000,
)!;
const cheapCents = cheap.option.prices.EUR.amount;

/** Léa (FID) on the Italian site: posts to the cart endpoint, one request each, cookies carried over. */
async function leaOnItalianSite() {
  const session = backend.newSession();
  const { accessToken, refreshToken } = await backend.signIn("C100001");
  let cookies: Record<string, string> = {};
  const api = backend.client({ session, store: "it", language: "it-IT", token: accessToken });
  const request = () => testContext("/it-it/cart", { api, tokens: { accessToken, refreshToken }, cookies });
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
  const offers = () => api.call("customers-self/loyalty/offers/006", { schema: loyaltyOffersSchema });
  return { post, cart, offers };
}

describe("issue 49: a loyalty offer refused for its rules is said, in the site's words and money", () => {
  test("the 10 € voucher on a cart under 50 €: which offer, its minimum and what is missing, in Italian and euros", async () => {
    const { post, cart } = await leaOnItalianSite();
    await post({ intent: "add-to-cart", sku: cheap.size.sku });
    const refused = await post({ intent: "loyalty-offers", offerIds: ["LO10"] });
    expect(refused).toMatchObject({ answer: { intent: "loyalty-offers", ok: false }, status: 400 });
    expect(plain(refused.answer.message)).toBe(
      plain(
        m.cart_offer_minimum_spend(
          { offer: "Buono d'acquisto da 10 €", minimum: euros(5000), missing: euros(5000 - cheapCents) },
          it,
        ),
      ),
    );
    expect(plain(refused.answer.message)).toMatch(
      /^«Buono d'acquisto da 10 €» si applica a partire da 50 € di spesa: mancano ancora \d+,\d\d €\.$/,
    );
    expect((await cart()).loyaltyOffers.offers).toEqual([]);
  });

  test("the knitwear discount without a jumper in the cart: the offer and its family, in Italian", async () => {
    const { post } = await leaOnItalianSite();
    await post({ intent: "add-to-cart", sku: cheap.size.sku });
    const refused = await post({ intent: "loyalty-offers", offerIds: ["LO15P"] });
    expect(refused).toMatchObject({ answer: { intent: "loyalty-offers", ok: false }, status: 400 });
    expect(refused.answer.message).toBe(
      m.cart_offer_family({ offer: "-15% sulla maglieria", families: "Maglieria" }, it),
    );
  });

  test("over the minimum the voucher is taken; the offers list, the cart, the checkout summary and the order all call it the same", async () => {
    const { post, cart, offers } = await leaOnItalianSite();
    await post({ intent: "add-to-cart", sku: cheap.size.sku });
    await post({ intent: "add-to-cart", sku: cheap.size.sku });
    expect((await post({ intent: "loyalty-offers", offerIds: ["LO10"] })).answer).toMatchObject({
      ok: true,
      message: m.cart_loyalty_offers_saved({}, it),
    });
    const taken = await cart();
    const name = (await offers())[0]!.title;
    expect(plain(name)).toBe("Buono d'acquisto da 10 €");
    // The cart page's discount line and the checkout's summary.
    expect(discountLabel(taken, "LO10", (code) => m.cart_summary_discount({ code }, it))).toBe(name);
    expect(orderSummary(taken, LOCALES["it-it"]).adjustments[0]!.label).toBe(name);
    // The confirmation and the order pages: the order's detail as the backend answers it.
    const stored = {
      ...newCart("CART1", "it"),
      lines: taken.lineItems.map(({ lineId, sku, quantity, lastModifiedAt }) => ({
        lineId,
        sku,
        quantity,
        lastModifiedAt,
      })),
      loyaltyOfferIds: ["LO10"],
    };
    const order = orderDetailSchema.parse(
      orderDetail(
        orderRecord(stored, {
          orderNumber: "AS26009999",
          customerId: "C100001",
          createdAt: "2026-11-28T10:00:00Z",
          status: "CONFIRMED",
        }),
        "it",
        "it-IT",
      ),
    );
    expect(orderView(order, LOCALES["it-it"]).adjustments.map((line) => line.label)).toEqual([name]);
  });
});

describe("issue 49: the refusal's words", () => {
  const offer = {
    id: "LO10",
    title: "Bon d'achat 10 CHF",
    description: "10 CHF offerts dès 50 CHF d'achat",
    pointsCost: 200,
    discountType: "CAD" as const,
    value: 1000,
    validTo: "2026-12-31",
    productOutOfStock: false,
    minimumSpend: { centAmount: 5000, currencyCode: "CHF" as const },
    families: [],
  };
  const refusal = {
    ok: false as const,
    code: "loyalty-offer-minimum-not-met" as const,
    status: 400,
    message: "Loyalty offer LO10 needs a cart of at least 5000 cents",
  };

  test("on the Swiss site the minimum and what is missing are in francs", () => {
    const message = loyaltyOfferRefusalMessage(refusal, { offers: [offer], goods: 3799, locale: LOCALES["fr-ch"] });
    expect(plain(message)).toBe("« Bon d'achat 10 CHF » s’applique dès 50 CHF d’achat : il vous manque 12.01 CHF.");
  });

  test("an offer the list does not describe (its read failed): the rule alone, never a wrong figure", () => {
    const options = { locale: "fr" as const };
    expect(loyaltyOfferRefusalMessage(refusal, { offers: [], goods: 3799, locale: LOCALES["fr-fr"] })).toBe(
      m.cart_offer_minimum_spend_unknown({}, options),
    );
    expect(
      loyaltyOfferRefusalMessage(
        { ...refusal, code: "loyalty-offer-family-missing", message: "Loyalty offer LO15P applies to families X only" },
        { offers: [], goods: null, locale: LOCALES["fr-fr"] },
      ),
    ).toBe(m.cart_offer_family_unknown({}, options));
  });

  test("the error catalogue reads the backend's two refusals and the offer they name", () => {
    expect(backendErrorCode(400, "Loyalty offer LO10 needs a cart of at least 5000 cents")).toBe(
      "loyalty-offer-minimum-not-met",
    );
    expect(backendErrorCode(400, "Loyalty offer LO15P applies to families WOMEN_KNITWEAR,MEN_KNITWEAR only")).toBe(
      "loyalty-offer-family-missing",
    );
    expect(backendErrorCode(400, "Unknown loyalty offer NOPE")).toBe("rejected");
    expect(refusedLoyaltyOfferId("Loyalty offer LO15P applies to families X only")).toBe("LO15P");
    expect(refusedLoyaltyOfferId("Unknown loyalty offer NOPE")).toBeUndefined();
  });
});
