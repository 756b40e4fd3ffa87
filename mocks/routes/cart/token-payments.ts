import { tokenPaymentBodySchema } from "../../../app/features/cart-model/schemas";
import { currencyOf, renderCart, type StoredCart } from "../../cart-engine";
import { fail, isFailure, requireCustomer, type MockDb, type Routes } from "../../http";
import { bodyOf, param, requestInfo } from "../../request-info";
import { checkVersion, loadCart, nextId, save, stockLookup } from "./stored-carts";

/**
 * A card the provider's vault holds, paid server to server (decision 202: an agent pays with the
 * token its platform got from the vault). The offline kit's vault knows four test tokens; any
 * other is refused as unknown (422), as a real vault refuses a token it never issued.
 */
export const TEST_PAYMENT_TOKENS: Record<
  string,
  { outcome: "Authorised" | "Refused" | "ChallengeShopper"; brand: string; lastDigits: string }
> = {
  tok_offline_visa: { outcome: "Authorised", brand: "visa", lastDigits: "1111" },
  tok_offline_mastercard: { outcome: "Authorised", brand: "mastercard", lastDigits: "4444" },
  tok_offline_refused: { outcome: "Refused", brand: "visa", lastDigits: "0002" },
  tok_offline_3ds: { outcome: "ChallengeShopper", brand: "visa", lastDigits: "3155" },
};

/** A network's payment product, as the shop's orders name it. */
const NETWORK_PRODUCTS: Record<string, string> = { visa: "VISA", mastercard: "MASTERCARD" };

/**
 * 3-D Secure challenges waiting for the cardholder, by payment: what the challenge page shows, and
 * the cardholder's answer once given. The page is the provider's, outside any shop session; the
 * shop reads the answer with `…/payments/{id}/details` in its own.
 */
interface Challenge {
  amount: number;
  currency: string;
  returnUrl: string;
  outcome?: "Authorised" | "Refused";
}
const challenges = new Map<string, Challenge>();
const MAX_CHALLENGES = 1_000;

export function pendingChallenge(paymentId: string): Challenge | undefined {
  return challenges.get(paymentId);
}

export function answerChallenge(paymentId: string, approved: boolean): Challenge | undefined {
  const challenge = challenges.get(paymentId);
  if (challenge && !challenge.outcome) challenge.outcome = approved ? "Authorised" : "Refused";
  return challenge;
}

/** The refusal a token's payment carries, in the provider's words. */
const REFUSAL_REASONS: Record<string, string> = { Refused: "Insufficient funds", Cancelled: "3-D Secure failed" };

function answer(db: MockDb, request: any, cart: StoredCart, paymentId: string, challengeUrl: string | null = null) {
  const info = requestInfo(request);
  const payment = cart.payments.find((entry) => entry.paymentId === paymentId)!;
  return {
    paymentId,
    resultCode: payment.status,
    refusalReason: REFUSAL_REASONS[payment.status] ?? null,
    challengeUrl,
    cart: renderCart(cart, info.language, stockLookup(db), info.locale),
  };
}

/** The cart a customer pays: hers, or an anonymous one she holds the id of; another customer's is a 404. */
function ownCart(db: MockDb, request: any) {
  const customerId = requireCustomer(requestInfo(request));
  if (isFailure(customerId)) return customerId;
  const cart = loadCart(db, param(request, "cartId"));
  if (isFailure(cart) || !cart.customerId || cart.customerId === customerId) return cart;
  return fail(404, `No cart found for id ${param(request, "cartId")}`);
}

/**
 * A card provider's payment on the cart its version names: the one payment of the provider (gift
 * cards kept), in its first status; the cart saved, or why not (404, 409).
 */
export function startProviderPayment(
  db: MockDb,
  request: any,
  payment: { provider: "ADYEN" | "WORLDLINE"; paymentProduct: string; amount: number; status: string },
) {
  const loaded = ownCart(db, request);
  if (isFailure(loaded)) return loaded;
  const stale = checkVersion(request, loaded);
  if (stale) return stale;
  const paymentId = nextId("P");
  const cart = structuredClone(loaded);
  cart.payments = cart.payments.filter((entry) => entry.paymentProduct === "GIFT_CARD");
  cart.payments.push({
    paymentId,
    paymentProvider: payment.provider,
    paymentProduct: payment.paymentProduct,
    amount: payment.amount,
    status: payment.status,
  });
  return { saved: save(db, cart), paymentId };
}

/** POST /carts-self/{cartId}/payments/{provider} with a vault token (the provider route hands over when the body has one). */
export function payWithToken(db: MockDb, request: any, provider: "ADYEN" | "WORLDLINE") {
  const customerId = requireCustomer(requestInfo(request));
  if (isFailure(customerId)) return customerId;
  const parsed = tokenPaymentBodySchema.safeParse(bodyOf(request));
  if (!parsed.success) return fail(400, "Body must be { paymentProduct, amount, paymentToken, returnUrl }");
  const vaulted = TEST_PAYMENT_TOKENS[parsed.data.paymentToken];
  if (!vaulted) return fail(422, "Unknown payment token");
  const started = startProviderPayment(db, request, {
    provider,
    // The card's network is the vault's to say, whatever product the shop guessed.
    paymentProduct: NETWORK_PRODUCTS[vaulted.brand] ?? parsed.data.paymentProduct,
    amount: parsed.data.amount,
    status: vaulted.outcome,
  });
  if (isFailure(started)) return started;
  const { saved, paymentId } = started;
  if (vaulted.outcome !== "ChallengeShopper") return answer(db, request, saved, paymentId);
  if (challenges.size >= MAX_CHALLENGES) challenges.delete(challenges.keys().next().value!);
  challenges.set(paymentId, {
    amount: parsed.data.amount,
    currency: currencyOf(saved.store),
    returnUrl: parsed.data.returnUrl,
  });
  const page = new URLSearchParams({ paymentId });
  return answer(db, request, saved, paymentId, `/__mock/payment-provider/${provider.toLowerCase()}/challenge?${page}`);
}

export function registerTokenPaymentRoutes(routes: Routes) {
  // The challenge's answer, read by the shop once the cardholder came back (Adyen's /payments/details).
  routes.post("/carts-self/:cartId/payments/:paymentId/details", (schema, request) => {
    const db = schema.db as MockDb;
    const customerId = requireCustomer(requestInfo(request));
    if (isFailure(customerId)) return customerId;
    const loaded = ownCart(db, request);
    if (isFailure(loaded)) return loaded;
    const paymentId = param(request, "paymentId");
    const payment = loaded.payments.find((entry) => entry.paymentId === paymentId);
    if (!payment) return fail(404, `No payment ${paymentId}`);
    const outcome = challenges.get(paymentId)?.outcome;
    if (payment.status !== "ChallengeShopper" || !outcome) return answer(db, request, loaded, paymentId);
    challenges.delete(paymentId);
    const cart = structuredClone(loaded);
    cart.payments = cart.payments.map((entry) =>
      entry.paymentId === paymentId
        ? { ...entry, status: outcome === "Authorised" ? "Authorised" : "Cancelled" }
        : entry,
    );
    return answer(db, request, save(db, cart), paymentId);
  });
}
