import { describe, expect, test } from "vitest";
import { usableMethods } from "../../../app/features/cart/delivery";
import { loadCartPage } from "../../../app/features/cart/cart-page.server";
import type { Cart } from "../../../app/features/cart-model/schemas";
import { PRODUCTS } from "../../../mocks/data/catalog/products";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { cartService } from "../../../app/features/cart/service.server";
import { shippingMethods } from "../../../app/features/cart-model/shipping-methods.server";

const backend = mockApi();
const garment = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes)).find(
  (size) => size.stock >= 6 && size.availabilityCode === 2,
)!.sku;
const giftCard = { amount: 5000, recipientEmail: "ami@example.com", message: null };

/** An anonymous shopper of the French site: a fresh request context per call, one session. */
function shopper() {
  const session = backend.newSession();
  let cookies: Record<string, string> = {};
  const context = () =>
    testContext("/fr-fr/cart", { api: backend.client({ session, store: "fr", language: "fr-FR" }), cookies });
  const keep = (cart: Cart) => {
    cookies = { as_cart_id_fr: cart.id };
  };
  /** What the backend offers for the cart, and what the cart page offers of it. */
  const offers = async () => {
    const cart = (await cartService(context()).read())!;
    const backendKeys = (await shippingMethods(context(), cart.id, "FR")).map((method) => method.key);
    const page = await loadCartPage(new URL("http://localhost:8787/fr-fr/cart"), context(), null);
    return { backend: backendKeys, page: page.delivery!.map((estimate) => estimate.key) };
  };
  return { context, keep, offers };
}

/**
 * Spec 5's rule says when the backend may offer e-mail delivery; the storefront only narrows that
 * offer (decision 81), so whatever the cart offers also meets the rule.
 */
describe("R5.08 e-mail delivery (VI) is offered only where spec 5's rule allows it, and then only with nothing to ship (decision 81)", () => {
  test("a gift card alone: the rule allows it, nothing travels, the cart offers e-mail delivery", async () => {
    const { context, keep, offers } = shopper();
    const added = await cartService(context()).addGiftCard(giftCard);
    if (!added.ok) throw new Error(added.message);
    keep(added.cart);
    expect(await offers()).toMatchObject({ backend: expect.arrayContaining(["VI"]), page: ["VI"] });
  });

  test("a garment beside a gift card: the rule excludes it, so the backend does not offer it and neither does the cart", async () => {
    const { context, keep, offers } = shopper();
    const first = await cartService(context()).add(garment);
    if (!first.ok) throw new Error(first.message);
    keep(first.cart);
    const added = await cartService(context()).addGiftCard(giftCard);
    if (!added.ok) throw new Error(added.message);
    const offered = await offers();
    expect(offered.backend).not.toContain("VI");
    expect(offered.page).not.toContain("VI");
    expect(offered.page).toContain("NO");
  });

  test("a garment alone: the rule allows it (no gift card) and the backend offers it, but a dress is not sent by e-mail", async () => {
    const { context, keep, offers } = shopper();
    const added = await cartService(context()).add(garment);
    if (!added.ok) throw new Error(added.message);
    keep(added.cart);
    const offered = await offers();
    expect(offered.backend).toContain("VI");
    expect(offered.page).not.toContain("VI");
    expect(offered.page).toContain("NO");
  });

  test("the storefront never adds e-mail delivery the backend did not offer, even for a cart with nothing to ship", () => {
    const nothingToShip = { lineItems: [{ segmentationId: "GIFT_CARD" }] } as unknown as Cart;
    const withoutEmail = [{ key: "NO" }, { key: "PR" }];
    expect(usableMethods(withoutEmail, nothingToShip, ["GIFT_CARD", "LOYALTY_CARD"])).toEqual(withoutEmail);
  });
});
