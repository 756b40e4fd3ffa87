import { giftCardPaymentBodySchema, paymentBodySchema } from "../../../app/features/cart-model/schemas";
import { GIFT_CARD_BALANCES, renderCart, subscribeWithOrder, type StoredCart } from "../../cart-engine";
import { customerDb, fail, isFailure, requireCustomer, type MockDb, type Routes } from "../../http";
import { orderRecord } from "../../orders";
import { bodyOf, param, requestInfo } from "../../request-info";
import { checkVersion, loadCart, nextId, respond, save, selfMutate, stockLookup } from "./stored-carts";
import { payWithToken, registerTokenPaymentRoutes, startProviderPayment } from "./token-payments";

type Db = MockDb;

/**
 * Paying and ordering: gift cards and internal payments, a card provider's redirect and its
 * answer, then validate, which checks stock (412), address, method and payment and places the order.
 */
export function registerCartPaymentRoutes(routes: Routes) {
  // Paying with a gift card: an internal payment of at most the card's balance and the amount due.
  routes.post(
    "/carts-self/:cartId/gift-cards/:giftCardId",
    selfMutate((cart, info, request) => {
      const parsed = giftCardPaymentBodySchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "Body must be { amount }");
      const cardId = param(request, "giftCardId").toUpperCase();
      const balance = GIFT_CARD_BALANCES[cardId];
      if (balance === undefined) return fail(404, `Unknown gift card ${cardId}`);
      if (balance === 0) return fail(400, `Gift card ${cardId} has no balance left`);
      const due = renderCart(cart, info.language, () => Number.MAX_SAFE_INTEGER).totalPrice.centAmount;
      const alreadyPaid = cart.payments
        .filter((payment) => payment.paymentProduct === "GIFT_CARD" && payment.paymentId !== cardId)
        .reduce((sum, payment) => sum + payment.amount, 0);
      const amount = Math.min(parsed.data.amount, balance, Math.max(0, due - alreadyPaid));
      if (amount <= 0) return fail(400, "Nothing left to pay with a gift card");
      cart.payments = cart.payments.filter((payment) => payment.paymentId !== cardId);
      cart.payments.push({
        paymentId: cardId,
        paymentProvider: "INTERNAL",
        paymentProduct: "GIFT_CARD",
        amount,
        status: "Authorised",
      });
      return cart;
    }),
  );

  routes.delete(
    "/carts-self/:cartId/gift-cards/:giftCardId",
    selfMutate((cart, _info, request) => {
      const cardId = param(request, "giftCardId").toUpperCase();
      if (!cart.payments.some((payment) => payment.paymentId === cardId))
        return fail(404, `Gift card ${cardId} is not used in this cart`);
      cart.payments = cart.payments.filter((payment) => payment.paymentId !== cardId);
      return cart;
    }),
  );

  routes.post(
    "/carts-self/:cartId/payments",
    selfMutate((cart, _info, request) => {
      const parsed = paymentBodySchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "Body must be { paymentProduct, amount }");
      const { paymentProduct, amount } = parsed.data;
      if (paymentProduct === "GIFT_CARD") return fail(400, "Gift cards are paid through /gift-cards/{giftCardId}");
      cart.payments = cart.payments.filter(
        (payment) => payment.paymentProvider !== "INTERNAL" || payment.paymentProduct === "GIFT_CARD",
      );
      cart.payments.push({
        paymentId: nextId("P"),
        paymentProvider: "INTERNAL",
        paymentProduct,
        amount,
        status: "Authorised",
      });
      return cart;
    }),
  );

  // Card-provider variant: the shopper is sent to the provider's page, which comes back to returnUrl.
  routes.post("/carts-self/:cartId/payments/:provider", (schema, request) => {
    const db = schema.db as Db;
    const info = requestInfo(request);
    const customerId = requireCustomer(info);
    if (isFailure(customerId)) return customerId;
    const provider = param(request, "provider").toUpperCase();
    if (provider !== "ADYEN" && provider !== "WORLDLINE")
      return fail(404, `No payment provider ${param(request, "provider")}`);
    const body = bodyOf(request) as { paymentToken?: unknown } | null;
    if (body && typeof body === "object" && "paymentToken" in body) return payWithToken(db, request, provider);
    const parsed = paymentBodySchema.safeParse(bodyOf(request));
    if (!parsed.success || !parsed.data.returnUrl)
      return fail(400, "Body must be { paymentProduct, amount, returnUrl }");
    const started = startProviderPayment(db, request, {
      provider,
      paymentProduct: parsed.data.paymentProduct,
      amount: parsed.data.amount,
      status: "RedirectShopper",
    });
    if (isFailure(started)) return started;
    const { saved, paymentId } = started;
    const redirect = new URLSearchParams({ paymentId, cartId: saved.id, returnUrl: parsed.data.returnUrl });
    return {
      paymentId,
      resultCode: "RedirectShopper",
      redirectUrl: `/__mock/payment-provider/${provider.toLowerCase()}/pay?${redirect}`,
      cart: renderCart(saved, info.language, stockLookup(db), info.locale),
    };
  });

  registerTokenPaymentRoutes(routes);

  // The provider's answer for one payment, once the shopper came back (order-{provider}-check).
  routes.get("/carts-self/:cartId/payments/:paymentId", (schema, request) => {
    const customerId = requireCustomer(requestInfo(request));
    if (isFailure(customerId)) return customerId;
    const cart = schema.db.carts.find(param(request, "cartId")) as StoredCart | undefined;
    const payment = cart?.payments.find((entry) => entry.paymentId === param(request, "paymentId"));
    if (!cart || !payment) return fail(404, `No payment ${param(request, "paymentId")}`);
    return {
      paymentId: payment.paymentId,
      resultCode: payment.status,
      amount: payment.amount,
      paymentProduct: payment.paymentProduct,
    };
  });

  routes.post("/carts-self/:cartId/validate", (schema, request) => {
    const db = schema.db as Db;
    const info = requestInfo(request);
    const customerId = requireCustomer(info);
    if (isFailure(customerId)) return customerId;
    const cart = loadCart(db, param(request, "cartId"));
    if (isFailure(cart)) return cart;
    // A cart is ordered by its own customer, or by whoever signed in with it while it had none.
    if (cart.customerId && cart.customerId !== customerId) return fail(403, "The cart belongs to another customer");
    const stale = checkVersion(request, cart);
    if (stale) return stale;
    const stockOf = stockLookup(db);
    const changed = cart.lines.find((line) => stockOf(line.sku) < line.quantity);
    if (changed) return fail(412, `Stock changed for sku ${changed.sku}: ${stockOf(changed.sku)} left`);
    const rendered = renderCart(cart, info.language, stockOf, info.locale);
    if (rendered.lineItems.length === 0 && !cart.loyaltyCard && cart.giftCards.length === 0)
      return fail(400, "The cart is empty");
    if (!cart.shippingMethodKey) return fail(400, "A shipping method is required");
    if (!cart.billingAddress) return fail(400, "A billing address is required");
    // Pending: accepted by the provider, settled later; the order is placed meanwhile.
    const paid = cart.payments
      .filter((payment) => ["Authorised", "Received", "Success", "Pending"].includes(payment.status))
      .reduce((sum, payment) => sum + payment.amount, 0);
    if (rendered.totalPrice.centAmount > 0 && paid < rendered.totalPrice.centAmount) {
      return fail(400, `Payment incomplete: ${paid} of ${rendered.totalPrice.centAmount}`);
    }
    const own = customerDb(db);
    const orderNumber = `AS26${String(100000 + own.orders.length + Math.floor(Math.random() * 800000)).slice(0, 6)}`;
    const ordered = save(db, { ...cart, customerId, status: "ORDERED", orderNumber });
    subscribeWithOrder(own, customerId, cart.subscriptions);
    own.orders.insert(
      orderRecord(
        ordered,
        { customerId, orderNumber, createdAt: new Date().toISOString(), status: "CONFIRMED" },
        stockOf,
      ),
    );
    return respond(db, info, ordered);
  });
}
