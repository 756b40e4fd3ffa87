import { describe, expect, test } from "vitest";
import { cartSchema, tokenPaymentAnswerSchema } from "../../../app/features/cart-model/schemas";
import { PRODUCTS } from "../../../mocks/data/catalog";
import { answerChallenge } from "../../../mocks/routes/cart/token-payments";
import { PARIS_CART_ADDRESS } from "../../helpers/cart-address";
import { mockApi } from "../../helpers/mock-api";

/**
 * The offline kit's card vault (decision 202): a token paid server to server, refused, unknown or
 * challenged (3-D Secure, answered on the issuer's page, read back by `…/details`); an anonymous
 * cart paid by the customer holding its id becomes hers at validate, and no other customer's.
 */

const api = mockApi();
const sku = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes)).find(
  (size) => size.stock >= 5 && size.availabilityCode === 2,
)!.sku;
const address = PARIS_CART_ADDRESS;
const returnUrl = "http://localhost:8787/api/ucp/payment-return?checkout=chk_x";

/** An agent's anonymous cart with one line, then billed and shipped by the signed-in customer holding its id. */
async function agentCart(customerId = "C100001") {
  const session = api.newSession();
  const anonymous = { session };
  const made = (await api.raw("POST", "/carts", anonymous, undefined, cartSchema)).parsed!;
  await api.raw("POST", `/carts/${made.id}/products/${sku}?version=0`, anonymous, undefined, cartSchema);
  const caller = { session, token: (await api.signIn(customerId)).accessToken };
  const billed = (
    await api.raw("POST", `/carts-self/${made.id}/billing-address?version=1`, caller, address, cartSchema)
  ).parsed!;
  const shipped = (
    await api.raw(
      "POST",
      `/carts-self/${made.id}/shipping-method/NO?version=${billed.version}`,
      caller,
      address,
      cartSchema,
    )
  ).parsed!;
  return { caller, cart: shipped };
}

const pay = (
  caller: { session: string; token: string },
  cart: { id: string; version: number; totalPrice: { centAmount: number } },
  paymentToken: string,
) =>
  api.raw(
    "POST",
    `/carts-self/${cart.id}/payments/adyen?version=${cart.version}`,
    caller,
    { paymentProduct: "VISA", amount: cart.totalPrice.centAmount, paymentToken, returnUrl },
    tokenPaymentAnswerSchema,
  );

describe("the card vault's test tokens (decision 202)", () => {
  test("authorised under the card's own network, then ordered for the customer holding the anonymous cart, whose cart it becomes", async () => {
    const { caller, cart } = await agentCart();
    const paid = await pay(caller, cart, "tok_offline_mastercard");
    expect(paid.parsed).toMatchObject({ resultCode: "Authorised", challengeUrl: null });
    expect(paid.parsed!.cart.payments).toEqual([expect.objectContaining({ paymentProduct: "MASTERCARD" })]);
    const ordered = await api.raw(
      "POST",
      `/carts-self/${cart.id}/validate?version=${paid.parsed!.cart.version}`,
      caller,
      undefined,
      cartSchema,
    );
    expect(ordered.parsed?.orderNumber).toMatch(/^AS26/);
    expect(ordered.parsed?.customer.customerId).toBe("C100001");
    // Hers now: another customer holding the id reaches nothing.
    const other = { session: caller.session, token: (await api.signIn("C100002")).accessToken };
    expect((await pay(other, ordered.parsed!, "tok_offline_visa")).status).toBe(404);
  });

  test("refused with its reason, or unknown to the vault (422)", async () => {
    const { caller, cart } = await agentCart();
    expect((await pay(caller, cart, "tok_offline_refused")).parsed).toMatchObject({
      resultCode: "Refused",
      refusalReason: "Insufficient funds",
    });
    const fresh = (await api.raw("GET", `/carts/${cart.id}`, caller, undefined, cartSchema)).parsed!;
    expect((await pay(caller, fresh, "tok_never_issued")).status).toBe(422);
  });

  test("3-D Secure: challenged, still waiting until the cardholder answers, then authorised", async () => {
    const { caller, cart } = await agentCart();
    const challenged = (await pay(caller, cart, "tok_offline_3ds")).parsed!;
    expect(challenged.resultCode).toBe("ChallengeShopper");
    expect(challenged.challengeUrl).toMatch(/^\/__mock\/payment-provider\/adyen\/challenge\?paymentId=/);
    const details = () =>
      api.raw(
        "POST",
        `/carts-self/${cart.id}/payments/${challenged.paymentId}/details`,
        caller,
        undefined,
        tokenPaymentAnswerSchema,
      );
    expect((await details()).parsed?.resultCode).toBe("ChallengeShopper");
    answerChallenge(challenged.paymentId, true);
    expect((await details()).parsed?.resultCode).toBe("Authorised");
  });
});
